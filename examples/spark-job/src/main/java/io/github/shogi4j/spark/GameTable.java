package io.github.shogi4j.spark;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Rating;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.RecordStream;
import io.github.shogi4j.kif.archive.RecordSources;
import io.github.shogi4j.kif.training.GameFilter;
import io.github.shogi4j.kif.training.GameFilter.SkipReason;
import io.github.shogi4j.kif.training.TrainingPosition;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The Dataset of games (棋譜) that the job's export and statistics start from: one row per record
 * read from the sources, in columns Spark SQL can count.
 *
 * <p>Sources are record files, folders and archives as {@code shogi export} takes them ({@link
 * RecordSources}); a folder is listed on the driver (its record files and archives at any depth, in
 * path order, as {@link RecordSources} orders them), and each file is a unit of work that one task
 * reads from its start (compressed files and archives cannot be split). Paths must be readable at
 * the same place on every executor: local paths in local mode, a shared file system on a cluster.
 *
 * <p>Columns: {@code unit} (the file's place among all files, in the order given) and {@code
 * record} (the record's place in its file) give the input order; {@code source}; {@code
 * sourceError} (set on the one row that reports a file that could not be read on, the other columns
 * empty); {@code readable}; {@code skip} (why {@code shogi export}'s filter leaves the game out,
 * {@link SkipReason#label()}, or null); {@code sente}, {@code gote}, {@code senteRate}, {@code
 * goteRate}; {@code start} (SFEN); {@code moves} (the main line in USI, an illegal last move
 * included); {@code playable} ({@link TrainingPosition#playable}); {@code termination} (a {@link
 * io.github.shogi4j.rules.Termination} name) and {@code winner} ({@code SENTE}, {@code GOTE} or
 * null).
 */
final class GameTable {
  /** The table's columns. */
  static final StructType SCHEMA =
      new StructType()
          .add("unit", DataTypes.IntegerType, false)
          .add("record", DataTypes.LongType, false)
          .add("source", DataTypes.StringType, false)
          .add("sourceError", DataTypes.StringType, true)
          .add("readable", DataTypes.BooleanType, false)
          .add("skip", DataTypes.StringType, true)
          .add("sente", DataTypes.StringType, true)
          .add("gote", DataTypes.StringType, true)
          .add("senteRate", DataTypes.DoubleType, true)
          .add("goteRate", DataTypes.DoubleType, true)
          .add("start", DataTypes.StringType, true)
          .add("moves", DataTypes.createArrayType(DataTypes.StringType, false), true)
          .add("playable", DataTypes.IntegerType, false)
          .add("termination", DataTypes.StringType, true)
          .add("winner", DataTypes.StringType, true);

  private GameTable() {}

  /**
   * The files of the sources, in order: a folder's record files and archives below it, sorted.
   *
   * @param sources files and folders
   * @return the files
   * @throws IllegalArgumentException if a source does not exist
   * @throws UncheckedIOException if a folder cannot be listed ({@link RecordSources#files})
   */
  static List<String> files(List<String> sources) {
    List<String> files = new ArrayList<>();
    for (String s : sources) {
      Path p = Path.of(s);
      if (!Files.exists(p)) {
        throw new IllegalArgumentException(s + ": no such file or folder");
      }
      if (!Files.isDirectory(p)) {
        files.add(s);
        continue;
      }
      RecordSources.files(p).forEach(f -> files.add(f.toString()));
    }
    return files;
  }

  /**
   * The games of the sources.
   *
   * @param spark the session
   * @param sources record files, folders, archives
   * @param mode how records are read
   * @param filter {@code shogi export}'s filter, giving the {@code skip} column (packed formats)
   * @return the table; lazily read
   */
  static Dataset<Row> read(
      SparkSession spark, List<String> sources, ReadMode mode, GameFilter filter) {
    List<String> files = files(sources);
    List<Row> units = new ArrayList<>();
    for (int i = 0; i < files.size(); i++) {
      units.add(RowFactory.create(i, files.get(i)));
    }
    JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
    int slices = Math.max(1, Math.min(units.size(), 4 * sc.defaultParallelism()));
    JavaRDD<Row> games =
        sc.parallelize(units, slices)
            .flatMap(u -> new Reader(u.getInt(0), u.getString(1), mode, filter));
    return spark.createDataFrame(games, SCHEMA);
  }

  /** Reads one file lazily, a row per record, closing the file at its end. */
  private static final class Reader implements Iterator<Row> {
    private final int unit;
    private final String source;
    private final GameFilter filter;
    private final RecordSources inputs;
    private final Iterator<RecordStream> streams;
    private Iterator<ReadResult> records = java.util.Collections.emptyIterator();
    private Row next;
    private long count;
    private boolean done;

    Reader(int unit, String source, ReadMode mode, GameFilter filter) {
      this.unit = unit;
      this.source = source;
      this.filter = filter;
      RecordSources opened = null;
      Iterator<RecordStream> it = java.util.Collections.emptyIterator();
      try {
        opened = RecordSources.open(Path.of(source), ReadOptions.defaults().withMode(mode));
        it = opened.iterator();
      } catch (UncheckedIOException | UnsupportedOperationException | KifuParseException e) {
        next = failure(e);
        done = true;
      }
      this.inputs = opened;
      this.streams = it;
    }

    @Override
    public boolean hasNext() {
      if (next == null && !done) {
        advance();
      }
      return next != null;
    }

    @Override
    public Row next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      Row r = next;
      next = null;
      return r;
    }

    private void advance() {
      try {
        while (!records.hasNext()) {
          if (!streams.hasNext()) {
            close();
            return;
          }
          records = streams.next().iterator();
        }
        next = row(records.next());
      } catch (UncheckedIOException | UnsupportedOperationException | KifuParseException e) {
        next = failure(e);
        close();
      }
    }

    private void close() {
      done = true;
      if (inputs != null) {
        inputs.close();
      }
    }

    private Row failure(RuntimeException e) {
      String why =
          e instanceof UncheckedIOException u
              ? "cannot read: " + Optional.ofNullable(u.getCause().getMessage()).orElse("")
              : e.getMessage();
      return RowFactory.create(
          unit, count++, source, why, false, null, null, null, null, null, null, null, 0, null,
          null);
    }

    private Row row(ReadResult r) {
      long record = count++;
      if (!r.isOk()) {
        return RowFactory.create(
            unit,
            record,
            source,
            null,
            false,
            SkipReason.UNREADABLE.label(),
            null,
            null,
            null,
            null,
            null,
            null,
            0,
            null,
            null);
      }
      GameRecord g = r.record();
      List<String> moves = new ArrayList<>(g.moves().size());
      for (RecordMove m : g.moves()) {
        moves.add(m.move().toUsi());
      }
      Optional<Outcome> o = g.result();
      return RowFactory.create(
          unit,
          record,
          source,
          null,
          true,
          filter.skipReason(g, true).map(SkipReason::label).orElse(null),
          g.sente().orElse(null),
          g.gote().orElse(null),
          g.rating(Color.SENTE).map(Rating::rate).orElse(null),
          g.rating(Color.GOTE).map(Rating::rate).orElse(null),
          g.start().position().toSfen(),
          moves.toArray(String[]::new),
          TrainingPosition.playable(g),
          o.map(x -> x.termination().name()).orElse(null),
          o.flatMap(Outcome::winner).map(Color::name).orElse(null));
    }
  }
}
