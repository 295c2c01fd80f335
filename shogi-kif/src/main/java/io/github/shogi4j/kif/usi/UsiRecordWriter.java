package io.github.shogi4j.kif.usi;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.internal.Losses;
import io.github.shogi4j.kif.internal.WriterRules;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import java.util.List;
import java.util.Optional;

/**
 * Writes a record's main line as one line of USI.
 *
 * <ul>
 *   <li>{@link KifuFormat#USI}: {@code position startpos moves 7g7f ...} for the even start, {@code
 *       position sfen <SFEN> moves ...} otherwise;
 *   <li>{@link KifuFormat#SFEN}: the bare SFEN of the start for a record without moves, else {@code
 *       sfen <SFEN> moves ...}.
 * </ul>
 *
 * The ending is appended as the end token tools such as ShogiGUI write ({@code resign}, {@code
 * rep_draw}, {@code draw}, {@code timeout}, {@code break}, {@code win}) when one has the same
 * meaning; other endings, variations, times, comments and headers have no place in USI and are left
 * out. A final move recorded as illegal is left out too, with the ending after it. A record whose
 * line would be longer than {@link UsiRecordReader#MAX_LINE_LENGTH} characters (some 200,000
 * moves), which USI reading refuses, is refused with a {@link KifuWriteException}.
 *
 * <p>Immutable and thread-safe.
 */
public final class UsiRecordWriter implements KifuWriter {
  /** What {@link #leftOut} asks of this writer. */
  private final WriterRules rules = WriterRules.of(this::namesEnding, this::writesIllegalMove);

  private static final UsiRecordWriter USI = new UsiRecordWriter(KifuFormat.USI);
  private static final UsiRecordWriter SFEN = new UsiRecordWriter(KifuFormat.SFEN);
  private static final String[] END_TOKENS = {
    "resign", "rep_draw", "draw", "timeout", "break", "win"
  };

  private final KifuFormat format;

  private UsiRecordWriter(KifuFormat format) {
    this.format = format;
  }

  /**
   * The writer of a format.
   *
   * @param format {@link KifuFormat#USI} or {@link KifuFormat#SFEN}
   * @return the writer
   */
  public static UsiRecordWriter of(KifuFormat format) {
    Preconditions.checkArgument(
        format == KifuFormat.USI || format == KifuFormat.SFEN, "not a USI format: %s", format);
    return format == KifuFormat.USI ? USI : SFEN;
  }

  @Override
  public KifuFormat format() {
    return format;
  }

  @Override
  public String write(GameRecord record, WriteOptions options) {
    Preconditions.checkNotNull(record, "record");
    Preconditions.checkNotNull(options, "options");
    Setup s = record.start().setup();
    boolean startpos =
        s.moveNumber() == 1 && record.start().standardHandicap().equals(Optional.of(Handicap.EVEN));
    StringBuilder sb = new StringBuilder();
    boolean legalMoves = !record.moves().isEmpty() && !record.moves().get(0).isIllegal();
    if (format == KifuFormat.SFEN && !legalMoves && record.mainLine().ending().isEmpty()) {
      return sb.append(s.toSfen()).append(options.lineSeparator()).toString();
    }
    if (format == KifuFormat.USI) {
      sb.append("position ");
    }
    sb.append(startpos && format == KifuFormat.USI ? "startpos" : "sfen " + s.toSfen());
    Position p = record.start().position();
    boolean first = true;
    boolean illegal = false;
    for (RecordMove m : record.moves()) {
      if (m.isIllegal()) {
        illegal = true;
        break;
      }
      sb.append(first ? " moves " : " ").append(m.move().toUsi());
      first = false;
      p = p.play(m.move());
    }
    Optional<Ending> e = record.mainLine().ending();
    if (e.isPresent() && !illegal) {
      Color toMove = p.sideToMove();
      Optional<String> token = e.get().outcome().flatMap(o -> token(o, toMove));
      if (token.isPresent()) {
        sb.append(first ? " moves " : " ").append(token.get());
      }
    }
    if (sb.length() > UsiRecordReader.MAX_LINE_LENGTH) {
      // one record is one line: what reading would refuse is not written
      throw new KifuWriteException(
          1,
          "a line of "
              + sb.length()
              + " characters ("
              + record.moves().size()
              + " moves); USI reading refuses lines longer than "
              + UsiRecordReader.MAX_LINE_LENGTH);
    }
    return sb.append(options.lineSeparator()).toString();
  }

  /**
   * Whether this writer writes an ending as a word that reads back as it ({@link
   * WriterRules#namesEnding}). USI's end tokens ({@code resign}, {@code rep_draw}, {@code draw},
   * {@code timeout}, {@code break}, {@code win}) name only some endings.
   */
  boolean namesEnding(Ending ending, Color toMove, GameRecord record) {
    Preconditions.checkNotNull(ending, "ending");
    Preconditions.checkNotNull(toMove, "toMove");
    Preconditions.checkNotNull(record, "record");
    return ending.outcome().flatMap(o -> token(o, toMove)).isPresent();
  }

  /**
   * Whether this writer writes a final move recorded as illegal so that it reads back ({@link
   * WriterRules#writesIllegalMove}). USI writes none: its moves are legal ones.
   */
  boolean writesIllegalMove(Position before, RecordMove move, Optional<Square> previousTo) {
    Preconditions.checkNotNull(before, "before");
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(previousTo, "previousTo");
    return false;
  }

  private static Optional<String> token(Outcome o, Color toMove) {
    for (String t : END_TOKENS) {
      if (UsiRecordReader.endToken(t, toMove).equals(Optional.of(o))) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  @Override
  public List<Loss> leftOut(GameRecord record) {
    return Losses.of(record, format(), rules);
  }
}
