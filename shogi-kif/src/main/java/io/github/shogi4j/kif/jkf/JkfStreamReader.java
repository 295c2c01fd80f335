package io.github.shogi4j.kif.jkf;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.kif.csa.CsaTermination;
import io.github.shogi4j.kif.replay.BoardResolver;
import io.github.shogi4j.kif.replay.Durations;
import io.github.shogi4j.kif.replay.Replayed;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.notation.MoveText;
import io.github.shogi4j.rules.notation.Promotion;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The fast path of {@link JkfReader}: reads a JKF document that holds nothing unusual in one pass
 * of Jackson's streaming parser, replaying the moves as they come, without building a JSON tree.
 *
 * <p>It answers only when the tree reader would read the document with no warning but the one on a
 * start no game reaches (a tsume), and then with the same record and warning. It gives up (empty)
 * on anything else: invalid JSON, a null or a value of an unexpected type, anything the tree reader
 * reports as a deviation or an error, an illegal move, a relative move that the fast resolver
 * ({@link BoardResolver}) leaves open. The tree reader then reads the text again and describes the
 * problem with its JSON pointer. The start ({@code initial}, a small object: a preset name, or
 * OTHER with its board, side to move and hands) is the one part read as a tree, built from the
 * stream, and turned into a start by the tree reader's own code, so that one piece of code holds
 * the rules of a start. The moves are replayed as they come; when they come before {@code initial},
 * from the even start first, and when that fails from the start looked up by a second pass.
 *
 * <p>Not thread-safe: one instance per document.
 */
final class JkfStreamReader {
  /**
   * Reads the subtree of {@code initial} at the parser's position: no trailing-token check inside a
   * document, and a name twice in one of its objects is an error, as the tree reader's parser
   * reports it (the streaming parser does not look for duplicates, see {@link Jkf#STREAM}).
   */
  private static final ObjectReader SUBTREE =
      Jkf.MAPPER
          .reader()
          .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .with(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

  private final Document doc;
  private final JsonParser jp;

  /** The start the moves are replayed from when they come before {@code initial}. */
  private final StartPosition assumed;

  /** Whether the moves came before {@code initial}. */
  private boolean movesFirst;

  /** The start {@code initial} gives, once read. */
  private Optional<StartPosition> given = Optional.empty();

  /** Where the value of {@code initial} starts, once read. */
  private JsonLocation initialAt;

  /** The key after each move, and the cursor at its end, of the main line once read. */
  private long[] lineKeys;

  private Cursor lineEnd;

  /** The main line's keys and end cursor, once read (null before). */
  private long[] mainKeys;

  private Cursor mainEnd;

  /**
   * The elements read into by the lines being read, by depth (a fork is one deeper than its line);
   * they keep the order of the fields they have seen for all the lines at the same depth.
   */
  private final List<Element> elements = new ArrayList<>(2);

  /** The number of lines being read (0 outside the moves). */
  private int depth;

  private JkfStreamReader(Document doc, StartPosition assumed) throws IOException {
    this.doc = doc;
    this.jp = doc.parser();
    this.assumed = assumed;
  }

  /**
   * The document read: its text, or its UTF-8 bytes, which Jackson reads without a decoded copy.
   */
  private abstract static class Document {
    abstract JsonParser parser() throws IOException;

    /** The column of a location, counted in characters from 1. */
    abstract int column(JsonLocation at);
  }

  private static final class Text extends Document {
    private final String text;

    Text(String text) {
      this.text = text;
    }

    @Override
    JsonParser parser() throws IOException {
      return Jkf.STREAM.createParser(text);
    }

    @Override
    int column(JsonLocation at) {
      return at.getColumnNr();
    }
  }

  private static final class Utf8 extends Document {
    private final byte[] bytes;

    Utf8(byte[] bytes) {
      this.bytes = bytes;
    }

    @Override
    JsonParser parser() throws IOException {
      return Jkf.STREAM.createParser(bytes);
    }

    /** Jackson counts the columns of bytes in bytes: here the characters before it are counted. */
    @Override
    int column(JsonLocation at) {
      int end = (int) at.getByteOffset();
      int column = 1;
      for (int i = end - 1; i >= 0 && bytes[i] != '\n' && bytes[i] != '\r'; i--) {
        if ((bytes[i] & 0xC0) != 0x80) {
          column++; // a character starts here (not a continuation byte)
        }
      }
      return column;
    }
  }

  /**
   * The record of a document that holds nothing unusual.
   *
   * @param text the JKF text
   * @return the record and warnings that the tree reader reads, or empty when the tree reader must
   *     decide
   */
  static Optional<ReadResult> read(String text) {
    return read(new Text(text));
  }

  /**
   * {@link #read(String)} for the document's bytes, well-formed UTF-8 without a byte order mark.
   *
   * @param utf8 the JKF document
   * @return the record and warnings that the tree reader reads, or empty when the tree reader must
   *     decide
   */
  static Optional<ReadResult> read(byte[] utf8) {
    return read(new Utf8(utf8));
  }

  private static Optional<ReadResult> read(Document doc) {
    try {
      // Writers often put initial after the moves, which are then replayed from the even start;
      // when that fails, the start is looked up first and the moves read again.
      JkfStreamReader first = new JkfStreamReader(doc, StartPosition.even());
      Optional<ReadResult> r = first.read();
      if (r.isEmpty() && first.movesFirst) {
        Optional<StartPosition> start =
            first.given.isPresent()
                ? first.given
                : new JkfStreamReader(doc, StartPosition.even()).startAhead();
        if (start.isPresent() && !start.get().equals(StartPosition.even())) {
          r = new JkfStreamReader(doc, start.get()).read();
        }
      }
      return r;
    } catch (IOException e) {
      return Optional.empty(); // cannot happen for text in memory: the tree reader would say why
    }
  }

  /** The record, or empty when the tree reader must decide. */
  private Optional<ReadResult> read() {
    try (jp) {
      return Optional.of(record());
    } catch (GiveUp | IOException e) {
      return Optional.empty(); // invalid JSON or something unusual: the tree reader says what
    }
  }

  /** The start of a document with the usual shape, found without reading the moves. */
  private Optional<StartPosition> startAhead() {
    try (jp) {
      expect(jp.nextToken() == JsonToken.START_OBJECT);
      while (jp.nextToken() == JsonToken.FIELD_NAME) {
        String name = jp.currentName();
        JsonToken value = jp.nextToken();
        if (name.equals("initial")) {
          return Optional.of(initial(value));
        }
        jp.skipChildren();
      }
      return Optional.of(StartPosition.even());
    } catch (GiveUp | IOException e) {
      return Optional.empty();
    }
  }

  /** Stops the fast path; carries no stack trace, as it is expected now and then. */
  private static final class GiveUp extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final GiveUp INSTANCE = new GiveUp();

    private GiveUp() {
      super("the tree reader decides", null, false, false);
    }
  }

