package io.github.shogi4j.search.eval;

import io.github.shogi4j.search.Evaluator;
import java.io.IOException;
import java.io.Reader;

/**
 * The default evaluator: material ({@link PieceValues}) plus placement, king safety and the worth
 * of pieces in hand by the phase of the game, all in centipawns, linear in its parameters:
 *
 * <ul>
 *   <li>Each piece's value on the board, and the worth of its square by its type (left and right
 *       folded together: a piece on the second file counts as on the eighth).
 *   <li>Each piece's place relative to its own king (囲い: a gold diagonally in front of the king, a
 *       silver two files away) and relative to the enemy king (寄せ: a dragon two ranks behind it),
 *       by type and by how many ranks ahead of or behind the king and how many files apart, as its
 *       owner sees the board; the kings' places relative to each other are read the same way.
 *   <li>Optionally, pairs of pieces beside a king (玉の周りの駒の組: within two ranks and two files of it),
 *       by kind, owner and place, for the king's owner: a castle's pieces standing together,
 *       attackers together. The shipped parameters leave them out (all 0), and then the engine does
 *       not follow them at all.
 *   <li>King safety: the enemy's pieces in hand weighted by how well they drop times the empty
 *       squares around the king where they can land; a king that leaves its camp early is penalised
 *       (an entering king, 入玉, late in the game is not).
 *   <li>Pieces in hand (持ち駒) by count (the first of a kind is worth more than the next), gaining
 *       worth as the game opens up: the phase runs from 0 at the start to full when ten pieces are
 *       in hands or promoted.
 *   <li>A bonus for having the move (手番).
 * </ul>
 *
 * <p>{@link #instance()} carries the parameters learned by the project's own tooling from its own
 * self-play games (the resource {@code standard.txt} in this package; the tools and the commands
 * that reproduce it are in {@code docs/evaluation.md}); {@link #handMade()} carries the hand-made
 * values the learning started from (pawns on the fourth rank, defenders and attackers within three
 * squares of a king by their distance). Both beat {@link MaterialEvaluator} in self-play.
 *
 * <p>Immutable and thread-safe; equal when the parameters are equal. Only this library implements
 * it (the engine evaluates it on its own board, without making positions, and follows it move by
 * move); an evaluator of one's own implements {@link Evaluator}.
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
   * its integer values; {@code #} starts a comment. Every section must be given once, except the
   * tables by the king's square ({@code own-king-square}, {@code enemy-king-square}) and the pairs
   * beside the kings ({@code king-pairs}), which may be left out and are then all 0.
   *
   * @param text the parameters, read to the end (at most 8 MB)
   * @param source the name errors give for the text (a file name, say)
   * @return the evaluator
   * @throws IOException if the reader fails
   * @throws IllegalArgumentException naming the source and line of a missing, repeated or unknown
   *     section, a wrong count of values, a value that is not an integer or a value of the {@code
   *     own-king}, {@code enemy-king}, {@code own-king-square} and {@code enemy-king-square}
   *     sections beyond ±16383, a value of {@code king-pairs} beyond ±127, or when the text is
   *     longer than 8 MB
   */
  static StandardEvaluator fromParameters(Reader text, String source) throws IOException {
    return StandardEval.fromParameters(text, source);
  }
}
