package io.github.shogi4j.search.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The parameters of the {@link StandardEvaluator} as one vector of integers (centipawns), in named
 * sections, with their text form: one line a section, its name then its values separated by spaces;
 * {@code #} starts a comment; every section must be given once, except that the sections by the
 * king's square ({@link #OWN_KING_SQUARE}, {@link #ENEMY_KING_SQUARE}) and the pairs beside a king
 * ({@link #KING_PAIRS}) may be left out, their values then all 0 (as in files written before they
 * existed). Immutable, so thread-safe.
 */
final class EvalParams {
  /** A named run of the vector. */
  record Section(String name, int offset, int length) {}

  private static final List<Section> SECTIONS = new ArrayList<>();

  /** The most pieces of each hand kind (by type ordinal 0-6) a hand can hold. */
  static final int[] HAND_MAX = {18, 4, 4, 4, 2, 2, 4};

  /** Board piece values by type ordinal (the king's, 7, stays 0). */
  static final int PIECE = section("piece", 14);

  /**
   * The squares of a board as one player sees them, folded left onto right: relative rank (0 the
   * enemy's back rank) times 5 plus the file's distance from the nearer edge of the board (0 to 4).
   */
  static final int SQUARES = 45;

  /**
   * The places of a piece relative to a king, as the piece's owner sees them, folded left onto
   * right: (ranks ahead of the king's, from -8 to 8) + 8, times 9, plus files apart (0 to 8).
   */
  static final int OFFSETS = 17 * 9;

  /**
   * The places of a piece on the board given a king's square, as the piece's owner sees them (the
   * board turned for gote), folded so that the king stands on the right half or the middle file:
   * the king's square ({@link #SQUARES}) times 81, plus the piece's relative rank (0 the enemy's
   * back rank) times 9, plus its file (0 to 8, mirrored with the king's).
   */
  static final int PLACES = SQUARES * 81;

  /** How far a piece beside a king stands from it at most, in ranks and in files. */
  static final int WINDOW_RADIUS = 2;

  /**
   * The places of a piece beside a king (within {@link #WINDOW_RADIUS} ranks and files of it, the
   * king's square left out), as the king's owner sees them, mirrored like {@link #PLACES}: (ranks
   * from the king + radius) times (2 radius + 1) plus (files from the king + radius), less one past
   * the king's square.
   */
  static final int WINDOW = (2 * WINDOW_RADIUS + 1) * (2 * WINDOW_RADIUS + 1) - 1;

  /**
   * The kinds of a piece beside a king: whether it is the king owner's (0) or the enemy's (1),
   * times 13, plus its type ordinal with the king's left out (0-6, then 7-12 for 8-13).
   */
  static final int PAIR_KINDS = 26;

  /**
   * The keys of a piece beside a king: its kind ({@link #PAIR_KINDS}) times {@link #WINDOW} plus
   * its place.
   */
  static final int PAIR_KEYS = PAIR_KINDS * WINDOW;

  /**
   * The largest magnitude of a value of {@link #KING_PAIRS}: the engine keeps them in bytes, so
   * that the table of pairs stays in the faster caches.
   */
  static final int PAIR_LIMIT = Byte.MAX_VALUE;

  /**
   * The largest magnitude of a value of the placement sections ({@link #OWN_KING}, {@link
   * #ENEMY_KING}, {@link #OWN_KING_SQUARE}, {@link #ENEMY_KING_SQUARE}): a place's two values
   * together stay within 16 bits.
   */
  static final int PLACEMENT_LIMIT = Short.MAX_VALUE / 2;

  /** A piece's worth by type ordinal and square ({@link #SQUARES}), added to its value. */
  static final int SQUARE = section("square", 14 * SQUARES);

  /** The value of holding n pieces of a kind in hand, n from 1 to its most, kind by kind. */
  static final int HAND;

  /** The worth a pawn in hand gains per point of phase. */
  static final int HAND_PHASE_PAWN;

  /** The worth another piece in hand gains per point of phase. */
  static final int HAND_PHASE_OTHER;

  /**
   * A piece's worth by type ordinal and place relative to its own king (囲い, {@link #OFFSETS}); the
   * king's own row is not read.
   */
  static final int OWN_KING;

  /**
   * A piece's worth by type ordinal and place relative to the enemy king (寄せ, {@link #OFFSETS});
   * the king's row places one king relative to the other.
   */
  static final int ENEMY_KING;

  /** The danger of each hand kind dropped next to the enemy king, per empty square there. */
  static final int DROP_DANGER;

  /** The penalty of a king out of its camp before the middle game. */
  static final int CAMP;

  /** The bonus of having the move (手番). */
  static final int TEMPO;

  /**
   * A piece's worth by type ordinal and place on the board given its own king's square (囲い, {@link
   * #PLACES}), added to its {@link #OWN_KING} value; the king's own rows are not read.
   */
  static final int OWN_KING_SQUARE;

  /**
   * A piece's worth by type ordinal and place on the board given the enemy king's square (寄せ,
   * {@link #PLACES}), added to its {@link #ENEMY_KING} value.
   */
  static final int ENEMY_KING_SQUARE;

  /**
   * The worth, for a king's owner, of two pieces beside that king (玉の周りの駒の組: the shape of a castle,
   * 囲い, and of an attack on it), by their keys ({@link #PAIR_KEYS}): the pair of keys a less than b
   * at {@link #pair(int, int)}.
   */
  static final int KING_PAIRS;

  /** The offset of the values of kind k (type ordinal 0-6) in the {@link #HAND} section. */
  static final int[] HAND_OFFSET = new int[7];

  static {
    int h = 0;
    for (int k = 0; k < 7; k++) {
      HAND_OFFSET[k] = h;
      h += HAND_MAX[k];
    }
    HAND = section("hand", h);
    HAND_PHASE_PAWN = section("hand-phase-pawn", 1);
    HAND_PHASE_OTHER = section("hand-phase-other", 1);
    OWN_KING = section("own-king", 14 * OFFSETS);
    ENEMY_KING = section("enemy-king", 14 * OFFSETS);
    DROP_DANGER = section("drop-danger", 7);
    CAMP = section("camp", 1);
    TEMPO = section("tempo", 1);
    OWN_KING_SQUARE = section("own-king-square", 14 * PLACES);
    ENEMY_KING_SQUARE = section("enemy-king-square", 14 * PLACES);
    KING_PAIRS = section("king-pairs", PAIR_KEYS * (PAIR_KEYS - 1) / 2);
    SIZE = end();
  }

  /** The number of parameters: where the last section ends. */
  private static final int SIZE;

  /** Adds a section after the last one (during class initialisation only). */
  private static int section(String name, int length) {
    int offset = end();
    SECTIONS.add(new Section(name, offset, length));
    return offset;
  }

  private static int end() {
    if (SECTIONS.isEmpty()) {
      return 0;
    }
    Section last = SECTIONS.get(SECTIONS.size() - 1);
    return last.offset() + last.length();
  }

  /**
   * The index of the value of holding n pieces of kind k in hand.
   *
   * @param k type ordinal 0-6
   * @param n 1 to {@code HAND_MAX[k]}
   */
  static int hand(int k, int n) {
    return HAND + HAND_OFFSET[k] + n - 1;
  }

  /** The index of the value of the pair of different keys a and b ({@link #KING_PAIRS}). */
  static int pair(int a, int b) {
    int i = Math.min(a, b);
    int j = Math.max(a, b);
    return KING_PAIRS + i * (2 * PAIR_KEYS - i - 1) / 2 + j - i - 1;
  }

  /** The number of parameters. */
  static int size() {
    return SIZE;
  }

  /** The sections, in the order of the vector. */
  static List<Section> sections() {
    return List.copyOf(SECTIONS);
  }

  private final int[] values;

  private EvalParams(int[] values) {
    this.values = values;
  }

  /**
   * Parameters of the given values.
   *
   * @param values {@link #size()} values, copied
   */
  static EvalParams of(int[] values) {
    if (values.length != SIZE) {
      throw new IllegalArgumentException("expected " + SIZE + " parameters: " + values.length);
    }
    for (int i = 0; i < SIZE; i++) {
      if (Math.abs(values[i]) > limit(i)) {
        throw new IllegalArgumentException("value " + i + " beyond " + limit(i) + ": " + values[i]);
      }
    }
    return new EvalParams(values.clone());
  }

  /**
   * The largest magnitude of the value at index i: {@link #PAIR_LIMIT} in {@link #KING_PAIRS},
   * {@link #PLACEMENT_LIMIT} in the other placement sections, otherwise none.
   */
  static int limit(int i) {
    return i >= KING_PAIRS ? PAIR_LIMIT : isPlacement(i) ? PLACEMENT_LIMIT : Integer.MAX_VALUE;
  }

  /** Whether index i is in one of the placement sections (bounded by {@link #PLACEMENT_LIMIT}). */
  static boolean isPlacement(int i) {
    return (i >= OWN_KING && i < OWN_KING + 2 * 14 * OFFSETS) || i >= OWN_KING_SQUARE;
  }

  /** The value at index i. */
  int get(int i) {
    return values[i];
  }

  /** A copy of the vector. */
  int[] toArray() {
    return values.clone();
  }

  /**
   * Reads the text form.
   *
   * @param text the lines
   * @param source what to name in errors (a file or resource name)
   * @throws IllegalArgumentException naming the source and line of a missing, repeated or unknown
   *     section, a wrong count of values, a value that is not an integer or a value beyond its
   *     {@link #limit}
   */
  static EvalParams parse(String text, String source) {
    int[] v = new int[SIZE];
    boolean[] seen = new boolean[SECTIONS.size()];
    String[] lines = text.split("\r?\n", -1);
    for (int ln = 0; ln < lines.length; ln++) {
      String line = lines[ln];
      int hash = line.indexOf('#');
      String body = (hash >= 0 ? line.substring(0, hash) : line).strip();
      if (body.isEmpty()) {
        continue;
      }
      String where = source + ":" + (ln + 1) + ": ";
      String[] f = body.split("\\s+");
      int s = indexOf(f[0]);
      if (s < 0) {
        throw new IllegalArgumentException(where + "unknown section \"" + f[0] + "\"");
      }
      if (seen[s]) {
        throw new IllegalArgumentException(where + "section \"" + f[0] + "\" given twice");
      }
      seen[s] = true;
      Section sec = SECTIONS.get(s);
      if (f.length - 1 != sec.length()) {
        throw new IllegalArgumentException(
            where
                + "section \""
                + f[0]
                + "\" takes "
                + sec.length()
                + " values, not "
                + (f.length - 1));
      }
      int limit = limit(sec.offset());
      for (int i = 1; i < f.length; i++) {
        int value;
        try {
          value = Integer.parseInt(f[i]);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(
              where + "value " + i + " of \"" + f[0] + "\" is not an integer: " + f[i], e);
        }
        if (Math.abs(value) > limit) {
          throw new IllegalArgumentException(
              where + "value " + i + " of \"" + f[0] + "\" beyond " + limit + ": " + value);
        }
        v[sec.offset() + i - 1] = value;
      }
    }
    for (int s = 0; s < seen.length; s++) {
      if (!seen[s] && SECTIONS.get(s).offset() < OWN_KING_SQUARE) {
        throw new IllegalArgumentException(
            source + ": section \"" + SECTIONS.get(s).name() + "\" missing");
      }
    }
    return new EvalParams(v);
  }

  private static int indexOf(String name) {
    for (int s = 0; s < SECTIONS.size(); s++) {
      if (SECTIONS.get(s).name().equals(name)) {
        return s;
      }
    }
    return -1;
  }

  /**
   * Reads a resource of this package in the text form.
   *
   * @throws IllegalStateException if it is absent or malformed (a broken build)
   */
  static EvalParams resource(String name) {
    try (InputStream in = EvalParams.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("evaluation parameters missing from the jar: " + name);
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
    } catch (IOException e) {
      throw new UncheckedIOException(name, e);
    }
  }

  /**
   * The text form: a line a section, but for {@link #KING_PAIRS} when its values are all 0 (a
   * section that may be left out).
   */
  String toText() {
    StringBuilder sb = new StringBuilder();
    for (Section s : SECTIONS) {
      if (s.offset() == KING_PAIRS
          && Arrays.stream(values, s.offset(), s.offset() + s.length()).allMatch(v -> v == 0)) {
        continue;
      }
      sb.append(s.name());
      for (int i = 0; i < s.length(); i++) {
        sb.append(' ').append(values[s.offset() + i]);
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EvalParams p && Arrays.equals(p.values, values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }
}