  /** Gives up unless {@code usual}. */
  private static void expect(boolean usual) {
    if (!usual) {
      throw GiveUp.INSTANCE;
    }
  }

  /** The fields of a moves element, by bit number (see {@link #once}). */
  private static final Names ELEMENT_FIELDS =
      new Names("move", "special", "forks", "comments", "time");

  /** The fields of a move object, by bit number. */
  private static final Names MOVE_FIELDS =
      new Names("color", "same", "to", "from", "piece", "promote", "relative", "capture");

  private static final Names RECORD_FIELDS = new Names("header", "initial", "moves");

  /** The bits of the fields of a record that JKF requires: header and moves. */
  private static final long REQUIRED_FIELDS = 1L | 1L << 2;

  private static final Names TIME_FIELDS = new Names("now", "total");
  private static final Names DURATION_FIELDS = new Names("h", "m", "s");
  private static final Names SQUARE_FIELDS = new Names("x", "y");

  /** The known field names of a kind of object, by bit number, also as the parser matches them. */
  private static final class Names {
    final String[] names;
    final SerializedString[] quoted;

    Names(String... names) {
      this.names = names;
      this.quoted = new SerializedString[names.length];
      for (int i = 0; i < names.length; i++) {
        quoted[i] = new SerializedString(names[i]);
      }
    }
  }

  /**
   * Adds the bit of a known field name to those seen in an object so far, giving up when it was
   * seen: a name twice in one object is an error the tree reader reports (the parser does not look
   * for duplicates, see {@link Jkf#STREAM}).
   */
  private static long once(long seen, long bit) {
    expect((seen & bit) == 0);
    return seen | bit;
  }

  /**
   * Passes over a field the fast path does not read: its value must be a scalar (in a container,
   * names that come twice would go unnoticed), and its name new among the other names of the object
   * ({@code others}, null before the first).
   *
   * @return the other names of the object, with this one
   */
  private static List<String> other(String name, JsonToken value, List<String> others) {
    expect(!value.isStructStart() && (others == null || !others.contains(name)));
    List<String> out = others == null ? new ArrayList<>(2) : others;
    out.add(name);
    return out;
  }

