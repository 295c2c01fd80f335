package io.github.shogi4j.kif.bench;

import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The readable files of the conformance corpus, as MANIFEST.tsv lists them, in memory: each with
 * the options it is read with (the format from the file name; lenient mode when strict mode refuses
 * the first record) and the moves of its readable records. Files whose format is told neither from
 * the name nor from the content, and files the corpus keeps as unreadable (refused strictly and
 * leniently), are left out.
 */
final class CorpusFiles {
  final List<byte[]> bytes = new ArrayList<>();
  final List<ReadOptions> options = new ArrayList<>();

  /** The moves of the readable records, on main lines and in variations (変化). */
  int moves;

  /** The moves on the main lines of the readable records. */
  int mainLineMoves;

  /**
   * Loads the files whose path (as MANIFEST.tsv writes it) passes {@code wanted}.
   *
   * @param shared the shared reference folder, unless the {@code shogi4j.shared} property is set
   * @param wanted which paths to load
   * @throws IOException when the corpus cannot be read
   */
  CorpusFiles(String shared, Predicate<String> wanted) throws IOException {
    Path conformance = Paths.get(System.getProperty("shogi4j.shared", shared), "conformance");
    for (String line : Files.readAllLines(conformance.resolve("MANIFEST.tsv"))) {
      String[] row = line.split("\t");
      if (row.length < 2 || row[0].equals("path") || !wanted.test(row[0])) {
        continue;
      }
      Path p = conformance.resolve("corpus").resolve(row[0]);
      byte[] b = Files.readAllBytes(p);
      ReadOptions strict = ReadOptions.defaults();
      Optional<KifuFormat> byName =
          KifuFileType.fromFileName(p.getFileName().toString()).map(KifuFileType::format);
      if (byName.isPresent()) {
        strict = strict.withFormat(byName.get());
      }
      ReadOptions o = strict;
      KifuFile kf;
      try {
        kf = Kifu.read(b, o);
        if (!kf.results().get(0).isOk()) {
          o = strict.withMode(ReadMode.LENIENT);
          kf = Kifu.read(b, o);
        }
      } catch (KifuParseException e) {
        continue; // format not told from name or content (tiny fragments): not part of the score
      }
      if (!kf.results().get(0).isOk()) {
        continue; // a file the corpus keeps as unreadable (fork-test.kif): not part of the score
      }
      bytes.add(b);
      options.add(o);
      for (ReadResult r : kf.results()) {
        if (r.isOk()) {
          moves += moves(r.record().mainLine());
          mainLineMoves += r.record().moves().size();
        }
      }
    }
  }

  /** The moves of a line and of its variations. */
  private static int moves(Line line) {
    int n = line.size();
    for (RecordMove m : line.moves()) {
      for (Line v : m.variations()) {
        n += moves(v);
      }
    }
    for (Line v : line.endVariations()) {
      n += moves(v);
    }
    return n;
  }
}
