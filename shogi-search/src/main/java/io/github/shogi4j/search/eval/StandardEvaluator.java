package io.github.shogi4j.search.eval;

import io.github.shogi4j.search.Evaluator;
import java.io.IOException;
import java.io.Reader;

/**
 * The default evaluator: material ({@link PieceValues}) plus placement, king safety and the worth
 * of pieces in hand by the phase of the game. Hand-tuned terms, all in centipawns:
 *
 * <ul>
 *   <li>Defence (囲い): golds, silvers and promoted minor pieces next to or two squares from their
 *       own king.
 *   <li>Attack (寄せ): pieces near the enemy king, the more the stronger the piece's short steps
 *       (horse and dragon most, then golds, silvers and knights).
 *   <li>King safety: the enemy's pieces in hand weighted by how well they drop (rook and bishop
 *       most, pawns little) times the empty squares around the king where they can land; a king
 *       that leaves its camp early is penalised (an entering king, 入玉, late in the game is not).
 *   <li>Pieces in hand (持ち駒) gain worth as the game opens up: the phase runs from 0 at the start to
 *       full when ten pieces are in hands or promoted.
 *   <li>Pawns on the fourth rank from the enemy, ready to break into the camp; a small bonus for
 *       having the move (手番).
 * </ul>
 *
 * <p>Every weight is a parameter: the piece values on the board (which need not be {@link
 * PieceValues}), the value of holding one, two, ... pieces of each kind in hand, the defence and
 * attack tables by piece type and distance from the king, the drop danger of each hand kind, the
 * camp penalty and the tempo. {@link #instance()} carries the parameters tuned by the project's own
 * tooling on its own self-play games (the resource {@code standard.txt} in this package; the tools
 * and commands that reproduce it are in {@code docs/evaluation.md}); {@link #handMade()} carries
 * the hand-made values it started from. Both beat {@link MaterialEvaluator} in self-play.
 *
 * <p>Immutable and thread-safe; equal when the parameters are equal. Only this library implements
 * it (the engine evaluates it on its own board, without making positions); an evaluator of one's
 * own implements {@link Evaluator}.
 */
public sealed interface StandardEvaluator extends Evaluator permits StandardEval {

  /**
   * The standard evaluator, with the tuned parameters shipped in this library.
   *
   * @return the instance
   */
  static StandardEvaluator instance() {
    return StandardEval.instance();
  }

  /**
   * The standard evaluator with the hand-made parameters the tuning started from, kept for
   * comparison (the tuned {@link #instance()} is the default).
   *
   * @return the instance
   */
  static StandardEvaluator handMade() {
    return StandardEval.handMade();
  }

  /**
   * The standard evaluator with parameters read from text, in the form of the resource {@code
   * standard.txt} of this package (as the tuning tool writes it): one line a section, its name then
   * its integer values; {@code #} starts a comment.
   *
   * @param text the parameters, read to the end (at most 1 MB)
   * @param source the name errors give for the text (a file name, say)
   * @return the evaluator
   * @throws IOException if the reader fails
   * @throws IllegalArgumentException naming the source and line of a missing, repeated or unknown
   *     section, a wrong count of values or a value that is not an integer, or when the text is
   *     longer than 1 MB
   */
  static StandardEvaluator fromParameters(Reader text, String source) throws IOException {
    return StandardEval.fromParameters(text, source);
  }
}
