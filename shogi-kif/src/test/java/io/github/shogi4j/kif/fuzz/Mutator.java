package io.github.shogi4j.kif.fuzz;

import io.github.shogi4j.kif.KifuFormat;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Mutations of a record's bytes for fuzzing the readers: bits flipped, the text cut short, lines
 * dropped, duplicated, swapped or shuffled, a number replaced by a huge one, deep nesting (nested
 * variations, brackets), format characters and control bytes inserted, the tail of another input
 * spliced on, the text re-encoded. Each mutation is a pure function of its inputs and the random
 * source, so a seed reproduces it. Stateless and thread-safe.
 */
public final class Mutator {
  /** Characters that mean something in some format, inserted at random. */
  private static final String ALPHABET =
      "+-%,T'*PIN/V0123456789 \n\r\t{}[]:\",同歩成不打▲△まで変化：手" + "(){}xyFUKAHIOU＝　";

  private static final Charset[] CHARSETS = {
    StandardCharsets.UTF_8,
    Charset.forName("windows-31j"),
    Charset.forName("EUC-JP"),
    StandardCharsets.UTF_16LE,
    StandardCharsets.ISO_8859_1
  };

  /** Numbers past what any record holds, and the edges of {@code int} and {@code long}. */
  private static final String[] HUGE = {
    "9999999999999999",
    "99999999999999",
    "2147483647",
    "2147483648",
    "4294967296",
    "999999999",
    "1000000000",
    "9223372036854775807",
    "9223372036854775808",
    "99999999999999999999999999999",
    "0",
    "-1",
    "00000000000000000001",
    "1e309",
    "NaN"
  };

  /** ASCII digit runs (safe in Shift_JIS too: no trail byte is an ASCII digit). */
  private static final Pattern DIGITS = Pattern.compile("[0-9]+");

  private Mutator() {}

  /**
   * One to three mutations of {@code original}.
   *
   * @param original the bytes
   * @param format the format they are written in, for the mutations that use its syntax
   * @param donor another input, whose tail a splice may take
   * @param r the random source
   * @return the mutated bytes (a new array; {@code original} is not changed)
   */
  public static byte[] mutate(
      byte[] original, KifuFormat format, byte[] donor, SplittableRandom r) {
    byte[] b = original;
    int n = 1 + r.nextInt(3);
    for (int k = 0; k < n; k++) {
      b = once(b, format, donor, r);
    }
    return b;
  }

  /** One mutation, chosen by the random source. */
  static byte[] once(byte[] b, KifuFormat format, byte[] donor, SplittableRandom r) {
    switch (r.nextInt(13)) {
      case 0:
        return flip(b, r);
      case 1:
        return b.length == 0 ? b : Arrays.copyOf(b, r.nextInt(b.length));
      case 2:
        return lines(b, r, 0);
      case 3:
        return lines(b, r, 1);
      case 4:
        return lines(b, r, 2);
      case 5:
        return lines(b, r, 3);
      case 6:
      case 7:
        return hugeNumber(b, r);
      case 8:
        return Nesting.nest(b, format, r);
      case 9:
        return insert(b, r);
      case 10:
        return splice(b, donor, r);
      case 11:
        return reencode(b, r);
      default:
        return controlBytes(b, r);
    }
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

  /** 0: drop a line; 1: repeat one (up to 40 times); 2: swap two; 3: shuffle them all. */
  private static byte[] lines(byte[] b, SplittableRandom r, int op) {
    List<String> ls = new ArrayList<>(Arrays.asList(latin1(b).split("\n", -1)));
    int i = r.nextInt(ls.size());
    switch (op) {
      case 0:
        ls.remove(i);
        break;
      case 1:
        for (int k = 0, n = 1 + (r.nextInt(4) == 0 ? r.nextInt(40) : 0); k < n; k++) {
          ls.add(i, ls.get(i));
        }
        break;
      case 2:
        Collections.swap(ls, i, r.nextInt(ls.size()));
        break;
      default:
        Collections.shuffle(ls, new Random(r.nextLong()));
        break;
    }
    return String.join("\n", ls).getBytes(StandardCharsets.ISO_8859_1);
  }

  /** A run of ASCII digits replaced by a huge (or edge) number. */
  static byte[] hugeNumber(byte[] b, SplittableRandom r) {
    String s = latin1(b);
    List<int[]> runs = new ArrayList<>();
    Matcher m = DIGITS.matcher(s);
    while (m.find()) {
      runs.add(new int[] {m.start(), m.end()});
    }
    if (runs.isEmpty()) {
      return b;
    }
    int[] run = runs.get(r.nextInt(runs.size()));
    String huge = HUGE[r.nextInt(HUGE.length)];
    return (s.substring(0, run[0]) + huge + s.substring(run[1]))
        .getBytes(StandardCharsets.ISO_8859_1);
  }

  private static byte[] insert(byte[] b, SplittableRandom r) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0, n = 1 + r.nextInt(12); i < n; i++) {
      sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
    }
    return insertAt(b, sb.toString().getBytes(StandardCharsets.UTF_8), r);
  }

  /** NUL, other control bytes and bytes no text encoding starts a character with. */
  private static byte[] controlBytes(byte[] b, SplittableRandom r) {
    byte[] ins = new byte[1 + r.nextInt(6)];
    byte[] pool = {0, 1, 0x1b, 0x7f, (byte) 0x80, (byte) 0xff, (byte) 0xfe, 0x0c, '\r'};
    for (int i = 0; i < ins.length; i++) {
      ins[i] = pool[r.nextInt(pool.length)];
    }
    return insertAt(b, ins, r);
  }

  static byte[] insertAt(byte[] b, byte[] ins, SplittableRandom r) {
    int at = r.nextInt(b.length + 1);
    byte[] c = new byte[b.length + ins.length];
    System.arraycopy(b, 0, c, 0, at);
    System.arraycopy(ins, 0, c, at, ins.length);
    System.arraycopy(b, at, c, at + ins.length, b.length - at);
    return c;
  }

  /** The head of this input and the tail of the donor. */
  private static byte[] splice(byte[] b, byte[] donor, SplittableRandom r) {
    int cut = r.nextInt(b.length + 1);
    int from = r.nextInt(donor.length + 1);
    byte[] c = Arrays.copyOf(b, cut + donor.length - from);
    System.arraycopy(donor, from, c, cut, donor.length - from);
    return c;
  }

  private static byte[] reencode(byte[] b, SplittableRandom r) {
    Charset from = CHARSETS[r.nextInt(CHARSETS.length)];
    Charset to = CHARSETS[r.nextInt(CHARSETS.length)];
    return new String(b, from).getBytes(to);
  }

  static String latin1(byte[] b) {
    return new String(b, StandardCharsets.ISO_8859_1);
  }
}
