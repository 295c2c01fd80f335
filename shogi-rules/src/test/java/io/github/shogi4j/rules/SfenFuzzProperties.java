package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.shogi4j.rules.testkit.RandomPositions;
import io.github.shogi4j.rules.usi.UsiPosition;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing SFEN: valid SFENs (random positions, extreme hands, large move numbers), broken by
 * character flips, insertions, deletions, truncation, huge numbers and extra fields, only ever
 * parse into a setup or throw {@link SfenParseException}; validation only ever gives a position or
 * throws {@link InvalidPositionException}; and every legal move of a parsed position plays, its
 * result written and read back unchanged.
 *
 * <p>Bounded: a fixed seed and {@value #EXAMPLES} inputs by default, a few seconds. A longer run:
 * {@code -Dshogi4j.fuzz.examples=1000000}.
 */
class SfenFuzzProperties {
  private static final int EXAMPLES = 2000;
  private static final int RUN = Integer.getInteger("shogi4j.fuzz.examples", EXAMPLES);

  /** Characters SFEN uses, and some it does not (other digits, other scripts, controls). */
  private static final String ALPHABET =
      "0123456789+/- bwPLNSGBRKplnsgbrk+xX\t\n\r\0" + "\u0661\uff11\u3000歩";

  private static final String[] SEEDS = {
    Sfen.STARTPOS,
    "4k4/9/9/9/9/9/9/4p4/4K4 b 30P 1",
    "6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b 28P14L14N13S15G15B15R 1",
    "4k4/9/9/9/9/9/9/9/4K4 w 15G 999999999",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
  };

  @Test
  void brokenSfensParseOrFailWithTheDocumentedExceptions() {
    qt().withFixedSeed(20261206L)
        .withExamples(RUN)
        .forAll(longs().all())
        .checkAssert(seed -> check(mutate(new SplittableRandom(seed)), "seed " + seed));
  }

  private static void check(String text, String what) {
    Setup setup;
    try {
      setup = Sfen.parse(text);
    } catch (SfenParseException e) {
      assertTrue(
          e.index() >= 0 && e.index() <= Math.max(0, text.length() - 1),
          () -> what + ": index " + e.index() + " outside the text " + text);
      return;
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": " + escape(text) + ": " + e, e);
    }
    for (Validation v : Validation.values()) {
      Position p;
      try {
        p = setup.validate(v);
      } catch (InvalidPositionException e) {
        assertTrue(!e.problems().isEmpty(), what);
        continue;
      } catch (RuntimeException e) {
        throw new AssertionError(what + ": " + escape(text) + " at " + v + ": " + e, e);
      }
      try {
        assertEquals(p, Position.fromSfen(p.toSfen(), Validation.LENIENT));
        for (Move m : p.legalMoves()) {
          Position next = p.play(m);
          assertEquals(next, Position.fromSfen(next.toSfen(), Validation.LENIENT), m.toUsi());
          assertEquals(Math.min(Setup.MAX_MOVE_NUMBER, p.moveNumber() + 1), next.moveNumber());
        }
        p.isCheckmate();
      } catch (RuntimeException | AssertionError e) {
        throw new AssertionError(what + ": " + escape(text) + " at " + v + ": " + e, e);
      }
    }
    try {
      UsiPosition.parse("sfen " + text + " moves");
    } catch (SfenParseException e) {
      // refused with the field and character
    } catch (RuntimeException e) {
      throw new AssertionError(what + ": as USI position: " + escape(text) + ": " + e, e);
    }
  }

  /** A valid SFEN broken by one to four mutations. */
  static String mutate(SplittableRandom r) {
    String s =
        r.nextInt(3) == 0
            ? SEEDS[r.nextInt(SEEDS.length)]
            : RandomPositions.of(r.nextLong()).toSfen();
    int n = 1 + r.nextInt(4);
    for (int k = 0; k < n; k++) {
      int at = s.isEmpty() ? 0 : r.nextInt(s.length() + 1);
      int end = Math.min(s.length(), at + 1);
      switch (r.nextInt(8)) {
        case 0 -> s = s.substring(0, Math.min(at, s.length())) + randomChar(r) + s.substring(end);
        case 1 -> s = s.substring(0, at) + randomChar(r) + s.substring(at);
        case 2 -> s = s.substring(0, Math.min(at, s.length())) + s.substring(end);
        case 3 -> s = s.substring(0, at);
        case 4 -> s = s.substring(0, at) + hugeNumber(r) + s.substring(at);
        case 5 -> s = s + " " + (r.nextBoolean() ? hugeNumber(r) : "moves 7g7f");
        case 6 ->
            s =
                lastFieldReplaced(
                    s,
                    r.nextBoolean()
                        ? hugeNumber(r)
                        : String.valueOf(r.nextInt(3) + Setup.MAX_MOVE_NUMBER - 1));
        default -> s = handReplaced(s, r);
      }
    }
    return s;
  }

  private static char randomChar(SplittableRandom r) {
    return ALPHABET.charAt(r.nextInt(ALPHABET.length()));
  }

  private static String hugeNumber(SplittableRandom r) {
    String[] n = {
      "0",
      "31",
      "32",
      "15",
      "16",
      "2147483647",
      "2147483648",
      "4294967296",
      "99999999999999999999",
      "1000000000",
      "1000000001",
      "-1"
    };
    return n[r.nextInt(n.length)];
  }

  private static String lastFieldReplaced(String s, String field) {
    int sp = s.lastIndexOf(' ');
    return sp < 0 ? s + " " + field : s.substring(0, sp + 1) + field;
  }

  /** The hand field replaced by counts near and past the limits. */
  private static String handReplaced(String s, SplittableRandom r) {
    String[] parts = s.split(" ", -1);
    if (parts.length < 3) {
      return s;
    }
    StringBuilder hand = new StringBuilder();
    String kinds = "RBGSNLPrbgsnlp";
    for (int i = 0; i < kinds.length(); i++) {
      if (r.nextInt(3) == 0) {
        int n = r.nextInt(4) == 0 ? 14 + r.nextInt(20) : 1 + r.nextInt(3);
        hand.append(n > 1 ? String.valueOf(n) : "").append(kinds.charAt(i));
      }
    }
    parts[2] = hand.length() == 0 ? "-" : hand.toString();
    return String.join(" ", parts);
  }

  private static String escape(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c < 0x20 || c > 0x7e) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }
}
