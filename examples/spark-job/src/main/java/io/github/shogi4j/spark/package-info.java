/**
 * {@code shogi export} and {@code shogi stats} as an Apache Spark job ({@link
 * io.github.shogi4j.spark.ShogiSparkJob}): record archives in, a Dataset of games (棋譜), positions
 * expanded per game and deduplicated, HCPE or Parquet out, statistics in Spark SQL.
 */
package io.github.shogi4j.spark;
