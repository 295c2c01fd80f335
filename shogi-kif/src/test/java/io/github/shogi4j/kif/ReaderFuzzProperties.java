package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.shogi4j.kif.csa.CsaReader;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.kif.usi.UsiRecordReader;
import io.github.shogi4j.rules.testkit.SharedData;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing the readers: corpus files of every format, mutated (bytes flipped, lines dropped,
 * duplicated, truncated, shuffled, spliced from another file, format characters inserted,
 * re-encoded), only ever give records or the documented {@link KifuParseException} with a line;
 * what was read can be written again (or a {@link KifuWriteException} says why not). Huge and
 * endless input is refused with an error instead of filling memory.
 *
 * <p>No timed test: the run time of each input is bounded by construction, since every input is
 * at most a few times the size of a corpus file and the readers work in one pass over it (no
 * backtracking, no search). QuickTheories draws the file, the mutation seed and the options; the
 * fixed seed makes failures reproducible.
 */
class ReaderFuzzProperties {
  private static final int EXAMPLES = 1000;
  private static final String ALPHABET = "+-%,T'*PIN/V0123456789 \n\r\t{}[]:\",同歩成不打▲△まで変化：手"
      + "(){}xyFUKAHIOU";
  private static final Charset[] CHARSETS = {StandardCharsets.UTF_8, Charset.forName("windows-31j"),
      Charset.forName("EUC-JP"), StandardCharsets.UTF_16LE, StandardCharsets.ISO_8859_1};

  private static List<Path> files;
  private static List<byte[]> contents;

  @BeforeAll
  static void corpus() throws IOException {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    Path corpus = manifest.getParent().resolve("corpus");
    files = new ArrayList<>();
    contents = new ArrayList<>();
    for (String[] row : SharedData.tsv(manifest)) {
      if (row[0].equals("path")) {
        continue; // the header row
      }
      Path p = corpus.resolve(row[0]);
      files.add(p);
      contents.add(Files.readAllBytes(p));
    }
  }

  @Test
  void mutatedCorpusFilesGiveRecordsOrLocatedErrors() {
    qt().withFixedSeed(20261129L).withExamples(EXAMPLES)
        .forAll(integers().between(0, files.size() - 1), longs().all(), integers().between(0, 3))
        .checkAssert((index, seed, how) -> {
          byte[] input = mutate(contents.get(index), new SplittableRandom(seed));
          String name = files.get(index).getFileName().toString();
          ReadOptions o = (how & 1) == 0 ? ReadOptions.defaults() : ReadOptions.lenient();
          if ((how & 2) == 0) {
            Optional<KifuFormat> byName = KifuFormat.fromFileName(name);
            if (byName.isPresent()) {
              o = o.withFormat(byName.get());
            }
          }
          check(input, o, name + " seed " + seed + " options " + how);
        });
  }

