package io.github.shogi4j.spark;

import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.training.GameFilter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

/**
 * {@code shogi stats} as a Spark job, each figure a Spark SQL query over the table of games ({@link
 * GameTable}): games, results by side, lengths in buckets of {@value #BUCKET} moves (the last open
 * from {@value #LAST_BUCKET}), openings by their first moves, endings, players and ratings. The
 * answer has the keys and values of {@code shogi stats --json}.
 */
final class SparkStats {
  /** The width of a length bucket, in moves. */
  static final int BUCKET = 20;

  /** The first length of the last, open bucket. */
  static final int LAST_BUCKET = 200;

  private SparkStats() {}

  /**
   * Counts.
   *
   * @param spark the session
   * @param sources record files, folders, archives
   * @param mode how records are read
   * @param openingMoves how many first moves name an opening, 1 or more
   * @param top how many openings and players to list, 0 or more
   * @return the statistics
   */
  static Map<String, Object> run(
      SparkSession spark, List<String> sources, ReadMode mode, int openingMoves, int top) {
    Dataset<Row> games =
        GameTable.read(spark, sources, mode, GameFilter.all())
            .persist(StorageLevel.MEMORY_AND_DISK());
    try {
      games.createOrReplaceTempView("games");
      Map<String, Object> j = new LinkedHashMap<>();
      Row t =
          spark
              .sql(
                  "SELECT count_if(sourceError IS NULL), count_if(readable),"
                      + " count_if(sourceError IS NULL AND NOT readable),"
                      + " coalesce(sum(IF(readable, size(moves), 0)), 0),"
                      + " count_if(readable AND winner = 'SENTE'),"
                      + " count_if(readable AND winner = 'GOTE'),"
                      + " count_if(readable AND termination IS NOT NULL AND winner IS NULL),"
                      + " count_if(readable AND termination IS NULL)"
                      + " FROM games")
              .first();
      long gameCount = t.getLong(1);
      j.put("records", t.getLong(0));
      j.put("games", gameCount);
      j.put("unreadable", t.getLong(2));
      Map<String, Object> results = new LinkedHashMap<>();
      results.put("sente", t.getLong(4));
      results.put("gote", t.getLong(5));
      results.put("draw", t.getLong(6));
      results.put("none", t.getLong(7));
      j.put("results", results);
      Map<Integer, Long> buckets = new TreeMap<>();
      for (Row r :
          spark
              .sql(
                  "SELECT least(size(moves), "
                      + LAST_BUCKET
                      + ") div "
                      + BUCKET
                      + " AS b, count(*) FROM games WHERE readable GROUP BY b")
              .collectAsList()) {
        buckets.put((int) r.getLong(0), r.getLong(1));
      }
      Map<String, Object> lengths = new LinkedHashMap<>();
      for (int i = 0; i <= LAST_BUCKET / BUCKET; i++) {
        lengths.put(
            i * BUCKET >= LAST_BUCKET
                ? LAST_BUCKET + "+"
                : i * BUCKET + "-" + (i * BUCKET + BUCKET - 1),
            buckets.getOrDefault(i, 0L));
      }
      j.put("lengths", lengths);
      j.put(
          "averageLength",
          gameCount == 0 ? 0.0 : Math.round(t.getLong(3) * 10.0 / gameCount) / 10.0);
      List<Object> openings = new ArrayList<>();
      for (Row r :
          spark
              .sql(
                  "SELECT concat_ws(' ', slice(moves, 1, "
                      + openingMoves
                      + ")) AS m, count(*) AS n FROM games WHERE readable AND size(moves) >= "
                      + openingMoves
                      + " GROUP BY m ORDER BY n DESC, m LIMIT "
                      + top)
              .collectAsList()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", r.getString(0));
        m.put("games", r.getLong(1));
        openings.add(m);
      }
      j.put("openings", openings);
      Map<String, Object> endings = new TreeMap<>();
      for (Row r :
          spark
              .sql(
                  "SELECT termination, count(*) FROM games"
                      + " WHERE readable AND termination IS NOT NULL GROUP BY termination")
              .collectAsList()) {
        endings.put(r.getString(0), r.getLong(1));
      }
      j.put("endings", endings);
      spark
          .sql(
              "SELECT coalesce(name, '') AS name, won, rate FROM games LATERAL VIEW"
                  + " inline(array(named_struct('name', sente, 'won', winner = 'SENTE', 'rate',"
                  + " senteRate), named_struct('name', gote, 'won', winner = 'GOTE', 'rate',"
                  + " goteRate))) side WHERE readable")
          .createOrReplaceTempView("sides");
      List<Object> players = new ArrayList<>();
      for (Row r :
          spark
              .sql(
                  "SELECT name, count(*) AS n, count_if(won), count(rate), sum(rate) FROM sides"
                      + " GROUP BY name ORDER BY n DESC, name LIMIT "
                      + top)
              .collectAsList()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", r.getString(0));
        m.put("games", r.getLong(1));
        m.put("wins", r.getLong(2));
        long rated = r.getLong(3);
        m.put("rating", rated == 0 ? null : Math.round(r.getDouble(4) * 10 / rated) / 10.0);
        players.add(m);
      }
      j.put("players", players);
      Row ra =
          spark
              .sql(
                  "SELECT count_if(senteRate IS NOT NULL OR goteRate IS NOT NULL),"
                      + " (SELECT min(rate) FROM sides), (SELECT sum(rate) FROM sides),"
                      + " (SELECT count(rate) FROM sides), (SELECT max(rate) FROM sides)"
                      + " FROM games WHERE readable")
              .first();
      long rates = ra.getLong(3);
      Map<String, Object> ratings = new LinkedHashMap<>();
      ratings.put("games", ra.getLong(0));
      ratings.put("min", rates == 0 ? null : ra.getDouble(1));
      ratings.put("mean", rates == 0 ? null : Math.round(ra.getDouble(2) * 10 / rates) / 10.0);
      ratings.put("max", rates == 0 ? null : ra.getDouble(4));
      j.put("ratings", ratings);
      j.put("sourceErrors", SparkExport.sourceErrors(spark));
      return j;
    } finally {
      games.unpersist();
    }
  }
}
