package io.github.shogi4j.kif.jkf;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.csa.CsaTermination;
import io.github.shogi4j.kif.internal.Losses;
import io.github.shogi4j.kif.internal.WriterRules;
import io.github.shogi4j.kif.replay.PieceMoves;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Writes JKF (JSON Kifu Format), UTF-8 by convention: the headers (CSA keys such as {@code N+} and
 * {@code $EVENT} become their KIF keys, others are kept as they are), the start as a preset or as
 * {@code OTHER} with its board, hands and side to move, and the move tree: the start comments in
 * the first element, then each move with {@code from} (absent for a drop), {@code to}, {@code
 * piece}, {@code color}, {@code same}, {@code promote} (true, or false where the piece could have
 * promoted), {@code capture} and {@code relative} (the KI2 modifiers that single the move out;
 * {@code H}, 打, on a drop recorded as illegal), its {@code time}, {@code comments} (engine comments
 * with a leading {@code *}) and {@code forks}; the ending as a {@code special} (a CSA word), or,
 * for an ending that has none (封じ手, 不戦勝, a try, an arbitrary word), as a comment of the last
 * element; where no element can hold it (a variation made only of that ending) or variations branch
 * from it, as the special {@code CHUDAN} with the word as its first comment. Either way {@link
 * KifuWriter#leftOut} names the ending. Bookmarks and the number of the first move (when a record
 * starts after move 1) have no place in JKF and are left out; so {@link KifuWriter#leftOut} says.
 *
 * <p>Alternatives after the last move of a line that has no ending (KIF {@code 変化：N+1手} after N
 * moves) have no element to hang from: each is written as an alternative to the last move that
 * plays that move again first, so its moves are kept, one move earlier in the tree; where the line
 * has no move (or ends on an illegal one) they are left out. {@link KifuWriter#leftOut} names them
 * either way. A final move recorded as illegal (反則) is written as played, but for a board move from
 * a square without a piece of the side to move or a promotion of a kind that cannot promote, which
 * JKF readers refuse: that one is left out, its line ends where it stood, and {@link
 * KifuWriter#leftOut} names it. A variation with neither a move nor an ending (an empty KIF {@code
 * 変化：N手} block) would be an empty fork, which JKF readers refuse: it is left out, and {@link
 * KifuWriter#leftOut} names it.
 *
 * <p>JKF nests each variation inside the move it replaces: a record whose variations nest deeper
 * than {@link JkfReader#MAX_VARIATION_DEPTH} (see {@link io.github.shogi4j.kif.Line#nestingDepth})
 * would not be read back, and is refused with a {@link KifuWriteException}.
 *
 * <p>Immutable and thread-safe.
 */
public final class JkfWriter implements KifuWriter {
  /** What {@link #leftOut} asks of this writer. */
  private final WriterRules rules = WriterRules.of(this::namesEnding, this::writesIllegalMove);

  private static final JkfWriter INSTANCE = new JkfWriter();

  private JkfWriter() {}

  /**
   * The writer.
   *
   * @return the shared instance
   */
  public static JkfWriter instance() {
    return INSTANCE;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.JKF;
  }

  /**
   * {@inheritDoc}
   *
   * @throws KifuWriteException also when variations nest deeper than {@link
   *     JkfReader#MAX_VARIATION_DEPTH}, which JKF reading refuses
   */
  @Override
  public String write(GameRecord record, WriteOptions options) {
    Preconditions.checkNotNull(record, "record");
    Preconditions.checkNotNull(options, "options");
    int depth = record.mainLine().nestingDepth();
    if (depth > JkfReader.MAX_VARIATION_DEPTH) {
      // checked first: the moves are written by recursion, bounded by this depth
      throw new KifuWriteException(
          "variations (変化) nest "
              + depth
              + " deep; JKF is read back"
              + " only up to "
              + JkfReader.MAX_VARIATION_DEPTH
              + " (write KIF or KI2 instead)");
    }
    ObjectNode root = Jkf.MAPPER.createObjectNode();
    ObjectNode header = root.putObject("header");
    for (Header h : record.headers().all()) {
      String key = HeaderKey.ofCsaKey(h.key()).map(k -> k.kifKeys().get(0)).orElse(h.key());
      if (!header.has(key)) {
        header.put(key, h.value());
      }
    }
    initial(record, root.putObject("initial"));
    ArrayNode moves = root.putArray("moves");
    ObjectNode first = moves.addObject();
    comments(record.startComments(), first);
    Position start = record.start().position();
    line(record.mainLine(), start, Optional.empty(), moves);
    DefaultIndenter indent = new DefaultIndenter("  ", options.lineSeparator());
    DefaultPrettyPrinter pp =
        new DefaultPrettyPrinter().withObjectIndenter(indent).withArrayIndenter(indent);
    try {
      return Jkf.MAPPER.writer(pp).writeValueAsString(root) + options.lineSeparator();
    } catch (JsonProcessingException e) {
      throw new KifuWriteException("cannot write JSON: " + e.getOriginalMessage());
    }
  }

  private static void initial(GameRecord record, ObjectNode init) {
    if (record.start().handicap().isPresent()) {
      init.put("preset", Jkf.PRESETS.inverse().get(record.start().handicap().get()));
      return;
    }
    init.put("preset", "OTHER");
    Setup s = record.start().setup();
    ObjectNode data = init.putObject("data");
    ArrayNode board = data.putArray("board");
    for (int x = 1; x <= 9; x++) {
      ArrayNode col = board.addArray();
      for (int y = 1; y <= 9; y++) {
        ObjectNode cell = col.addObject();
        Optional<Piece> p = s.pieceAt(Square.of(x, y));
        if (p.isPresent()) {
          cell.put("color", p.get().color() == Color.SENTE ? 0 : 1);
          cell.put("kind", p.get().type().csa());
        }
      }
    }
    data.put("color", s.sideToMove() == Color.SENTE ? 0 : 1);
    ArrayNode hands = data.putArray("hands");
    for (Color c : Color.values()) {
      ObjectNode h = hands.addObject();
      Hand hand = s.hand(c);
      for (PieceType t :
          new PieceType[] {
            PieceType.PAWN,
            PieceType.LANCE,
            PieceType.KNIGHT,
            PieceType.SILVER,
            PieceType.GOLD,
            PieceType.BISHOP,
            PieceType.ROOK
          }) {
        h.put(t.csa(), hand.count(t));
      }
    }
  }

  private static void line(Line line, Position start, Optional<Square> previousTo, ArrayNode out) {
    Position p = start;
    Optional<Square> prev = previousTo;
    boolean illegal = false;
    ObjectNode lastMove = null;
    for (RecordMove m : line.moves()) {
      if (m.isIllegal() && !PieceMoves.statable(p, m.move())) {
        break; // JKF readers refuse it: the line ends where it stood
      }
      ObjectNode el = out.addObject();
      comments(m.comments(), el);
      el.set("move", move(p, m.move(), prev));
      time(m.time(), m.totalTime(), el);
      forks(m.variations(), p, prev, el);
      lastMove = el;
      if (m.isIllegal()) {
        illegal = true;
        prev = Optional.of(m.move().to());
        break;
      }
      p = p.play(m.move());
      prev = Optional.of(m.move().to());
    }
    if (line.ending().isEmpty()
        && !line.endVariations().isEmpty()
        && lastMove != null
        && !illegal) {
      // no element after the last move holds the alternatives to a further move: each becomes an
      // alternative to the last move that plays it again first
      ArrayNode forks =
          lastMove.has("forks") ? (ArrayNode) lastMove.get("forks") : Jkf.MAPPER.createArrayNode();
      for (Line v : line.endVariations()) {
        if (isEmpty(v)) {
          continue; // it would repeat the last move and nothing else
        }
        ArrayNode fork = forks.addArray();
        fork.addObject().set("move", lastMove.get("move").deepCopy());
        line(v, p, prev, fork);
      }
      if (!forks.isEmpty()) {
        lastMove.set("forks", forks);
      }
    }
    if (line.ending().isPresent()) {
      Ending e = line.ending().get();
      Optional<String> special = special(e, p.sideToMove(), illegal);
      ObjectNode el;
      if (special.isPresent()) {
        el = out.addObject();
        comments(e.comments(), el);
        el.put("special", special.get());
      } else {
        if (endingAsComment(e, line, out)) {
          return;
        }
        // No element holds the word (a variation made only of this ending), or variations branch
        // from the ending: a special must stand here, and only CSA words are read back strictly.
        // CHUDAN says the game stopped here; the word comes first among its comments.
        el = out.addObject();
        ArrayNode a = el.putArray("comments");
        a.add(commentWord(e));
        addComments(e.comments(), a);
        el.put("special", "CHUDAN");
      }
      time(e.time(), e.totalTime(), el);
      forks(line.endVariations(), p, prev, el);
    }
  }

  /**
   * Whether this writer writes a final move recorded as illegal so that it reads back ({@link
   * WriterRules#writesIllegalMove}). JKF writes every one but a board move from a square without a
   * piece of the side to move, and a promotion of a kind that cannot promote (成 of a gold, a king
   * or a promoted piece): JKF readers refuse both.
   */
  boolean writesIllegalMove(Position before, RecordMove move, Optional<Square> previousTo) {
    Preconditions.checkNotNull(previousTo, "previousTo");
    return PieceMoves.statable(before, Preconditions.checkNotNull(move, "move").move());
  }

  /**
   * Whether this writer writes an ending as a word that reads back as it ({@link
   * WriterRules#namesEnding}). JKF's specials are the CSA words ({@code TORYO} ...), V3.0's
   * included; 封じ手, 不戦勝, a try-rule win and an unknown word have none (written as a comment of the
   * last move, or of a {@code CHUDAN} special where no move can hold it); an ending whose special
   * reads back with another reason or winner ({@link CsaTermination#readsBackAs}) is written with
   * it and named.
   */
  boolean namesEnding(Ending ending, Color toMove, GameRecord record) {
    Preconditions.checkNotNull(ending, "ending");
    Preconditions.checkNotNull(toMove, "toMove");
    Preconditions.checkNotNull(record, "record");
    List<RecordMove> moves = record.moves();
    boolean illegal = !moves.isEmpty() && moves.get(moves.size() - 1).isIllegal();
    return special(ending, toMove, illegal)
        .filter(w -> CsaTermination.readsBackAs(w, ending, toMove, illegal))
        .isPresent();
  }

  /**
   * The {@code special} for an ending: the CSA word it was read from where that still fits, else
   * the CSA word for it; empty when CSA has none. {@code illegal}: the line's last move is recorded
   * as illegal.
   */
  private static Optional<String> special(Ending e, Color toMove, boolean illegal) {
    if (e.text().startsWith("%")
        && CsaTermination.ending(e.text().substring(1), toMove, illegal)
            .filter(o -> o.says(e))
            .isPresent()) {
      return Optional.of(e.text().substring(1));
    }
    return CsaTermination.word(e, toMove, true);
  }

  /**
   * An ending that no JKF {@code special} names (JKF's specials are the CSA words; 封じ手, 不戦勝, a try
   * or an arbitrary word have none): its word and comments become comments of the line's last
   * element, as the CSA writer keeps it in a comment line, so the file stays readable. Where no
   * element can hold them (a variation that is only an ending) or variations branch from the
   * ending, nothing is written and the caller writes a {@code CHUDAN} special with the word as a
   * comment.
   *
   * @return whether the ending was written as comments
   */
  private static boolean endingAsComment(Ending e, Line line, ArrayNode out) {
    if (out.isEmpty() || !line.endVariations().isEmpty()) {
      return false;
    }
    ObjectNode last = (ObjectNode) out.get(out.size() - 1);
    ArrayNode a =
        last.has("comments") ? (ArrayNode) last.get("comments") : last.putArray("comments");
    a.add(commentWord(e));
    addComments(e.comments(), a);
    return true;
  }

  /** The word of an ending JKF has no special for, as a comment: its text, else its reason. */
  private static String commentWord(Ending e) {
    return e.text().isEmpty()
        ? e.kind().name()
        : e.text().startsWith("%") ? e.text().substring(1) : e.text();
  }

  private static void forks(
      List<Line> variations, Position p, Optional<Square> prev, ObjectNode el) {
    ArrayNode forks = null;
    for (Line v : variations) {
      if (isEmpty(v)) {
        continue; // an empty fork, which JKF readers refuse
      }
      forks = forks != null ? forks : el.putArray("forks");
      line(v, p, prev, forks.addArray());
    }
  }

  /**
   * Whether a variation has neither a move nor an ending (a KIF {@code 変化：N手} block with nothing in
   * it): JKF readers refuse the empty fork it would be, so it is left out.
   */
  static boolean isEmpty(Line v) {
    return v.moves().isEmpty() && v.ending().isEmpty();
  }

  private static ObjectNode move(
      Position p, io.github.shogi4j.rules.Move m, Optional<Square> prev) {
    ObjectNode o = Jkf.MAPPER.createObjectNode();
    Color side = p.sideToMove();
    PieceType piece;
    if (m instanceof Drop) {
      piece = ((Drop) m).type();
    } else {
      BoardMove b = (BoardMove) m;
      Optional<Piece> there = p.pieceAt(b.from());
      if (there.isEmpty()) {
        throw new KifuWriteException("no piece on " + b.from().toCsa() + " for " + m.toUsi());
      }
      piece = there.get().type();
      o.set("from", square(b.from()));
    }
    o.set("to", square(m.to()));
    o.put("piece", piece.csa());
    o.put("color", side == Color.SENTE ? 0 : 1);
    if (prev.equals(Optional.of(m.to()))) {
      o.put("same", true);
    }
    if (m instanceof BoardMove) {
      BoardMove b = (BoardMove) m;
      boolean could =
          piece.canPromote() && (b.from().isPromotionZone(side) || b.to().isPromotionZone(side));
      if (b.promote()) {
        o.put("promote", true);
      } else if (could) {
        o.put("promote", false);
      }
    }
    p.pieceAt(m.to()).ifPresent(c -> o.put("capture", c.type().csa()));
    if (!p.isLegal(m) && m instanceof Drop) {
      o.put("relative", "H"); // 打: a text without it is read as a board move where one fits
    } else if (p.isLegal(m)) {
      String ki2;
      try {
        ki2 = JapaneseNotation.ki2(p, m, prev);
      } catch (IllegalArgumentException e) { // no modifiers single the move out
        throw new KifuWriteException(e.getMessage());
      }
      StringBuilder rel = new StringBuilder();
      for (char c : ki2.toCharArray()) {
        int k = Jkf.RELATIVE_KANJI.indexOf(c == '行' ? '上' : c);
        if (k >= 0) {
          rel.append(Jkf.RELATIVE_LETTERS.charAt(k));
        }
      }
      if (rel.length() > 0) {
        o.put("relative", rel.toString());
      }
    }
    return o;
  }

  private static ObjectNode square(Square s) {
    ObjectNode o = Jkf.MAPPER.createObjectNode();
    o.put("x", s.file());
    o.put("y", s.rank());
    return o;
  }

  private static void time(Optional<Duration> now, Optional<Duration> total, ObjectNode el) {
    if (now.isEmpty() && total.isEmpty()) {
      return;
    }
    ObjectNode t = el.putObject("time");
    now.ifPresent(
        d -> {
          ObjectNode n = t.putObject("now");
          n.put("m", d.getSeconds() / 60);
          seconds(n, d.getSeconds() % 60, d.getNano());
        });
    total.ifPresent(
        d -> {
          ObjectNode n = t.putObject("total");
          n.put("h", d.getSeconds() / 3600);
          n.put("m", d.getSeconds() / 60 % 60);
          seconds(n, d.getSeconds() % 60, d.getNano());
        });
  }

  private static void seconds(ObjectNode n, long s, int nanos) {
    if (nanos == 0) {
      n.put("s", s);
    } else {
      n.put("s", BigDecimal.valueOf(s).add(BigDecimal.valueOf(nanos, 9)).stripTrailingZeros());
    }
  }

  private static void comments(List<Comment> comments, ObjectNode el) {
    if (comments.isEmpty()) {
      return;
    }
    addComments(comments, el.putArray("comments"));
  }

  private static void addComments(List<Comment> comments, ArrayNode a) {
    for (Comment c : comments) {
      a.add(c.kind() == Comment.Kind.ENGINE ? "*" + c.text() : c.text());
    }
  }

  @Override
  public List<Loss> leftOut(GameRecord record) {
    return Losses.of(record, format(), rules);
  }
}
