package io.github.shogi4j.kif.jkf;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.KifuReader;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.kif.csa.CsaTermination;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.kif.replay.BoardResolver;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.MoveText;
import io.github.shogi4j.rules.notation.NotationException;
import io.github.shogi4j.rules.notation.Promotion;
import io.github.shogi4j.rules.notation.ResolvedMove;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads JKF, the JSON Kifu Format (json-kifu-format): {@code header} (kept in file order), {@code
 * initial} ({@code preset} HIRATE, KY, KY_R, KA, HI, HIKY, 2, 3, 4, 5, 5_L, 6, 7_L, 7_R, 8, 10, or
 * OTHER with {@code data}: board, hands, side to move), and {@code moves}: the first element holds
 * the start comments, each other one a {@code move} (from, to, piece, same, promote, capture,
 * relative, color) or a {@code special} ({@code TORYO} ...), with {@code time} ({@code now}, {@code
 * total}), {@code comments} and {@code forks} (variations, 変化). A move without {@code from} is
 * resolved from its piece, {@code relative} and {@code promote} as KI2 text is. Comments starting
 * with {@code *} are engine comments (KIF {@code **} lines).
 *
 * <p>{@code header} and {@code moves} are required (json-kifu-format's definition): a record
 * without either (such as {@code {}}) is refused, or read leniently with a warning as having no
 * headers or no moves. A value of the wrong type ({@code "moves": {}}, {@code "header": []}) is an
 * error in both modes.
 *
 * <p>The ending keeps its CSA word with {@code %} ({@code %TORYO}) as text. A move the rules refuse
 * is an error, unless the next element is an illegal-move special: then it is kept as an illegal
 * move. Errors carry the line and column of the JSON value at fault and its JSON pointer. JSON is
 * parsed by Jackson with limits on nesting, string and document length, so that huge input fails
 * early with an error: JSON nested deeper than 300 (variations, 変化, nested deeper than {@link
 * #MAX_VARIATION_DEPTH}) is refused with the line and column where it goes too deep. A document
 * with nothing unusual is read in one streaming pass ({@code JkfStreamReader}); any other is read
 * through a JSON tree.
 *
 * <p>Stateless and thread-safe.
 */
public final class JkfReader implements KifuReader {
  /**
   * The deepest nesting of variations (変化) read: a fork of a fork ... this many levels below the
   * main line. Each level costs three levels of JSON (a {@code forks} array, a fork, a move
   * element), under the 300 the JSON parser allows, with room for the main line and a move's {@code
   * move.from} or {@code time.total} objects. {@link JkfWriter} refuses deeper records.
   */
  public static final int MAX_VARIATION_DEPTH = (Jkf.MAX_NESTING - 5) / 3;

  private static final JkfReader INSTANCE = new JkfReader();

  private JkfReader() {}

  /**
   * The reader.
   *
   * @return the shared instance
   */
  public static JkfReader instance() {
    return INSTANCE;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.JKF;
  }

  @Override
  public List<ReadResult> readAll(String text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    Optional<ReadResult> fast = JkfStreamReader.read(text);
    if (fast.isPresent()) {
      return ImmutableList.of(fast.get());
    }
    return readTree(text, options);
  }

  /**
   * Reads a document from its bytes without decoding them to a string first, when they are plain
   * UTF-8 (JSON's encoding): no byte order mark, no encoding declaration, well-formed (see {@link
   * EncodingDetector#isPlainUtf8}). Otherwise it reads nothing: decode the bytes (as {@link
   * io.github.shogi4j.kif.Kifu#read(byte[], ReadOptions)} does) and call {@link #readAll(String,
   * ReadOptions)}.
   *
   * @param bytes the document
   * @param options the mode
   * @return the records as {@link #readAll(String, ReadOptions)} reads the decoded text, or empty
   *     when the bytes are not plain UTF-8
   * @throws KifuParseException with {@link ProblemRule#ENCODING} when the bytes declare an unknown
   *     encoding
   */
  public Optional<List<ReadResult>> readPlainUtf8(byte[] bytes, ReadOptions options) {
    Preconditions.checkNotNull(bytes, "bytes");
    Preconditions.checkNotNull(options, "options");
    if (!EncodingDetector.isPlainUtf8(bytes)) {
      return Optional.empty();
    }
    Optional<ReadResult> fast = JkfStreamReader.read(bytes);
    if (fast.isPresent()) {
      return Optional.of(ImmutableList.of(fast.get()));
    }
    return Optional.of(readTree(new String(bytes, StandardCharsets.UTF_8), options));
  }

  /**
   * Reads through a JSON tree, reporting every deviation and error with its JSON pointer: the
   * reading that {@link JkfStreamReader} must agree with whenever it answers.
   */
  static List<ReadResult> readTree(String text, ReadOptions options) {
    List<Problem> warnings = new ArrayList<>();
    try {
      JsonNode root;
      try {
        root = Jkf.MAPPER.readTree(text);
      } catch (com.fasterxml.jackson.core.exc.StreamConstraintsException e) {
        // Jackson says no more than the limit broken; the nesting one is found here
        throw Jkf.tooDeep(text)
            .orElseThrow(
                () ->
                    new KifuParseException(
                        1, 1, ProblemRule.SYNTAX, "JSON past a limit: " + e.getOriginalMessage()));
      } catch (JsonProcessingException e) {
        JsonLocation l = e.getLocation();
        int line = l == null ? 1 : Math.max(1, l.getLineNr());
        int col = l == null ? 1 : Math.max(1, l.getColumnNr());
        throw new KifuParseException(line, col, ProblemRule.SYNTAX, Jkf.describe(e));
      }
      if (root == null || root.isMissingNode()) {
        throw new KifuParseException(1, 1, ProblemRule.SYNTAX, "empty JKF text");
      }
      GameRecord r = new Parser(text, options.isLenient(), warnings).record(root);
      return ImmutableList.of(ReadResult.of(r, warnings));
    } catch (KifuParseException e) {
      return ImmutableList.of(ReadResult.failed(e, warnings));
    }
  }

  /** The fields every JKF record has (json-kifu-format's definition: initial is optional). */
  private static final List<String> REQUIRED = ImmutableList.of("header", "moves");

  /** The parse of one document from its JSON tree. */
  static final class Parser {
    private final String text;
    private final boolean lenient;
    private final List<Problem> warnings;

    Parser(String text, boolean lenient, List<Problem> warnings) {
      this.text = text;
      this.lenient = lenient;
      this.warnings = warnings;
    }

    GameRecord record(JsonNode root) {
      if (!root.isObject()) {
        throw error("", OptionalInt.empty(), "a JKF record is a JSON object");
      }
      for (String required : REQUIRED) {
        if (!root.has(required)) {
          // json-kifu-format: header and moves are always present, initial may be left out
          deviation("", "the record has no " + required + " (JKF requires header and moves)");
        }
      }
      List<Header> headers = new ArrayList<>();
      JsonNode h = root.path("header");
      if (!h.isMissingNode()) {
        if (!h.isObject()) {
          throw error("/header", OptionalInt.empty(), "header is not an object");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = h.properties().iterator(); it.hasNext(); ) {
          Map.Entry<String, JsonNode> e = it.next();
          if (e.getKey().isEmpty()) {
            deviation("/header", "a header with an empty key");
            continue;
          }
          headers.add(
              new Header(
                  e.getKey(),
                  string(
                      e.getValue(),
                      "/header/" + escape(e.getKey()),
                      OptionalInt.empty(),
                      "header value")));
        }
      }
      StartPosition start = initial(root.path("initial"));
      Position p;
      try {
        p = start.position();
      } catch (InvalidPositionException e) {
        throw new KifuParseException(
            location("/initial")
                .problem(
                    ProblemRule.INVALID_POSITION,
                    OptionalInt.empty(),
                    "the start position cannot be played: " + e.getMessage()));
      }
      List<PositionProblem> problems = start.problems(Validation.TSUME);
      if (!problems.isEmpty()) {
        Loc l = location("/initial");
        warnings.add(Jkf.unreachableStart(problems, l.line, l.column));
      }
      JsonNode moves = root.path("moves");
      List<Comment> startComments = new ArrayList<>();
      Line main = Line.empty();
      if (!moves.isMissingNode()) {
        if (!moves.isArray()) {
          throw error("/moves", OptionalInt.empty(), "moves is not an array");
        }
        int from = 0;
        if (moves.size() > 0) {
          JsonNode first = moves.get(0);
          if (first.isObject() && !present(first, "move") && !present(first, "special")) {
            comments(first.path("comments"), "/moves/0/comments", startComments);
            if (present(first, "forks") || present(first, "time")) {
              deviation("/moves/0", "forks or time on the start are ignored");
            }
            from = 1;
          } else {
            deviation("/moves/0", "the first element of moves should hold the start comments only");
          }
        }
        main =
            line(moves, from, "/moves", p.cursor(), Optional.empty(), start.setup().moveNumber());
      }
      return GameRecord.builder()
          .headers(Headers.of(headers))
          .start(start)
          .startComments(startComments)
          .mainLine(main)
          .build();
    }

    /**
     * The start of {@code initial}, or the even start when it is absent or null: the one piece of
     * code that reads a start, for this reader and for {@link JkfStreamReader} (which hands it the
     * small tree of {@code initial}).
     */
    StartPosition initial(JsonNode init) {
      if (init.isMissingNode() || init.isNull()) {
        return StartPosition.even();
      }
      if (!init.isObject()) {
        throw error("/initial", OptionalInt.empty(), "initial is not an object");
      }
      JsonNode presetNode = init.path("preset");
      String preset =
          presetNode.isMissingNode() || presetNode.isNull()
              ? ""
              : string(presetNode, "/initial/preset", OptionalInt.empty(), "preset");
      JsonNode data = init.path("data");
      if (!preset.equals("OTHER")) {
        Handicap h = Jkf.PRESETS.get(preset);
        if (h == null) {
          throw error("/initial/preset", OptionalInt.empty(), "unknown preset \"" + preset + "\"");
        }
        if (!data.isMissingNode()) {
          deviation("/initial/data", "data with preset " + preset + " is ignored");
        }
        return StartPosition.of(h);
      }
      if (!data.isObject()) {
        throw error("/initial/data", OptionalInt.empty(), "preset OTHER needs data");
      }
      Setup.Builder b = Setup.empty().toBuilder();
      int color = intIn(data.path("color"), "/initial/data/color", 0, 1);
      b.sideToMove(color == 0 ? Color.SENTE : Color.GOTE);
      JsonNode board = data.path("board");
      if (!board.isArray() || board.size() != 9) {
        throw error("/initial/data/board", OptionalInt.empty(), "board is not 9 columns");
      }
      for (int x = 0; x < 9; x++) {
        JsonNode col = board.get(x);
        if (!col.isArray() || col.size() != 9) {
          throw error("/initial/data/board/" + x, OptionalInt.empty(), "a column is not 9 cells");
        }
        for (int y = 0; y < 9; y++) {
          JsonNode cell = col.get(y);
          if (cell.isObject() && cell.size() == 0) {
            continue; // an empty square: most of a tsume's board, no path to spell out
          }
          JsonNode side = cell.path("color");
          Optional<PieceType> t = kind(cell.path("kind"));
          if (!cell.isObject() || !isIntIn(side, 0, 1) || t.isEmpty()) {
            // the error, its pointer spelled out only now
            String where = "/initial/data/board/" + x + "/" + y;
            if (!cell.isObject()) {
              throw error(where, OptionalInt.empty(), "a cell is not an object");
            }
            intIn(side, where + "/color", 0, 1);
            piece(cell.path("kind"), where + "/kind");
          }
          b.put(
              Square.of(x + 1, y + 1),
              Piece.of(side.intValue() == 0 ? Color.SENTE : Color.GOTE, t.get()));
        }
      }
      JsonNode hands = data.path("hands");
      if (!hands.isArray() || hands.size() != 2) {
        throw error("/initial/data/hands", OptionalInt.empty(), "hands is not two objects");
      }
      for (int c = 0; c < 2; c++) {
        JsonNode hand = hands.get(c);
        String where = "/initial/data/hands/" + c;
        if (!hand.isObject()) {
          throw error(where, OptionalInt.empty(), "a hand is not an object");
        }
        Hand hd = Hand.EMPTY;
        for (Iterator<Map.Entry<String, JsonNode>> it = hand.properties().iterator();
            it.hasNext(); ) {
          Map.Entry<String, JsonNode> e = it.next();
          String w = where + "/" + escape(e.getKey());
          Optional<PieceType> t = PieceType.fromCsa(e.getKey()).filter(PieceType::isHandType);
          if (t.isEmpty()) {
            throw error(w, OptionalInt.empty(), "not a hand piece: " + e.getKey());
          }
          // up to what a hand holds: 31 pawns, 15 of any other kind
          int n = intIn(e.getValue(), w, 0, Hand.capacity(t.get()));
          hd = hd.with(t.get(), n);
        }
        b.hand(c == 0 ? Color.SENTE : Color.GOTE, hd);
      }
      return StartPosition.of(b.moveNumber(1).build());
    }

    /** Reads a line, replaying it on {@code b}, which the line owns. */
    private Line line(
        JsonNode arr, int from, String path, Cursor b, Optional<Square> previousTo, int firstPly) {
      List<RecordMove> moves = new ArrayList<>();
      List<Line> endVariations = new ArrayList<>();
      Optional<Ending> ending = Optional.empty();
      Optional<Square> prev = previousTo;
      int ply = firstPly;
      for (int i = from; i < arr.size(); i++) {
        JsonNode el = arr.get(i);
        String where = path + "/" + i;
        if (!el.isObject()) {
          throw error(where, OptionalInt.of(ply), "a move element is not an object");
        }
        List<Line> forks = forks(el.path("forks"), where, b, prev, ply);
        List<Comment> comments = new ArrayList<>();
        comments(el.path("comments"), where + "/comments", comments);
        Optional<Duration> now = time(el.path("time"), "now", where + "/time/now");
        Optional<Duration> total = time(el.path("time"), "total", where + "/time/total");
        boolean afterIllegal = !moves.isEmpty() && moves.get(moves.size() - 1).isIllegal();
        if (ending.isPresent()) {
          deviation(where, "an element after the special move is ignored");
          continue;
        }
        if (present(el, "special")) {
          if (present(el, "move")) {
            throw error(where, OptionalInt.of(ply), "both move and special");
          }
          String word =
              string(el.get("special"), where + "/special", OptionalInt.of(ply), "special");
          if (afterIllegal && !CsaTermination.isIllegal(word)) {
            throw illegal(path + "/" + (i - 1), ply - 1, moves.get(moves.size() - 1));
          }
          Optional<Ending> o = CsaTermination.ending(word, b.sideToMove(), afterIllegal);
          if (o.isEmpty()) {
            deviation(where + "/special", "unknown special \"" + word + "\"");
            o = Optional.of(Ending.of(EndingKind.UNKNOWN, Optional.empty()));
          }
          ending =
              Optional.of(
                  new Ending(
                      o.get().kind(),
                      o.get().winner(),
                      "%" + word,
                      now,
                      total,
                      comments,
                      ImmutableList.of()));
          endVariations.addAll(forks);
          continue;
        }
        if (afterIllegal) {
          throw illegal(path + "/" + (i - 1), ply - 1, moves.get(moves.size() - 1));
        }
        if (!present(el, "move")) {
          if (!moves.isEmpty() && forks.isEmpty()) {
            deviation(
                where,
                "an element with neither move nor special; its comments go to the"
                    + " previous move");
            RecordMove last = moves.get(moves.size() - 1);
            moves.set(
                moves.size() - 1,
                last.withComments(
                    ImmutableList.<Comment>builder()
                        .addAll(last.comments())
                        .addAll(comments)
                        .build()));
            continue;
          }
          throw error(where, OptionalInt.of(ply), "an element with neither move nor special");
        }
        ResolvedMove r = move(el.get("move"), where, b, prev, ply);
        RecordMove rm =
            new RecordMove(
                r.move(), "", r.illegal(), now, total, comments, ImmutableList.of(), forks);
        moves.add(rm);
        if (r.illegal().isEmpty()) {
          b.playUnchecked(r.move()); // resolved as legal on b
        } else {
          JsonNode next = i + 1 < arr.size() ? arr.get(i + 1) : null;
          if (next == null || !CsaTermination.isIllegal(next.path("special").asText(""))) {
            throw illegal(where, ply, rm);
          }
        }
        prev = Optional.of(r.move().to());
        ply++;
      }
      return new Line(moves, ending, endVariations);
    }

    private KifuParseException illegal(String where, int ply, RecordMove m) {
      return new KifuParseException(
          location(where)
              .problem(
                  ProblemRule.of(m.illegal().orElseThrow()),
                  OptionalInt.of(ply),
                  m.move().toUsi() + " is illegal (" + m.illegal().get() + ")"));
    }

    /** The forks of an element at {@code at}, each replayed on its own copy of {@code b}. */
    private List<Line> forks(JsonNode forks, String at, Cursor b, Optional<Square> prev, int ply) {
      if (forks.isMissingNode() || forks.isNull()) {
        return ImmutableList.of();
      }
      String where = at + "/forks";
      if (!forks.isArray()) {
        throw error(where, OptionalInt.of(ply), "forks is not an array");
      }
      List<Line> out = new ArrayList<>();
      for (int k = 0; k < forks.size(); k++) {
        JsonNode f = forks.get(k);
        if (!f.isArray()) {
          throw error(where + "/" + k, OptionalInt.of(ply), "a fork is not an array");
        }
        if (f.size() == 0) {
          deviation(where + "/" + k, "an empty fork is ignored");
          continue;
        }
        out.add(line(f, 0, where + "/" + k, b.copy(), prev, ply));
      }
      return out;
    }

    /** The move of an element at {@code at}, resolved on {@code b} (which is not changed). */
    private ResolvedMove move(JsonNode m, String at, Cursor b, Optional<Square> prev, int ply) {
      String where = at + "/move";
      if (!m.isObject()) {
        throw error(where, OptionalInt.of(ply), "move is not an object");
      }
      Color side = b.sideToMove();
      if (present(m, "color")) {
        int c = intIn(m.get("color"), where + "/color", 0, 1);
        if ((c == 0 ? Color.SENTE : Color.GOTE) != side) {
          throw error(where + "/color", OptionalInt.of(ply), "a move of the side not to move");
        }
      }
      JsonNode sameNode = m.path("same");
      if (!sameNode.isMissingNode() && !sameNode.isBoolean() && !sameNode.isNull()) {
        throw error(where + "/same", OptionalInt.of(ply), "same is not a boolean");
      }
      boolean same = sameNode.asBoolean(false);
      Optional<Square> to;
      if (present(m, "to")) {
        to = Optional.of(square(m.get("to"), where + "/to", ply));
        if (same && !to.equals(prev)) {
          deviation(where + "/same", "same is true but the previous move went elsewhere");
        }
      } else if (same && prev.isPresent()) {
        to = prev;
      } else {
        throw error(where, OptionalInt.of(ply), "a move without to");
      }
      PieceType piece = piece(m.path("piece"), where + "/piece");
      JsonNode promoteNode = m.path("promote");
      if (!promoteNode.isMissingNode() && !promoteNode.isBoolean() && !promoteNode.isNull()) {
        throw error(where + "/promote", OptionalInt.of(ply), "promote is not a boolean");
      }
      boolean promote = promoteNode.asBoolean(false);
      if (present(m, "from")) {
        Square from = square(m.get("from"), where + "/from", ply);
        if (from == to.get()) {
          throw error(
              where + "/from",
              OptionalInt.of(ply),
              ProblemRule.ILLEGAL_MOVEMENT,
              "the from-square is the destination " + from.toCsa());
        }
        Optional<Piece> there = b.pieceAt(from);
        if (there.isEmpty() || there.get().color() != side) {
          throw error(
              where + "/from",
              OptionalInt.of(ply),
              ProblemRule.NO_PIECE,
              "no piece of the side to move on " + from.toCsa());
        }
        if (there.get().type() != piece) {
          deviation(
              where + "/piece",
              "the piece on "
                  + from.toCsa()
                  + " is "
                  + there.get().type().csa()
                  + ", not "
                  + piece.csa());
        }
        if (promote && !there.get().type().canPromote()) {
          throw error(
              where + "/promote",
              OptionalInt.of(ply),
              ProblemRule.ILLEGAL_MOVEMENT,
              there.get().type().csa() + " cannot promote");
        }
        Move mv = promote ? Move.promoting(from, to.get()) : Move.of(from, to.get());
        return new ResolvedMove(mv, b.whyIllegal(mv), Optional.empty());
      }
      JsonNode relNode = m.path("relative");
      String rel =
          relNode.isMissingNode() || relNode.isNull()
              ? ""
              : string(relNode, where + "/relative", OptionalInt.of(ply), "relative");
      int unknown = Jkf.unknownRelative(rel);
      if (unknown >= 0) {
        throw error(
            where + "/relative",
            OptionalInt.of(ply),
            "unknown relative \"" + rel.charAt(unknown) + "\"");
      }
      Promotion pr =
          promoteNode.isBoolean()
              ? (promote ? Promotion.PROMOTE : Promotion.NO_PROMOTION)
              : Promotion.UNSPECIFIED;
      MoveText mt = Jkf.moveText(to, piece, rel, pr);
      Optional<Move> fast =
          BoardResolver.resolve(b, mt, prev.isPresent() ? prev.get().ordinal() : -1);
      if (fast.isPresent()) {
        return new ResolvedMove(fast.get(), Optional.empty(), Optional.empty());
      }
      try {
        return JapaneseNotation.resolve(b.toPosition(), mt, prev, true, true);
      } catch (NotationException e) {
        throw error(where, OptionalInt.of(ply), ProblemRule.of(e), e.getMessage());
      }
    }

    private Square square(JsonNode sq, String where, int ply) {
      if (!sq.isObject()) {
        throw error(where, OptionalInt.of(ply), "a square is an object {x, y}");
      }
      try {
        int x = intIn(sq.path("x"), where + "/x", 1, 9);
        int y = intIn(sq.path("y"), where + "/y", 1, 9);
        return Square.of(x, y);
      } catch (KifuParseException e) {
        throw new KifuParseException(e.problem().atMove(ply));
      }
    }

    /** The kind a JKF piece name ({@code FU}, {@code TO} ...) names, if it is one. */
    private static Optional<PieceType> kind(JsonNode n) {
      return PieceType.fromCsa(n.asText(""));
    }

    private PieceType piece(JsonNode n, String where) {
      return kind(n).orElseThrow(() -> error(where, OptionalInt.empty(), "not a JKF piece: " + n));
    }

    private static boolean isIntIn(JsonNode n, int min, int max) {
      return n.isIntegralNumber()
          && n.canConvertToInt()
          && n.intValue() >= min
          && n.intValue() <= max;
    }

    private int intIn(JsonNode n, String where, int min, int max) {
      if (!isIntIn(n, min, max)) {
        throw error(
            where,
            OptionalInt.empty(),
            "an integer from "
                + min
                + " to "
                + max
                + " expected, found "
                + (n.isMissingNode() ? "nothing" : n.toString()));
      }
      return n.intValue();
    }

    private static final long[] TIME_FACTORS = {3600, 60, 1};
    private static final String[] TIME_KEYS = {"h", "m", "s"};

    private Optional<Duration> time(JsonNode time, String field, String where) {
      JsonNode t = time.path(field);
      if (t.isMissingNode() || t.isNull()) {
        return Optional.empty();
      }
      if (!t.isObject()) {
        throw error(where, OptionalInt.empty(), "a time is an object {h, m, s}");
      }
      long whole = 0; // the usual time: whole amounts, summed exactly in seconds
      for (int i = 0; i < 3; i++) {
        JsonNode v = t.get(TIME_KEYS[i]);
        if (v == null) {
          continue;
        }
        if (!v.isIntegralNumber()
            || !v.canConvertToLong()
            || v.longValue() < 0
            || v.longValue() > 1_000_000_000L) {
          whole = -1; // a fraction, or an error the exact loop below reports
          break;
        }
        whole += v.longValue() * TIME_FACTORS[i];
      }
      if (whole >= 0 && whole < 1_000_000_000L) {
        return Optional.of(Duration.ofSeconds(whole)); // the same as the exact sum's nanoseconds
      }
      BigDecimal seconds = BigDecimal.ZERO;
      long[] factor = TIME_FACTORS;
      String[] keys = TIME_KEYS;
      for (int i = 0; i < 3; i++) {
        JsonNode v = t.path(keys[i]);
        if (v.isMissingNode()) {
          continue;
        }
        // 1e309 is a double too large to be finite: no time amount, and no decimal value either
        if (!v.isNumber()
            || v.isFloatingPointNumber() && !Double.isFinite(v.doubleValue())
            || v.decimalValue().signum() < 0
            || v.decimalValue().compareTo(BigDecimal.valueOf(1_000_000_000L)) > 0) {
          throw error(where + "/" + keys[i], OptionalInt.empty(), "not a time amount: " + v);
        }
        seconds = seconds.add(v.decimalValue().multiply(BigDecimal.valueOf(factor[i])));
      }
      if (seconds.compareTo(BigDecimal.valueOf(1_000_000_000L)) >= 0) {
        // the nanoseconds would overflow a long past 292 years; records hold times below 10^9 s
        throw error(
            where,
            OptionalInt.empty(),
            "a time of "
                + seconds.stripTrailingZeros().toPlainString()
                + " seconds: times are below 10^9 seconds (about 31 years),"
                + " the limit of every record (RecordMove.TIME_LIMIT)");
      }
      return Optional.of(Duration.ofNanos(seconds.movePointRight(9).longValue()));
    }

    /**
     * The text of a value JKF has as a string: a number or a boolean is a deviation, read as its
     * text ({@code "preset": 5} as the preset {@code "5"}); an object, an array or null is an
     * error.
     */
    private String string(JsonNode n, String where, OptionalInt ply, String what) {
      if (n.isTextual()) {
        return n.asText();
      }
      if (!n.isValueNode() || n.isNull()) {
        throw error(where, ply, what + " is not a string");
      }
      deviation(where, what + " is not a string");
      return n.asText();
    }

    private void comments(JsonNode n, String where, List<Comment> out) {
      if (n.isMissingNode() || n.isNull()) {
        return;
      }
      if (!n.isArray()) {
        throw error(where, OptionalInt.empty(), "comments is not an array");
      }
      for (int i = 0; i < n.size(); i++) {
        JsonNode c = n.get(i);
        if (!c.isTextual()) {
          throw error(where + "/" + i, OptionalInt.empty(), "a comment is not a string");
        }
        Jkf.commentLines(c.asText(), out);
      }
    }

    private void deviation(String where, String message) {
      Loc l = location(where);
      if (!lenient) {
        throw new KifuParseException(l.problem(ProblemRule.SYNTAX, OptionalInt.empty(), message));
      }
      warnings.add(
          Problem.warning(l.line, l.column, ProblemRule.SYNTAX, message + " (at " + where + ")"));
    }

    private KifuParseException error(String where, OptionalInt ply, String message) {
      return error(where, ply, ProblemRule.SYNTAX, message);
    }

    private KifuParseException error(
        String where, OptionalInt ply, ProblemRule rule, String message) {
      return new KifuParseException(
          location(where)
              .problem(rule, ply, message + " (at " + (where.isEmpty() ? "/" : where) + ")"));
    }

    /** Where the JSON value at a pointer starts: streams the text again up to it. */
    private Loc location(String pointer) {
      JsonPointer target = JsonPointer.compile(pointer);
      try (JsonParser jp = Jkf.MAPPER.getFactory().createParser(text)) {
        JsonLocation best = null;
        while (jp.nextToken() != null) {
          JsonPointer here = jp.getParsingContext().pathAsPointer();
          if (jp.currentToken() == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) {
            continue;
          }
          if (here.equals(target)) {
            best = jp.currentTokenLocation();
            break;
          }
        }
        if (best != null) {
          return new Loc(Math.max(1, best.getLineNr()), Math.max(1, best.getColumnNr()));
        }
      } catch (IOException e) {
        return new Loc(1, 1); // the text parsed once already: cannot happen
      }
      return new Loc(1, 1);
    }

    /** Whether an object has a field that is not null (JKF writers write {@code "from": null}). */
    private static boolean present(JsonNode n, String field) {
      JsonNode v = n.get(field);
      return v != null && !v.isNull();
    }

    private static String escape(String key) {
      return key.replace("~", "~0").replace("/", "~1");
    }
  }

  /** A line and column. */
  private static final class Loc {
    final int line;
    final int column;

    Loc(int line, int column) {
      this.line = line;
      this.column = column;
    }

    Problem problem(ProblemRule rule, OptionalInt ply, String message) {
      return new Problem(
          Problem.Severity.ERROR,
          Optional.empty(),
          OptionalInt.of(line),
          OptionalInt.of(column),
          ply,
          rule,
          message);
    }
  }
}
