package io.github.shogi4j.rules.notation;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Sets;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;
import java.util.Optional;
import java.util.Set;

/**
 * Japanese move text taken apart, not yet resolved against a position: {@code ７六歩(77)}, {@code
 * 同　銀右上不成}, {@code ４五角打}.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param to the destination; empty for {@code 同} (the square of the previous move)
 * @param piece the kind as written, before the move (a promoted kind for 馬, 龍, と, 成銀, ...)
 * @param modifiers the relative modifiers (KI2)
 * @param promotion 成, 不成 or nothing
 * @param drop whether {@code 打} was written
 * @param from the from-square in parentheses (KIF); empty when absent or {@code (00)}
 * @param fromZero whether the text had the drop marker {@code (00)}
 */
public record MoveText(
    Optional<Square> to,
    PieceType piece,
    Set<Modifier> modifiers,
    Promotion promotion,
    boolean drop,
    Optional<Square> from,
    boolean fromZero) {

  /**
   * Checks the fields and copies the modifier set.
   *
   * @param to destination or empty for 同
   * @param piece piece kind
   * @param modifiers modifiers
   * @param promotion promotion
   * @param drop 打 written
   * @param from from-square or empty
   * @param fromZero (00) written
   */
  public MoveText {
    Preconditions.checkNotNull(to, "to");
    Preconditions.checkNotNull(piece, "piece");
    Preconditions.checkNotNull(promotion, "promotion");
    Preconditions.checkNotNull(from, "from");
    modifiers = modifiers.isEmpty() ? ImmutableSet.of() : Sets.immutableEnumSet(modifiers);
  }

  /**
   * Whether the text is a drop: {@code 打} or {@code (00)}.
   *
   * @return true for a drop
   */
  public boolean isDrop() {
    return drop || fromZero;
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder("MoveText[");
    to.ifPresent(t -> b.append("to=").append(t).append(", "));
    b.append("piece=").append(piece);
    if (!modifiers.isEmpty()) {
      b.append(", modifiers=").append(modifiers);
    }
    b.append(", promotion=").append(promotion).append(", drop=").append(drop);
    from.ifPresent(f -> b.append(", from=").append(f));
    return b.append(", fromZero=").append(fromZero).append(']').toString();
  }
}
