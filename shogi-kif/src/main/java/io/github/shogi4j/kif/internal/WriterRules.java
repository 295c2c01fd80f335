package io.github.shogi4j.kif.internal;

import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a writer tells {@link Losses} of its format, for {@link KifuWriter#leftOut}: not part of the
 * writers' public API (this package is not exported).
 */
public interface WriterRules {

  /**
   * The step of the times (消費時間) the writer writes for a record: a time spent or total that is not
   * a whole number of steps is written without its remainder (truncated), and {@link
   * KifuWriter#leftOut} counts such times.
   *
   * @param record the record (its format version may decide)
   * @return empty when the format writes every time exactly (JKF), or writes no times at all (KI2,
   *     USI, which {@link KifuWriter#leftOut} names as time fields); one second for KIF and CSA
   *     V2.2, one millisecond for CSA V3.0
   */
  Optional<Duration> timeStep(GameRecord record);

  /**
   * Whether the writer writes an ending (終局) as its format's own word for it, which readers of the
   * format read back as the same ending. Formats with a fixed set of words (CSA and JKF specials,
   * USI end tokens) have none for some endings, such as 封じ手 (a sealed move) or 不戦勝 (a forfeit); the
   * writer then keeps the text as a comment where the format has comments, and {@link
   * KifuWriter#leftOut} names the ending.
   *
   * @param ending the ending
   * @param toMove the side to move when the game ended (after a final move recorded as illegal: the
   *     side that played it)
   * @param record the record the ending ends (its format version may decide)
   * @return true when it does (KIF and KI2 write every ending in words but CSA {@code %ERROR})
   */
  boolean namesEnding(Ending ending, Color toMove, GameRecord record);

  /**
   * Whether the writer writes a line's final move recorded as illegal (反則, {@link
   * RecordMove#illegal()}) so that readers of the format read it back as that move. Where it
   * cannot, the writer leaves the move out and ends the line where the move stood, with the same
   * ending where the format has a word for it, and {@link KifuWriter#leftOut} names the move.
   *
   * @param before the position before the move
   * @param move the move, recorded as illegal
   * @param previousTo the destination of the move before it, empty at the start
   * @return true when it does
   */
  default boolean writesIllegalMove(Position before, RecordMove move, Optional<Square> previousTo) {
    return true;
  }

  /** {@link #namesEnding}, as a writer's method. */
  @FunctionalInterface
  interface EndingWords {
    /**
     * See {@link WriterRules#namesEnding}.
     *
     * @param ending the ending
     * @param toMove the side to move when the game ended
     * @param record the record
     * @return whether the ending is written as a word that reads back as it
     */
    boolean names(Ending ending, Color toMove, GameRecord record);
  }

  /** {@link #writesIllegalMove}, as a writer's method. */
  @FunctionalInterface
  interface IllegalMoves {
    /**
     * See {@link WriterRules#writesIllegalMove}.
     *
     * @param before the position before the move
     * @param move the move, recorded as illegal
     * @param previousTo the destination of the move before it
     * @return whether the move is written so that it reads back
     */
    boolean writes(Position before, RecordMove move, Optional<Square> previousTo);
  }

  /**
   * The rules of a writer that writes every time exactly or none at all ({@link #timeStep} empty).
   *
   * @param endings its {@link #namesEnding}
   * @param illegal its {@link #writesIllegalMove}
   * @return the rules
   */
  static WriterRules of(EndingWords endings, IllegalMoves illegal) {
    return of(record -> Optional.empty(), endings, illegal);
  }

  /**
   * The rules of a writer, from its methods.
   *
   * @param timeStep its {@link #timeStep}
   * @param endings its {@link #namesEnding}
   * @param illegal its {@link #writesIllegalMove}
   * @return the rules
   */
  static WriterRules of(
      Function<GameRecord, Optional<Duration>> timeStep,
      EndingWords endings,
      IllegalMoves illegal) {
    return new WriterRules() {
      @Override
      public Optional<Duration> timeStep(GameRecord record) {
        return timeStep.apply(record);
      }

      @Override
      public boolean namesEnding(Ending ending, Color toMove, GameRecord record) {
        return endings.names(ending, toMove, record);
      }

      @Override
      public boolean writesIllegalMove(
          Position before, RecordMove move, Optional<Square> previousTo) {
        return illegal.writes(before, move, previousTo);
      }
    };
  }
}