  /**
   * The fields of one JSON object, read in order: each of the known names at most once (see {@link
   * #once}), any other name only with a scalar value and at most once (see {@link #other}). One
   * instance reads the objects of one kind in turn ({@link #reset}) and expects their fields in the
   * order the last one had: a known name that comes as expected is matched in the parser's bytes,
   * without a look-up in its table of names.
   */
  private final class Fields {
    private final String[] known;
    private final SerializedString[] quoted;

    /**
     * The bit of the known field that followed the known field {@code i - 1} last time (at 0: that
     * came first), or -1.
     */
    private final int[] follows;

    /** The bit of the last known field of the object + 1, or 0 before the first. */
    private int last;

    private long seen;
    private List<String> others;

    /** The name of the field {@link #next} found. */
    String name;

    /** The value token of the field {@link #next} found. */
    JsonToken value;

    Fields(Names names) {
      this.known = names.names;
      this.quoted = names.quoted;
      this.follows = new int[known.length + 1];
      Arrays.fill(follows, -1);
    }

    /** Starts over for another object. */
    Fields reset() {
      last = 0;
      seen = 0;
      others = null;
      return this;
    }

    /**
     * Moves to the next field with a known name, passing over the others.
     *
     * @return false at the end of the object
     */
    boolean next() throws IOException {
      while (true) {
        int expected = follows[last];
        int bit;
        if (expected >= 0 && jp.nextFieldName(quoted[expected])) {
          bit = expected;
          name = known[bit];
        } else if ((expected >= 0 ? jp.currentToken() : jp.nextToken()) == JsonToken.FIELD_NAME) {
          name = jp.currentName();
          bit = bitOf(name);
        } else {
          return false;
        }
        value = jp.nextToken();
        if (bit >= 0) {
          seen = once(seen, 1L << bit);
          follows[last] = bit;
          last = bit + 1;
          return true;
        }
        others = other(name, value, others);
      }
    }

    /**
     * The index of a name among the known ones, or -1. The parser interns names (its default), so a
     * known name is found by identity; {@code equals} decides for any other.
     */
    private int bitOf(String name) {
      for (int i = 0; i < known.length; i++) {
        if (known[i] == name) {
          return i;
        }
      }
      for (int i = 0; i < known.length; i++) {
        if (known[i].equals(name)) {
          return i;
        }
      }
      return -1;
    }
  }

  private ReadResult record() throws IOException {
    expect(jp.nextToken() == JsonToken.START_OBJECT);
    List<Header> headers = ImmutableList.of();
    List<Comment> startComments = new ArrayList<>();
    Line main = Line.empty();
    Fields f = new Fields(RECORD_FIELDS);
    while (f.next()) {
      switch (f.name) {
        case "header":
          headers = headers(f.value);
          break;
        case "initial":
          given = Optional.of(initial(f.value));
          break;
        default: // moves
          main = moves(f.value, given.orElse(assumed), startComments);
          // a line with nothing to replay (a tsume's [{}]) fits any start given after it
          movesFirst =
              given.isEmpty()
                  && (main.size() > 0
                      || main.ending().isPresent()
                      || !main.endVariations().isEmpty());
          mainKeys = main.size() == 0 ? new long[0] : lineKeys;
          mainEnd = main.size() == 0 ? null : lineEnd;
      }
    }
    expect(jp.nextToken() == null); // nothing after the document
    expect((f.seen & REQUIRED_FIELDS) == REQUIRED_FIELDS); // else the tree reader reports it
    StartPosition s = given.orElse(StartPosition.even());
    expect(!movesFirst || s.equals(assumed)); // else replayed from the wrong start
    Position position = position(s);
    GameRecord.Builder rb =
        GameRecord.builder()
            .headers(Headers.of(headers))
            .start(s)
            .startComments(startComments)
            .mainLine(main);
    if (mainKeys != null && mainKeys.length == main.size()) {
      // replayed from s, or from a start equal to it (and so from an equal position)
      rb.replayTrace(
          Replayed.of(
              main,
              s,
              position,
              mainKeys,
              () -> mainEnd == null ? position : mainEnd.toPosition()));
    }
    GameRecord r = rb.build();
    List<PositionProblem> problems = s.problems(Validation.TSUME);
    if (problems.isEmpty()) {
      return ReadResult.of(r, ImmutableList.of());
    }
    // only a start given by initial can have problems: the warning is at its value
    return ReadResult.of(
        r,
        ImmutableList.of(
            Jkf.unreachableStart(
                problems, Math.max(1, initialAt.getLineNr()), Math.max(1, doc.column(initialAt)))));
  }

