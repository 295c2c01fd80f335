package io.github.shogi4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.struct;

import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.training.GameFilter;
import io.github.shogi4j.kif.training.Hcpe;
import io.github.shogi4j.kif.training.TrainingPosition;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;

/**
 * {@code shogi export} as a Spark job: the positions of the games that {@link GameFilter} keeps,
 * one before each playable main-line move ({@link TrainingPosition}), as HCPE or Parquet.
 *
 * <p>With dedupe, positions are grouped by the key {@code shogi export --dedupe} uses (the Zobrist
 * key: board, hands, side to move) and each keeps its first occurrence in input order (file,
 * record, ply): the set of records {@code shogi export --dedupe --threads 1} writes, whatever the
 * number of executors. (A plain {@code dropDuplicates} would keep an arbitrary occurrence, so that
 * the move and result written for a repeated position would change from run to run.)
 *
 * <p>Output: HCPE is a folder of {@code part-NNNNN.hcpe} files of 38-byte records, one per
 * partition ({@code cat OUT/part-*.hcpe > all.hcpe} makes one file dlshogi reads); Parquet is a
 * folder Spark writes, columns {@code key} (long), {@code unit}, {@code record}, {@code ply} (where
 * the position was first found), {@code sfen}, {@code move} (USI), {@code result} (0 draw, 1 sente
 * won, 2 gote won) and {@code hcpe} (its 38 bytes). The output is replaced.
 */
final class SparkExport {
  /** The positions' columns. */
  static final StructType POSITIONS =
      new StructType()
          .add("key", DataTypes.LongType, false)
          .add("unit", DataTypes.IntegerType, false)
          .add("record", DataTypes.LongType, false)
          .add("ply", DataTypes.IntegerType, false)
          .add("sfen", DataTypes.StringType, true)
          .add("move", DataTypes.StringType, true)
          .add("result", DataTypes.IntegerType, false)
          .add("hcpe", DataTypes.BinaryType, false);

  /** The output formats. */
  enum Format {
    HCPE,
    PARQUET
  }

  private SparkExport() {}

  /**
   * Runs the export.
   *
   * @param spark the session
   * @param sources record files, folders, archives
   * @param mode how records are read
   * @param filter which games are kept
   * @param format HCPE or Parquet
   * @param output the output folder (a path or a Hadoop file system URI); replaced
   * @param dedupe whether each position is written once
   * @return the summary, with the keys of {@code shogi export}'s
   */
  static Map<String, Object> run(
      SparkSession spark,
      List<String> sources,
      ReadMode mode,
      GameFilter filter,
      Format format,
      String output,
      boolean dedupe) {
    long started = System.nanoTime();
    Dataset<Row> games =
        GameTable.read(spark, sources, mode, filter).persist(StorageLevel.MEMORY_AND_DISK());
    try {
      games.createOrReplaceTempView("games");
      Row totals =
          spark
              .sql(
                  "SELECT count_if(sourceError IS NULL), count_if(readable AND skip IS NULL),"
                      + " coalesce(sum(IF(readable AND skip IS NULL, playable, 0)), 0)"
                      + " FROM games")
              .first();
      Map<String, Long> skipped = new TreeMap<>();
      for (Row r :
          spark
              .sql(
                  "SELECT skip, count(*) FROM games WHERE sourceError IS NULL AND skip IS NOT NULL"
                      + " GROUP BY skip")
              .collectAsList()) {
        skipped.put(r.getString(0), r.getLong(1));
      }
      List<String> sourceErrors = sourceErrors(spark);
      boolean sfen = format == Format.PARQUET;
      Dataset<Row> positions =
          games
              .where("readable AND skip IS NULL")
              .select("unit", "record", "start", "moves", "winner")
              .flatMap(expand(sfen), Encoders.row(POSITIONS));
      if (dedupe) {
        // the earliest occurrence: a struct orders by its fields, unit first
        positions =
            positions
                .groupBy("key")
                .agg(
                    min(struct("unit", "record", "ply", "sfen", "move", "result", "hcpe"))
                        .as("first"))
                .select(
                    col("key"),
                    col("first.unit"),
                    col("first.record"),
                    col("first.ply"),
                    col("first.sfen"),
                    col("first.move"),
                    col("first.result"),
                    col("first.hcpe"));
      }
      long written;
      if (format == Format.PARQUET) {
        positions.write().mode("overwrite").parquet(output);
        written = spark.read().parquet(output).count();
      } else {
        written = writeHcpe(spark, positions, output);
      }
      long total = totals.getLong(2);
      Map<String, Object> summary = new LinkedHashMap<>();
      summary.put("records", totals.getLong(0));
      summary.put("games", totals.getLong(1));
      summary.put("skipped", skipped);
      summary.put("positions", written);
      summary.put("duplicates", total - written);
      summary.put("sourceErrors", sourceErrors);
      summary.put("output", output);
      summary.put("format", format.name().toLowerCase(Locale.ROOT));
      summary.put("seconds", Math.round((System.nanoTime() - started) / 1e7) / 100.0);
      return summary;
    } finally {
      games.unpersist();
    }
  }