  private static void check(byte[] input, ReadOptions options, String what) {
    KifuFile kf;
    try {
      kf = Kifu.read(input, options);
    } catch (KifuParseException e) {
      assertTrue(e.line().isPresent(), () -> what + ": no line in " + e.getMessage());
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": " + e, e);
    }
    for (ReadResult r : kf.results()) {
      if (r.error().isPresent()) {
        assertTrue(r.error().get().line().isPresent(),
            () -> what + ": no line in " + r.error().get().getMessage());
        continue;
      }
      GameRecord g = r.record();
      for (KifuFormat f : new KifuFormat[] {kf.format(), KifuFormat.CSA, KifuFormat.JKF,
          KifuFormat.USI}) {
        try {
          Kifu.write(g, f);
        } catch (KifuWriteException e) {
          // the format cannot hold this record, and says so
        } catch (RuntimeException e) {
          throw new AssertionError(what + ": writing " + f + ": " + e, e);
        }
      }
    }
  }

  /** One to three mutations of the bytes, chosen by the random source. */
  static byte[] mutate(byte[] original, SplittableRandom r) {
    byte[] b = original;
    int n = 1 + r.nextInt(3);
    for (int k = 0; k < n; k++) {
      switch (r.nextInt(9)) {
        case 0: b = flip(b, r); break;
        case 1: b = lines(b, r, 0); break;
        case 2: b = lines(b, r, 1); break;
        case 3: b = b.length == 0 ? b : Arrays.copyOf(b, r.nextInt(b.length)); break;
        case 4: b = lines(b, r, 2); break;
        case 5: b = reencode(b, r); break;
        case 6: b = insert(b, r); break;
        case 7: b = splice(b, r); break;
        default: b = lines(b, r, 3); break;
      }
    }
    return b;
  }

  private static byte[] flip(byte[] b, SplittableRandom r) {
    if (b.length == 0) {
      return b;
    }
    byte[] c = b.clone();
    for (int i = 0, n = 1 + r.nextInt(8); i < n; i++) {
      c[r.nextInt(c.length)] ^= (byte) (1 << r.nextInt(8));
    }
    return c;
  }

  /** 0: drop a line; 1: duplicate one; 2: shuffle them; 3: swap two. */
  private static byte[] lines(byte[] b, SplittableRandom r, int op) {
    List<String> ls = new ArrayList<>(Arrays.asList(
        new String(b, StandardCharsets.ISO_8859_1).split("\n", -1)));
    if (ls.isEmpty()) {
      return b;
    }
    int i = r.nextInt(ls.size());
    switch (op) {
      case 0: ls.remove(i); break;
      case 1: ls.add(i, ls.get(i)); break;
      case 2: Collections.shuffle(ls, new java.util.Random(r.nextLong())); break;
      default: Collections.swap(ls, i, r.nextInt(ls.size())); break;
    }
    return String.join("\n", ls).getBytes(StandardCharsets.ISO_8859_1);
  }

  private static byte[] reencode(byte[] b, SplittableRandom r) {
    Charset from = CHARSETS[r.nextInt(CHARSETS.length)];
    Charset to = CHARSETS[r.nextInt(CHARSETS.length)];
    return new String(b, from).getBytes(to);
  }

  private static byte[] insert(byte[] b, SplittableRandom r) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0, n = 1 + r.nextInt(12); i < n; i++) {
      sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
    }
    byte[] ins = sb.toString().getBytes(StandardCharsets.UTF_8);
    int at = b.length == 0 ? 0 : r.nextInt(b.length + 1);
    byte[] c = new byte[b.length + ins.length];
    System.arraycopy(b, 0, c, 0, at);
    System.arraycopy(ins, 0, c, at, ins.length);
    System.arraycopy(b, at, c, at + ins.length, b.length - at);
    return c;
  }

  /** The head of this input and the tail of another corpus file. */
  private static byte[] splice(byte[] b, SplittableRandom r) {
    byte[] other = contents.get(r.nextInt(contents.size()));
    int cut = b.length == 0 ? 0 : r.nextInt(b.length);
    int from = other.length == 0 ? 0 : r.nextInt(other.length);
    byte[] c = Arrays.copyOf(b, cut + other.length - from);
    System.arraycopy(other, from, c, cut, other.length - from);
    return c;
  }

  // ---------------------------------------------------------------- huge and endless input

  @Test
  void aHugeLineIsRefusedWithItsLine() {
    String huge = "V2.2\nPI\n+\n'" + "x".repeat(CsaReader.MAX_LINE_LENGTH + 10) + "\n+7776FU\n";
    ReadResult r = Kifu.parse(huge, ReadOptions.defaults().withFormat(KifuFormat.CSA))
        .results().get(0);
    assertEquals(4, r.error().orElseThrow().line().getAsInt());
    String usi = "position startpos moves" + " 7g7f 3c3d".repeat(UsiRecordReader.MAX_LINE_LENGTH / 8);
    ReadResult u = Kifu.parse(usi, ReadOptions.defaults().withFormat(KifuFormat.USI))
        .results().get(0);
    assertEquals(1, u.error().orElseThrow().line().getAsInt());
  }

  @Test
  void deepOrHugeJsonIsRefusedWithALocation() {
    String deep = "{\"moves\":" + "[".repeat(10_000);
    ReadResult r = Kifu.parse(deep, ReadOptions.defaults().withFormat(KifuFormat.JKF))
        .results().get(0);
    assertTrue(r.error().orElseThrow().line().isPresent());
    String longString = "{\"header\":{\"a\":\"" + "x".repeat(2 << 20) + "\"}}";
    ReadResult s = Kifu.parse(longString, ReadOptions.defaults().withFormat(KifuFormat.JKF))
        .results().get(0);
    assertTrue(s.error().orElseThrow().line().isPresent(), s.toString());
  }

  @Test
  void endlessInputIsRefusedWithoutFillingMemory() {
    InputStream endless = new InputStream() {
      private long n;

      @Override
      public int read() {
        return (n++ % 8) == 7 ? '\n' : '+';
      }

      @Override
      public int read(byte[] buf, int off, int len) {
        Arrays.fill(buf, off, off + len, (byte) '+');
        return len;
      }
    };
    // the limit is per record: the endless record is refused where it passes the limit
    KifuFile f = Kifu.read(endless, ReadOptions.defaults().withFormat(KifuFormat.CSA));
    KifuParseException e = f.results().get(f.results().size() - 1).error().orElseThrow();
    assertTrue(e.getMessage().contains("longer than " + Kifu.MAX_RECORD_CHARS), e.getMessage());
    assertEquals(1, e.line().orElseThrow(), e.getMessage());
  }

  @Test
  void aRecordWithManyMovesIsStillRead() {
    // a long but legal record: the limits are far above real games
    StringBuilder sb = new StringBuilder("V2.2\nPI\n+\n");
    for (int i = 0; i < 200; i++) {
      sb.append("+5948OU\n-5142OU\n+4859OU\n-4251OU\n");
    }
    sb.append("%SENNICHITE\n");
    GameRecord g = Kifu.parse(sb.toString(), KifuFormat.CSA);
    assertEquals(800, g.moves().size());
    try {
      CsaWriter.v22().write(g, WriteOptions.defaults());
    } catch (UncheckedIOException e) {
      fail(e);
    }
  }
}