  private List<Header> headers(JsonToken value) throws IOException {
    expect(value == JsonToken.START_OBJECT);
    List<Header> out = new ArrayList<>();
    Set<String> keys = new HashSet<>();
    while (jp.nextToken() == JsonToken.FIELD_NAME) {
      String key = jp.currentName();
      expect(!key.isEmpty() && keys.add(key) && jp.nextToken() == JsonToken.VALUE_STRING);
      out.add(new Header(key, jp.getText()));
    }
    return out;
  }

  /**
   * The start of {@code initial}, whose value starts at the current token: read as a small tree
   * from the parser (the only part of the document read so) by the tree reader's own code, which
   * holds every rule of a start (preset names, board, side to move, hands). Gives up on anything
   * that code reports, and on a name twice in one of its objects.
   */
  private StartPosition initial(JsonToken value) throws IOException {
    if (value == JsonToken.VALUE_NULL) {
      return StartPosition.even();
    }
    initialAt = jp.currentTokenLocation();
    JsonNode init = SUBTREE.readTree(jp);
    try {
      // a problem only gives up: the tree reader reads the document again and locates it
      return new JkfReader.Parser("", false, new ArrayList<>()).initial(init);
    } catch (KifuParseException e) {
      throw GiveUp.INSTANCE;
    }
  }

  /** The position of a start. */
  private static Position position(StartPosition start) {
    try {
      return start.position();
    } catch (InvalidPositionException e) {
      throw GiveUp.INSTANCE;
    }
  }

  private Line moves(JsonToken value, StartPosition start, List<Comment> startComments)
      throws IOException {
    Cursor b = position(start).cursor();
    expect(value == JsonToken.START_ARRAY);
    JsonToken first = jp.nextToken();
    if (first == JsonToken.END_ARRAY) {
      return Line.empty();
    }
    expect(first == JsonToken.START_OBJECT);
    Fields f = new Fields(ELEMENT_FIELDS);
    while (f.next()) { // the start: comments only
      if (f.name.equals("comments")) {
        comments(f.value, startComments);
      } else {
        expect(f.value == JsonToken.VALUE_NULL);
      }
    }
    return line(b, Optional.empty());
  }

  /** The elements up to the end of the array, replayed on {@code b}, which the line owns. */
  private Line line(Cursor b, Optional<Square> previousTo) throws IOException {
    List<RecordMove> moves = new ArrayList<>();
    boolean main = depth == 0; // only the main line's keys are kept
    long[] keys = main ? new long[32] : null;
    Optional<Ending> ending = Optional.empty();
    List<Line> endVariations = ImmutableList.of();
    Optional<Square> prev = previousTo;
    if (depth == elements.size()) {
      elements.add(new Element());
    }
    Element e = elements.get(depth++);
    for (JsonToken t = jp.nextToken(); t != JsonToken.END_ARRAY; t = jp.nextToken()) {
      expect(t == JsonToken.START_OBJECT && ending.isEmpty());
      element(b, prev, e);
      if (e.special != null) {
        expect(e.move == null);
        Color side = b.sideToMove();
        Ending o = CsaTermination.ending(e.special, side, false).orElseThrow(() -> GiveUp.INSTANCE);
        ending =
            Optional.of(
                new Ending(
                    o.kind(),
                    o.winner(),
                    "%" + e.special,
                    e.now,
                    e.total,
                    e.comments,
                    ImmutableList.of()));
        endVariations = e.forks;
        continue;
      }
      expect(e.move != null);
      Move m = e.move;
      moves.add(
          new RecordMove(
              m, "", Optional.empty(), e.now, e.total, e.comments, ImmutableList.of(), e.forks));
      b.playUnchecked(m);
      if (main) {
        int i = moves.size() - 1;
        if (i == keys.length) {
          keys = Arrays.copyOf(keys, i * 2);
        }
        keys[i] = b.zobristKey();
      }
      prev = TO[m.to().ordinal()];
    }
    depth--;
    if (main) {
      lineKeys = Arrays.copyOf(keys, moves.size());
      lineEnd = b;
    }
    return new Line(moves, ending, endVariations);
  }

  /**
   * What one element of a moves array holds, with the field readers of its objects: one instance
   * serves all the elements of the lines at one depth in turn.
   */
  private final class Element {
    Move move; // null when the element has none
    String special;
    List<Line> forks;
    List<Comment> comments; // immutable, as the record move keeps it