  /** The files that could not be read to their end, in input order, with why. */
  static List<String> sourceErrors(SparkSession spark) {
    List<String> errors = new ArrayList<>();
    for (Row r :
        spark
            .sql(
                "SELECT source, sourceError FROM games WHERE sourceError IS NOT NULL"
                    + " ORDER BY unit")
            .collectAsList()) {
      errors.add(r.getString(0) + ": " + r.getString(1));
    }
    return errors;
  }

  /** A game (unit, record, start, moves, winner) to its positions, in {@link #POSITIONS}. */
  private static FlatMapFunction<Row, Row> expand(boolean sfen) {
    return game -> {
      int unit = game.getInt(0);
      long record = game.getLong(1);
      Position start = Position.fromSfen(game.getString(2), Validation.LENIENT);
      List<String> usi = game.getList(3);
      Optional<Color> winner = Optional.ofNullable(game.getString(4)).map(Color::valueOf);
      List<Move> moves = new ArrayList<>(usi.size());
      for (String m : usi) {
        moves.add(Move.parseUsi(m).orElseThrow());
      }
      return new Iterator<Row>() {
        final Iterator<TrainingPosition> it = TrainingPosition.of(start, moves, winner).iterator();
        int ply;

        @Override
        public boolean hasNext() {
          return it.hasNext();
        }

        @Override
        public Row next() {
          TrainingPosition t = it.next();
          Hcpe h = t.hcpe();
          return RowFactory.create(
              t.key(),
              unit,
              record,
              ply++,
              sfen ? t.position().toSfen() : null,
              sfen ? t.move().toUsi() : null,
              h.result().code(),
              h.toBytes());
        }
      };
    };
  }

  /** Writes the positions' HCPE records, a part file per partition; returns how many. */
  private static long writeHcpe(SparkSession spark, Dataset<Row> positions, String output) {
    org.apache.hadoop.fs.Path out = new org.apache.hadoop.fs.Path(output);
    try {
      FileSystem fs = out.getFileSystem(spark.sparkContext().hadoopConfiguration());
      fs.delete(out, true);
      fs.mkdirs(out);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot replace " + output, e);
    }
    List<Long> counts =
        positions
            .select("hcpe")
            .javaRDD()
            .mapPartitionsWithIndex(
                (index, rows) -> {
                  org.apache.hadoop.fs.Path part =
                      new org.apache.hadoop.fs.Path(
                          output, String.format(Locale.ROOT, "part-%05d.hcpe", index));
                  long n = 0;
                  try (OutputStream o =
                      new java.io.BufferedOutputStream(
                          part.getFileSystem(new Configuration()).create(part, true), 1 << 16)) {
                    while (rows.hasNext()) {
                      o.write((byte[]) rows.next().get(0));
                      n++;
                    }
                  }
                  return List.of(n).iterator();
                },
                false)
            .collect();
    return counts.stream().mapToLong(Long::longValue).sum();
  }
}
