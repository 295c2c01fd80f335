package io.github.shogi4j.kif.csa;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.Rating;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.kif.internal.Losses;
import io.github.shogi4j.kif.internal.WriterRules;
import io.github.shogi4j.kif.replay.PieceMoves;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.MoveNotation;
import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes the CSA standard record format, V2.2 or V3.0: the version line ({@code V3.0} preceded by
 * {@code 'CSA encoding=...} naming the encoding of the bytes), {@code N+}/{@code N-}, the {@code $}
 * headers (verbatim when the record was read from CSA, mapped from KIF keys by {@link HeaderKey}
 * otherwise, with dates and time controls in the CSA forms ({@link HeaderKey#csaValue}); keys CSA
 * has no place for are left out), the start position as {@code PI} (with the removed pieces of a
 * handicap) or as {@code P1}-{@code P9} rows with {@code P+}/{@code P-} hands, the side to move,
 * one move a line with its time on a {@code T} line (whole seconds in V2.2, up to milliseconds in
 * V3.0), comments as {@code '*} and engine comments as {@code '**}, and the special move ({@code
 * %TORYO} ...).
 *
 * <p>CSA has no variations and no bookmarks: only the main line is written. Nor has it a place for
 * the number of the first move: a record that starts after move 1 (a {@code 手数＝N} caption, an
 * SFEN's move number) reads back from move 1, and {@link KifuWriter#leftOut} says so. An ending CSA
 * has no word for (封じ手, 不戦勝, a try-rule win, an unknown word, a move limit before V3.0) is written
 * as a plain {@code '} comment line, which readers ignore; so is a result that no ending move
 * states ({@link GameRecord#result()} of a record whose summary line counts other moves).
 *
 * <p>A final move recorded as illegal (反則) is written as played, followed by its ending ({@code
 * %ILLEGAL_MOVE}); one from a square without a piece of the side to move, whose piece the record
 * does not hold for CSA to name, or a promotion of a kind that cannot promote, which CSA cannot
 * state, is left out, the ending written where it stood, and {@link KifuWriter#leftOut} names it.
 *
 * <p>What CSA reading refuses is not written: a record of more than {@link CsaReader#MAX_MOVES}
 * moves, or one with a line (a comment, a header) longer than {@link CsaReader#MAX_LINE_LENGTH}
 * characters, is refused with a {@link KifuWriteException}.
 *
 * <p>Immutable and thread-safe.
 */
public final class CsaWriter implements KifuWriter {
  /** What {@link #leftOut} asks of this writer. */
  private final WriterRules rules =
      WriterRules.of(this::timeStep, this::namesEnding, this::writesIllegalMove);

  private static final CsaWriter V22 = new CsaWriter(false, false);
  private static final CsaWriter V30 = new CsaWriter(true, false);
  private static final CsaWriter AS_READ = new CsaWriter(false, true);
  private static final PieceType[] HAND_ORDER = {
    PieceType.PAWN,
    PieceType.LANCE,
    PieceType.KNIGHT,
    PieceType.SILVER,
    PieceType.GOLD,
    PieceType.BISHOP,
    PieceType.ROOK
  };

  private final boolean v3;
  private final boolean asRead;

  private CsaWriter(boolean v3, boolean asRead) {
    this.v3 = v3;
    this.asRead = asRead;
  }

  /**
   * The writer that keeps the version a record was read in: V3.0 for a record read from a CSA V3.0
   * file ({@link GameRecord#formatVersion()} {@code V3.x}), V2.2 for any other record. This is the
   * format's default writer ({@link io.github.shogi4j.kif.Kifu#writer}).
   *
   * @return the writer
   */
  public static CsaWriter asRead() {
    return AS_READ;
  }

  /**
   * The V2.2 writer, whatever version the record was read in.
   *
   * @return the writer
   */
  public static CsaWriter v22() {
    return V22;
  }

  /**
   * The V3.0 writer, whatever version the record was read in: declares its encoding and writes
   * decimal times.
   *
   * @return the writer
   */
  public static CsaWriter v30() {
    return V30;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.CSA;
  }

  @Override
  public String write(GameRecord record, WriteOptions options) {
    Preconditions.checkNotNull(record, "record");
    Preconditions.checkNotNull(options, "options");
    if (asRead) {
      return (writesV3(record) ? V30 : V22).write(record, options);
    }
    if (record.moves().size() > CsaReader.MAX_MOVES) {
      throw new KifuWriteException(
          record.moves().size()
              + " moves; CSA reading refuses records"
              + " of more than "
              + CsaReader.MAX_MOVES);
    }
    List<String> out = new ArrayList<>();
    if (v3) {
      Charset cs = options.charset().orElse(KifuFormat.CSA.defaultCharset());
      String name = EncodingDetector.displayName(cs).toUpperCase(Locale.ROOT);
      out.add("'CSA encoding=" + name);
      out.add("V3.0");
    } else {
      out.add("V2.2");
    }
    headers(record, out);
    start(record, out);
    comments(record.startComments(), out);
    Position p = record.start().position();
    for (RecordMove m : record.moves()) {
      if (m.isIllegal() && !PieceMoves.statable(p, m.move())) {
        break;
      }
      out.add(MoveNotation.csa(p, m.move()));
      m.time().ifPresent(t -> out.add("T" + seconds(t)));
      comments(m.comments(), out);
      if (m.isIllegal()) {
        break;
      }
      p = p.play(m.move());
    }
    Optional<Ending> e = record.mainLine().ending();
    if (e.isPresent()) {
      ending(e.get(), p.sideToMove(), out);
    } else if (record.result().isPresent()) {
      // a result that no ending move states (the summary line of a record cut short): a special
      // move here would name the side to move as the loser, so it is kept as a comment
      out.add("'" + record.resultText().orElse(record.result().get().toString()));
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < out.size(); i++) {
      String l = out.get(i);
      if (l.length() > CsaReader.MAX_LINE_LENGTH) {
        // CSA has no continuation line: what reading would refuse is not written
        throw new KifuWriteException(
            i + 1,
            "a line of "
                + l.length()
                + " characters ("
                + l.substring(0, 20)
                + "...); CSA reading refuses lines longer than "
                + CsaReader.MAX_LINE_LENGTH);
      }
      sb.append(l).append(options.lineSeparator());
    }
    return sb.toString();
  }

  private void headers(GameRecord record, List<String> out) {
    Optional<String> sente = record.sente();
    Optional<String> gote = record.gote();
    sente.ifPresent(s -> out.add("N+" + s));
    gote.ifPresent(s -> out.add("N-" + s));
    for (Header h : record.headers().all()) {
      h.checkOneLine();
      String k = h.key();
      if (k.startsWith("$")) {
        out.add(k + ":" + h.value());
        continue;
      }
      if (k.equals(Rating.SENTE_KEY) || k.equals(Rating.GOTE_KEY)) {
        out.add("'" + k + ":" + h.value());
        continue;
      }
      for (HeaderKey key : HeaderKey.values()) {
        if (key != HeaderKey.SENTE
            && key != HeaderKey.GOTE
            && key.kifKeys().contains(k)
            && !key.csaKey().isEmpty()
            && record.headers().get(key.csaKey()).isEmpty()) {
          out.add(key.csaKey() + ":" + key.csaValue(h.value().strip()));
        }
      }
    }
  }

  private static void start(GameRecord record, List<String> out) {
    Setup s = record.start().setup();
    Optional<Handicap> h = record.start().handicap();
    if (h.isPresent()) {
      Setup even = Sfen.parse(Sfen.STARTPOS);
      StringBuilder pi = new StringBuilder("PI");
      for (Square sq : Square.values()) {
        Optional<Piece> was = even.pieceAt(sq);
        if (was.isPresent() && s.pieceAt(sq).isEmpty()) {
          pi.append(sq.toCsa()).append(was.get().type().csa());
        }
      }
      out.add(pi.toString());
    } else {
      for (int rank = 1; rank <= 9; rank++) {
        StringBuilder row = new StringBuilder("P").append(rank);
        for (int file = 9; file >= 1; file--) {
          Optional<Piece> pc = s.pieceAt(Square.of(file, rank));
          row.append(pc.isEmpty() ? " * " : sign(pc.get().color()) + pc.get().type().csa());
        }
        out.add(row.toString());
      }
      for (Color c : Color.values()) {
        Hand hand = s.hand(c);
        if (hand.isEmpty()) {
          continue;
        }
        StringBuilder line = new StringBuilder("P").append(sign(c));
        for (PieceType t : HAND_ORDER) {
          for (int i = 0; i < hand.count(t); i++) {
            line.append("00").append(t.csa());
          }
        }
        out.add(line.toString());
      }
    }
    out.add(String.valueOf(sign(s.sideToMove())));
  }

  private static char sign(Color c) {
    return c == Color.SENTE ? '+' : '-';
  }

  private static void comments(List<Comment> comments, List<String> out) {
    for (Comment c : comments) {
      out.add((c.kind() == Comment.Kind.ENGINE ? "'**" : "'*") + c.text());
    }
  }

  /**
   * Whether this writer writes a final move recorded as illegal so that it reads back ({@link
   * WriterRules#writesIllegalMove}). CSA writes every one but a board move from a square without a
   * piece of the side to move, whose piece the record does not hold (a CSA move names it), and a
   * promotion of a kind that cannot promote (成 of a gold, a king or a promoted piece), which CSA
   * text cannot state.
   */
  boolean writesIllegalMove(Position before, RecordMove move, Optional<Square> previousTo) {
    Preconditions.checkNotNull(previousTo, "previousTo");
    return PieceMoves.statable(before, Preconditions.checkNotNull(move, "move").move());
  }

  /**
   * The step of the times this writer writes ({@link WriterRules#timeStep}).
   *
   * @return one second for V2.2 ({@code T12}), one millisecond for V3.0 ({@code T12.345})
   */
  Optional<Duration> timeStep(GameRecord record) {
    Preconditions.checkNotNull(record, "record");
    return Optional.of(writesV3(record) ? Duration.ofMillis(1) : Duration.ofSeconds(1));
  }

  /** Whether this writer writes {@code record} in V3.0. */
  private boolean writesV3(GameRecord record) {
    return asRead ? record.formatVersion().map(v -> v.startsWith("V3")).orElse(false) : v3;
  }

  private String seconds(Duration d) {
    if (!v3) {
      return Long.toString(d.getSeconds());
    }
    long millis = d.toMillis();
    BigDecimal s = BigDecimal.valueOf(millis, 3).stripTrailingZeros();
    return s.scale() <= 0 ? s.toBigInteger().toString() : s.toPlainString();
  }

  /**
   * Whether this writer writes an ending as a word that reads back as it ({@link
   * WriterRules#namesEnding}). CSA's special moves ({@code %TORYO} ...) name most endings; 封じ手,
   * 不戦勝, a try-rule win, an unknown word, and a move limit before V3.0 have none (written as a
   * plain {@code '} comment line, which readers ignore); an ending whose word reads back with
   * another reason or winner ({@link CsaTermination#readsBackAs}: perpetual check written {@code
   * %SENNICHITE}, a resignation won by the side to move) is written with it and named.
   */
  boolean namesEnding(Ending ending, Color toMove, GameRecord record) {
    Preconditions.checkNotNull(ending, "ending");
    Preconditions.checkNotNull(toMove, "toMove");
    Preconditions.checkNotNull(record, "record");
    List<RecordMove> moves = record.moves();
    boolean illegal = !moves.isEmpty() && moves.get(moves.size() - 1).isIllegal();
    return word(ending, toMove, writesV3(record))
        .filter(w -> CsaTermination.readsBackAs(w, ending, toMove, illegal))
        .isPresent();
  }

  /** The special move's word for an ending (the one it was read from, where it still fits). */
  private static Optional<String> word(Ending e, Color toMove, boolean v3) {
    if (e.text().startsWith("%")
        && CsaTermination.ending(e.text().substring(1), toMove, false)
            .filter(o -> o.says(e))
            .isPresent()) {
      return Optional.of(e.text().substring(1));
    }
    return CsaTermination.word(e, toMove, v3);
  }

  private void ending(Ending e, Color toMove, List<String> out) {
    Optional<String> word = word(e, toMove, v3);
    if (word.isEmpty()) {
      out.add("'" + (e.text().isEmpty() ? e.kind().name() : e.text()));
    } else {
      out.add("%" + word.get());
      e.time().ifPresent(t -> out.add("T" + seconds(t)));
    }
    comments(e.comments(), out);
  }

  @Override
  public List<Loss> leftOut(GameRecord record) {
    return Losses.of(record, format(), rules);
  }
}