    /** The comments being read. */
    final List<Comment> read = new ArrayList<>();

    Optional<Duration> now;
    Optional<Duration> total;
    final Fields fields = new Fields(ELEMENT_FIELDS);
    final Fields moveFields = new Fields(MOVE_FIELDS);
    final Fields squareFields = new Fields(SQUARE_FIELDS);
    final Fields timeFields = new Fields(TIME_FIELDS);
    final Fields nowFields = new Fields(DURATION_FIELDS);
    final Fields totalFields = new Fields(DURATION_FIELDS);

    /** Empties it for the next element. */
    void reset() {
      move = null;
      special = null;
      forks = ImmutableList.of();
      comments = ImmutableList.of();
      now = Optional.empty();
      total = Optional.empty();
    }
  }

  /** Reads an element into {@code e}; {@code b} is at the position before its move (unchanged). */
  private void element(Cursor b, Optional<Square> prev, Element e) throws IOException {
    e.reset();
    Fields f = e.fields.reset();
    while (f.next()) {
      String name = f.name;
      JsonToken v = f.value;
      if (v == JsonToken.VALUE_NULL && !name.equals("time")) {
        continue; // a null move, special, forks or comments is absent
      }
      switch (name) {
        case "move":
          expect(v == JsonToken.START_OBJECT);
          e.move = move(b, prev, e);
          break;
        case "special":
          e.special = string(v);
          break;
        case "forks":
          e.forks = forks(v, b, prev);
          break;
        case "comments":
          e.read.clear();
          comments(v, e.read);
          e.comments = ImmutableList.copyOf(e.read);
          break;
        default: // time
          time(v, e);
      }
    }
  }

  private List<Line> forks(JsonToken value, Cursor b, Optional<Square> prev) throws IOException {
    expect(value == JsonToken.START_ARRAY);
    List<Line> out = new ArrayList<>();
    for (JsonToken t = jp.nextToken(); t != JsonToken.END_ARRAY; t = jp.nextToken()) {
      expect(t == JsonToken.START_ARRAY);
      Line fork = line(b.copy(), prev);
      expect(fork.size() > 0 || fork.ending().isPresent()); // an empty fork is a deviation
      out.add(fork);
    }
    return out;
  }

  private void comments(JsonToken value, List<Comment> out) throws IOException {
    if (value == JsonToken.VALUE_NULL) {
      return;
    }
    expect(value == JsonToken.START_ARRAY);
    for (JsonToken t = jp.nextToken(); t != JsonToken.END_ARRAY; t = jp.nextToken()) {
      expect(t == JsonToken.VALUE_STRING);
      Jkf.commentLines(jp.getText(), out);
    }
  }

  private void time(JsonToken value, Element e) throws IOException {
    if (value == JsonToken.VALUE_NULL) {
      return;
    }
    expect(value == JsonToken.START_OBJECT);
    Fields f = e.timeFields.reset();
    while (f.next()) {
      if (f.name.equals("now")) {
        e.now = duration(f.value, e.nowFields);
      } else {
        e.total = duration(f.value, e.totalFields);
      }
    }
  }

  /** A time {h, m, s} of whole amounts up to 10^9 each (anything else: the tree reader). */
  private Optional<Duration> duration(JsonToken value, Fields fields) throws IOException {
    if (value == JsonToken.VALUE_NULL) {
      return Optional.empty();
    }
    expect(value == JsonToken.START_OBJECT);
    long seconds = 0;
    Fields f = fields.reset();
    while (f.next()) {
      int factor = f.name.equals("h") ? 3600 : f.name.equals("m") ? 60 : 1;
      seconds += factor * (long) number(0, 1_000_000_000);
    }
    expect(seconds < 1_000_000_000L); // past RecordMove.TIME_LIMIT: the tree reader refuses it
    return Durations.seconds(seconds);
  }

  private static boolean bool(JsonToken value) {
    expect(value.isBoolean());
    return value == JsonToken.VALUE_TRUE;
  }

  private String string(JsonToken value) throws IOException {
    expect(value == JsonToken.VALUE_STRING);
    return jp.getText();
  }

  /** The int at the current token, from {@code min} to {@code max}. */
  private int number(int min, int max) throws IOException {
    expect(
        jp.currentToken() == JsonToken.VALUE_NUMBER_INT
            && jp.getNumberType() == JsonParser.NumberType.INT);
    int v = jp.getIntValue();
    expect(v >= min && v <= max);
    return v;
  }

