package io.github.shogi4j.rules.notation;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import java.util.Optional;

/**
 * Move text resolved against a position.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param move the move the text denotes
 * @param illegal the rule it breaks when the text denotes an illegal move (only when the caller
 *     allowed illegal moves)
 * @param warning what a lenient resolution accepted (a forced promotion written without 成, a
 *     from-square that contradicts the piece), empty when the text was exact
 */
public record ResolvedMove(
    Move move, Optional<IllegalMoveReason> illegal, Optional<String> warning) {

  /**
   * Checks the fields.
   *
   * @param move move
   * @param illegal illegal reason or empty
   * @param warning warning or empty
   */
  public ResolvedMove {
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(illegal, "illegal");
    Preconditions.checkNotNull(warning, "warning");
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("ResolvedMove[move=").append(move);
    illegal.ifPresent(r -> b.append(", illegal=").append(r));
    warning.ifPresent(w -> b.append(", warning=").append(w));
    return b.append(']').toString();
  }
}
