package io.github.shogi4j.kif.fuzz;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.Records;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.rules.testkit.SharedData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The records the fuzzer starts from: random games of the rules test kit made into records (with
 * times, comments, bookmarks, a variation and an ending) and written by the project's own writers
 * in every format, and the conformance corpus's files, read in place when the shared folder is
 * there.
 */
public final class FuzzInputs {
  /** The formats written from random records, CSA in both versions. */
  static final KifuFormat[] WRITTEN = {
    KifuFormat.KIF, KifuFormat.KI2, KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI, KifuFormat.SFEN
  };

  private FuzzInputs() {}

  /**
   * One input: bytes and the format they hold.
   *
   * @param name where it came from, for failure reports
   * @param format the format
   * @param bytes the contents
   */
  public record Input(String name, KifuFormat format, byte[] bytes) {}

  /**
   * Random records written in every format ({@link #WRITTEN}, and CSA V3.0 besides V2.2).
   *
   * @param firstSeed the first record's seed
   * @param records how many records
   * @return the inputs, {@code records} per format
   */
  public static List<Input> written(long firstSeed, int records) {
    List<Input> out = new ArrayList<>();
    for (long seed = firstSeed; seed < firstSeed + records; seed++) {
      GameRecord g = Records.random(seed, seed % 3 != 0);
      for (KifuFormat f : WRITTEN) {
        try {
          out.add(
              new Input(
                  "random " + seed + " as " + f, f, Kifu.toBytes(g, f, WriteOptions.defaults())));
        } catch (KifuWriteException e) {
          // the format cannot hold this record (SFEN holds one position only): no input
        }
      }
      out.add(
          new Input(
              "random " + seed + " as CSA V3.0",
              KifuFormat.CSA,
              Kifu.encode(
                  CsaWriter.v30().write(g, WriteOptions.defaults()),
                  KifuFormat.CSA.defaultCharset())));
    }
    return out;
  }

  /**
   * The conformance corpus's files (conformance/MANIFEST.tsv), read in place.
   *
   * @return the files, or empty when the shared folder is not there
   */
  public static Optional<List<Input>> corpus() {
    Optional<Path> root = SharedData.root();
    if (root.isEmpty() || !Files.isRegularFile(root.get().resolve("conformance/MANIFEST.tsv"))) {
      return Optional.empty();
    }
    Path manifest = root.get().resolve("conformance/MANIFEST.tsv");
    Path corpus = manifest.getParent().resolve("corpus");
    List<Input> out = new ArrayList<>();
    for (String[] row : SharedData.tsv(manifest)) {
      if (row[0].equals("path")) {
        continue; // the header row
      }
      Path p = corpus.resolve(row[0]);
      try {
        byte[] bytes = Files.readAllBytes(p);
        KifuFormat f =
            KifuFileType.fromFileName(p.getFileName().toString())
                .map(KifuFileType::format)
                .orElseGet(
                    () ->
                        Kifu.detectFormat(new String(bytes, StandardCharsets.UTF_8))
                            .orElse(KifuFormat.JKF));
        out.add(new Input(row[0], f, bytes));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return Optional.of(out);
  }
}