  /** Each square as the previous move's destination, by ordinal. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Optional<Square>[] TO = new Optional[Square.values().length];

  static {
    for (Square sq : Square.values()) {
      TO[sq.ordinal()] = Optional.of(sq);
    }
  }

  /** The kinds, by ordinal. */
  private static final PieceType[] KINDS = PieceType.values();

  /** The two letters of each kind's CSA name (all have two), as {@link #letters} packs them. */
  private static final int[] CSA_LETTERS = new int[KINDS.length];

  static {
    for (PieceType t : KINDS) {
      Preconditions.checkState(t.csa().length() == 2, "a CSA name of two letters: %s", t);
      CSA_LETTERS[t.ordinal()] = letters(t.csa().charAt(0), t.csa().charAt(1));
    }
  }

  private static int letters(char first, char second) {
    return first << 16 | second;
  }

  /**
   * The kind whose CSA name ({@link PieceType#fromCsa}) is the current string token, compared in
   * the parser's buffer without a copy of the string.
   */
  private PieceType piece() throws IOException {
    expect(jp.getTextLength() == 2);
    char[] chars = jp.getTextCharacters();
    int off = jp.getTextOffset();
    int key = letters(chars[off], chars[off + 1]);
    for (int i = 0; i < CSA_LETTERS.length; i++) {
      if (CSA_LETTERS[i] == key) {
        return KINDS[i];
      }
    }
    throw GiveUp.INSTANCE;
  }

  /** A square {x, y}. */
  private Square square(JsonToken value, Fields fields) throws IOException {
    expect(value == JsonToken.START_OBJECT);
    int x = 0;
    int y = 0;
    Fields f = fields.reset();
    while (f.next()) {
      if (f.name.equals("x")) {
        x = number(1, 9);
      } else {
        y = number(1, 9);
      }
    }
    expect(x > 0 && y > 0);
    return Square.of(x, y);
  }

  /**
   * The legal move of a move object, resolved on {@code b} (not changed); {@code e} lends its field
   * readers.
   */
  private Move move(Cursor b, Optional<Square> prev, Element e) throws IOException {
    int color = -1;
    boolean same = false;
    Square to = null;
    Square from = null;
    PieceType piece = null;
    Boolean promote = null; // null: not written
    String relative = "";
    Fields f = e.moveFields.reset();
    while (f.next()) {
      String name = f.name;
      JsonToken v = f.value;
      if (v == JsonToken.VALUE_NULL && !name.equals("piece")) {
        continue; // a null field is absent (JKF writers write "from": null)
      }
      switch (name) {
        case "color":
          color = number(0, 1);
          break;
        case "same":
          same = bool(v);
          break;
        case "to":
          to = square(v, e.squareFields);
          break;
        case "from":
          from = square(v, e.squareFields);
          break;
        case "piece":
          expect(v == JsonToken.VALUE_STRING);
          piece = piece();
          break;
        case "promote":
          promote = bool(v);
          break;
        case "relative":
          relative = string(v);
          break;
        default: // capture: not read
          expect(!v.isStructStart());
      }
    }
    expect(piece != null && (color == -1 || color == b.sideToMove().ordinal()));
    if (to == null) {
      expect(same && prev.isPresent());
      to = prev.get();
    } else {
      expect(!same || prev.equals(Optional.of(to)));
    }
    if (from != null) {
      return boardMove(b, from, to, piece, promote != null && promote);
    }
    expect(Jkf.unknownRelative(relative) < 0);
    Promotion pr =
        promote == null
            ? Promotion.UNSPECIFIED
            : promote ? Promotion.PROMOTE : Promotion.NO_PROMOTION;
    MoveText mt = Jkf.moveText(Optional.of(to), piece, relative, pr);
    Optional<Move> m = BoardResolver.resolve(b, mt, prev.isPresent() ? prev.get().ordinal() : -1);
    expect(m.isPresent());
    return m.get();
  }

  /** A move with its from-square: the side's own piece as written, legal as written. */
  private static Move boardMove(
      Cursor b, Square from, Square to, PieceType piece, boolean promote) {
    expect(from != to); // an error the tree reader reports
    Optional<Piece> there = b.pieceAt(from);
    expect(
        there.isPresent()
            && there.get().color() == b.sideToMove()
            && there.get().type() == piece
            && (!promote || piece.canPromote()));
    Move m = promote ? Move.promoting(from, to) : Move.of(from, to);
    expect(b.isLegal(m));
    return m;
  }
}
