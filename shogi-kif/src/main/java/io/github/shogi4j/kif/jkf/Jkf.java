package io.github.shogi4j.kif.jkf;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.json.JsonReadContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableBiMap;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.Modifier;
import io.github.shogi4j.rules.notation.MoveText;
import io.github.shogi4j.rules.notation.Promotion;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** What the JKF reader and writer share: the JSON mapper and the preset names. */
final class Jkf {
  /** The deepest JSON nesting read (each level of forks costs three). */
  static final int MAX_NESTING = 300;

  /** The longest JSON string read. */
  static final int MAX_STRING = 1 << 20;

  /** The longest JSON document read, in characters. */
  static final long MAX_DOCUMENT = 64L << 20;

  private static final StreamReadConstraints LIMITS =
      StreamReadConstraints.builder()
          .maxNestingDepth(MAX_NESTING)
          .maxStringLength(MAX_STRING)
          .maxNumberLength(64)
          .maxDocumentLength(MAX_DOCUMENT)
          .build();

  static final ObjectMapper MAPPER =
      new ObjectMapper(
              JsonFactory.builder()
                  .streamReadConstraints(LIMITS)
                  .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                  .build())
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  /**
   * The parsers of the streaming fast path: the same limits, without Jackson's duplicate-name
   * detection (a set of names per object), since the fast path tells a name that comes twice in an
   * object itself, and the one subtree it reads as a tree ({@code initial}) is built with duplicate
   * names refused.
   */
  static final JsonFactory STREAM = JsonFactory.builder().streamReadConstraints(LIMITS).build();

  /** A location Jackson puts in its messages ({@code [Source: ...; line: 1, column: 11]}). */
  private static final Pattern JACKSON_LOCATION =
      Pattern.compile("\\[Source: .*?; line: (\\d+), column: (\\d+)\\]");

  /**
   * Why a text is not JSON the reader takes, in the reader's own words: where the text ends early,
   * what was left open and what was expected; which limit ({@link #MAX_NESTING}, {@link
   * #MAX_STRING}, {@link #MAX_DOCUMENT}, 64-digit numbers) it passes; or the parser's account of an
   * unexpected character, without the parser's own notation of places.
   *
   * @param e what the JSON parser threw
   * @return one line
   */
  static String describe(JsonProcessingException e) {
    if (e instanceof StreamConstraintsException) {
      String m = String.valueOf(e.getOriginalMessage());
      if (m.contains("nesting depth")) {
        return "nested more than " + MAX_NESTING + " deep, past the reader's limit";
      }
      if (m.contains("String value length")) {
        return "a string longer than " + MAX_STRING + " characters, past the reader's limit";
      }
      if (m.contains("Number value length")) {
        return "a number longer than 64 characters, past the reader's limit";
      }
      if (m.contains("Document length")) {
        return "longer than " + MAX_DOCUMENT + " characters, past the reader's limit";
      }
      return "past a limit of the reader: " + withoutJacksonLocation(m);
    }
    boolean early =
        e instanceof JsonEOFException
            || String.valueOf(e.getOriginalMessage()).startsWith("Unexpected end-of-input");
    if (early && e.getProcessor() instanceof JsonParser p) {
      JsonStreamContext c = p.getParsingContext();
      if (c != null && (c.inObject() || c.inArray()) && c instanceof JsonReadContext r) {
        JsonLocation open = r.startLocation(ContentReference.unknown());
        return "the text ends inside the "
            + (c.inObject() ? "object" : "array")
            + " opened at line "
            + open.getLineNr()
            + ", column "
            + open.getColumnNr()
            + ": expected "
            + (c.inObject() ? "\"}\"" : "\"]\"")
            + " to close it, or more of it";
      }
      return "the text ends before the JSON value does: expected the rest of the value";
    }
    return "not valid JSON: " + withoutJacksonLocation(String.valueOf(e.getOriginalMessage()));
  }

  /** A Jackson message with its places written as line and column. */
  private static String withoutJacksonLocation(String message) {
    return JACKSON_LOCATION
        .matcher(message)
        .replaceAll("line $1, column $2")
        .replaceAll("\\s+", " ")
        .strip();
  }

  /** JKF preset names (手合割) and the handicaps they name; OTHER is a custom start. */
  static final ImmutableBiMap<String, Handicap> PRESETS =
      ImmutableBiMap.<String, Handicap>builder()
          .put("HIRATE", Handicap.EVEN)
          .put("KY", Handicap.LANCE)
          .put("KY_R", Handicap.RIGHT_LANCE)
          .put("KA", Handicap.BISHOP)
          .put("HI", Handicap.ROOK)
          .put("HIKY", Handicap.ROOK_LANCE)
          .put("2", Handicap.TWO_PIECES)
          .put("3", Handicap.THREE_PIECES)
          .put("4", Handicap.FOUR_PIECES)
          .put("5", Handicap.FIVE_PIECES)
          .put("5_L", Handicap.LEFT_FIVE_PIECES)
          .put("6", Handicap.SIX_PIECES)
          .put("7_L", Handicap.LEFT_SEVEN_PIECES)
          .put("7_R", Handicap.RIGHT_SEVEN_PIECES)
          .put("8", Handicap.EIGHT_PIECES)
          .put("10", Handicap.TEN_PIECES)
          .build();

  /** The relative modifiers of JKF moves and the KI2 characters they stand for. */
  static final String RELATIVE_LETTERS = "LRCUMDH";

  static final String RELATIVE_KANJI = "左右直上寄引打";

  private Jkf() {}

  /**
   * The error for JSON nested deeper than {@link #MAX_NESTING}, at the bracket that opens one level
   * too many (strings skipped); empty when the text nests no deeper.
   */
  static Optional<KifuParseException> tooDeep(String text) {
    int depth = 0;
    int line = 1;
    int lineStart = 0;
    boolean inString = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '{' || c == '[') {
        if (++depth > MAX_NESTING) {
          return Optional.of(
              new KifuParseException(
                  line,
                  i - lineStart + 1,
                  ProblemRule.SYNTAX,
                  "JSON nested deeper than "
                      + MAX_NESTING
                      + " levels (variations, 変化, nested deeper"
                      + " than "
                      + JkfReader.MAX_VARIATION_DEPTH
                      + ")"));
        }
      } else if (c == '}' || c == ']') {
        depth--;
      } else if (c == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return Optional.empty();
  }

  /**
   * The warning on a start that no game reaches (a tsume's, say), at the value of {@code initial}.
   */
  static Problem unreachableStart(List<PositionProblem> problems, int line, int column) {
    return Problem.warning(
        line,
        column,
        ProblemRule.INVALID_POSITION,
        "the start position could not arise in a game: " + problems);
  }

  /**
   * Where the first letter of a JKF {@code relative} that is not one of {@link #RELATIVE_LETTERS}
   * stands, or -1 when they all are.
   */
  static int unknownRelative(String relative) {
    for (int i = 0; i < relative.length(); i++) {
      if (RELATIVE_LETTERS.indexOf(relative.charAt(i)) < 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The move text of a JKF move written without its from-square, to be resolved as KI2 is: its
   * {@code relative} letters (all known, see {@link #unknownRelative}) give the modifiers, and
   * {@code H} a drop (打).
   */
  static MoveText moveText(
      Optional<Square> to, PieceType piece, String relative, Promotion promotion) {
    Set<Modifier> mods = EnumSet.noneOf(Modifier.class);
    boolean drop = false;
    for (int i = 0; i < relative.length(); i++) {
      char c = relative.charAt(i);
      if (c == 'H') {
        drop = true;
      } else {
        mods.add(modifier(c));
      }
    }
    return new MoveText(to, piece, mods, promotion, drop, Optional.empty(), false);
  }

  /** The modifier of a JKF relative letter other than {@code H} (打). */
  private static Modifier modifier(char c) {
    switch (c) {
      case 'L':
        return Modifier.LEFT;
      case 'R':
        return Modifier.RIGHT;
      case 'C':
        return Modifier.STRAIGHT;
      case 'U':
        return Modifier.UP;
      case 'M':
        return Modifier.SIDEWAYS;
      default:
        return Modifier.DOWN;
    }
  }

  /**
   * Adds the lines of a JKF comment string (ending with CRLF, CR or LF), a line starting with
   * {@code *} as an engine comment (KIF {@code **}).
   */
  static void commentLines(String text, List<Comment> out) {
    int start = 0;
    while (true) {
      int end = lineEnd(text, start);
      String line = text.substring(start, end);
      out.add(line.startsWith("*") ? Comment.engine(line.substring(1)) : Comment.of(line));
      if (end == text.length()) {
        return;
      }
      boolean crlf =
          text.charAt(end) == '\r' && end + 1 < text.length() && text.charAt(end + 1) == '\n';
      start = end + (crlf ? 2 : 1);
    }
  }

  /** Where the first CR or LF at or after {@code from} stands, or the text's length. */
  private static int lineEnd(String text, int from) {
    int lf = text.indexOf('\n', from);
    int cr = text.indexOf('\r', from);
    int end = lf < 0 ? text.length() : lf;
    return cr < 0 ? end : Math.min(end, cr);
  }
}
