package io.github.shogi4j.kif.csa;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.rules.Color;
import java.util.Optional;

/**
 * The CSA special moves (特殊な指し手, {@code %TORYO} ...), shared by CSA and JKF (whose {@code special}
 * values are the same words without {@code %}), both ways.
 *
 * <p>Decisions: {@code %TIME_UP}, {@code %ILLEGAL_MOVE} and {@code %TSUMI} are losses of the side
 * to move; {@code %KACHI} is a win of the side to move (a declaration whose validity the record
 * does not settle: see {@code docs/rules.md}); {@code %+ILLEGAL_ACTION} is a loss of sente, {@code
 * %-ILLEGAL_ACTION} of gote. After a move recorded as illegal, every illegal-move word is a loss of
 * the side that played it.
 *
 * <p>Stateless and thread-safe.
 */
public final class CsaTermination {
  private CsaTermination() {}

  /**
   * What a special move says: its kind and winner, as an ending without text. {@code %MATTA} (待った)
   * and {@code %FUZUMI} (不詰) are words only a record holds ({@link EndingKind#isRecordWord()});
   * {@code %ERROR} is the rules' {@link EndingKind#ERROR}, with no winner.
   *
   * @param word the word without {@code %}, for example {@code TORYO} or {@code +ILLEGAL_ACTION}
   * @param toMove the side to move when the special move is made
   * @param afterIllegalMove whether the line's last move is recorded as illegal (its mover is then
   *     {@code toMove}, which loses on an illegal-move word)
   * @return the ending, or empty for a word CSA does not define
   */
  public static Optional<Ending> ending(String word, Color toMove, boolean afterIllegalMove) {
    Preconditions.checkNotNull(word, "word");
    Preconditions.checkNotNull(toMove, "toMove");
    Color other = toMove.opposite();
    switch (word) {
      case "TORYO":
        return win(other, EndingKind.RESIGNATION);
      case "CHUDAN":
        return noWinner(EndingKind.ABORT);
      case "SENNICHITE":
        return noWinner(EndingKind.SENNICHITE);
      case "TIME_UP":
        return win(other, EndingKind.TIME_LOSS);
      case "ILLEGAL_MOVE":
        return win(other, EndingKind.ILLEGAL_MOVE);
      case "+ILLEGAL_ACTION":
        return win(afterIllegalMove ? other : Color.GOTE, EndingKind.ILLEGAL_MOVE);
      case "-ILLEGAL_ACTION":
        return win(afterIllegalMove ? other : Color.SENTE, EndingKind.ILLEGAL_MOVE);
      case "JISHOGI":
        return noWinner(EndingKind.AGREED_IMPASSE);
      case "KACHI":
        return win(toMove, EndingKind.IMPASSE_DECLARATION);
      case "HIKIWAKE":
        return noWinner(EndingKind.DRAW);
      case "MATTA":
        return noWinner(EndingKind.MATTA);
      case "TSUMI":
        return win(other, EndingKind.CHECKMATE);
      case "FUZUMI":
        return noWinner(EndingKind.NO_MATE);
      case "ERROR":
        return noWinner(EndingKind.ERROR);
      case "MAX_MOVES":
        return noWinner(EndingKind.MAX_MOVES);
      default:
        return Optional.empty();
    }
  }

  private static Optional<Ending> win(Color winner, EndingKind kind) {
    return Optional.of(Ending.of(kind, Optional.of(winner)));
  }

  private static Optional<Ending> noWinner(EndingKind kind) {
    return Optional.of(Ending.of(kind, Optional.empty()));
  }

  /**
   * Whether a word declares an illegal move or action.
   *
   * @param word the word without {@code %}
   * @return true for {@code ILLEGAL_MOVE}, {@code +ILLEGAL_ACTION}, {@code -ILLEGAL_ACTION}
   */
  public static boolean isIllegal(String word) {
    return word.equals("ILLEGAL_MOVE") || word.endsWith("ILLEGAL_ACTION");
  }

  /**
   * Whether a special move reads back as an ending: the same reason and the same winner. A word is
   * written for some endings it does not state ({@code SENNICHITE} for perpetual check, {@code
   * TSUMI} for no legal move, {@code TORYO} for any resignation, whoever the record names as the
   * winner): writers name those as left out.
   *
   * @param word the word without {@code %}
   * @param ending the ending
   * @param toMove the side to move at the ending (after an illegal final move: the side that played
   *     it)
   * @param afterIllegalMove whether the line's last move is recorded as illegal
   * @return true when reading the word gives the ending's reason and winner
   */
  public static boolean readsBackAs(
      String word, Ending ending, Color toMove, boolean afterIllegalMove) {
    Preconditions.checkNotNull(ending, "ending");
    return ending(word, toMove, afterIllegalMove).filter(o -> o.says(ending)).isPresent();
  }

  /**
   * The CSA word for an ending, without {@code %}.
   *
   * @param ending the ending
   * @param toMove the side to move at the ending (after an illegal final move: the side that played
   *     it)
   * @param v3 whether the target is CSA V3.0 (which adds {@code MAX_MOVES})
   * @return the word, or empty when CSA has none for it ({@link EndingKind#SEALED_MOVE}, {@link
   *     EndingKind#FORFEIT}, {@link EndingKind#TRY_RULE}, {@link EndingKind#UNKNOWN}, and a {@link
   *     EndingKind#MAX_MOVES} before V3.0)
   */
  public static Optional<String> word(Ending ending, Color toMove, boolean v3) {
    Preconditions.checkNotNull(ending, "ending");
    Preconditions.checkNotNull(toMove, "toMove");
    Optional<Color> winner = ending.winner();
    switch (ending.kind()) {
      case RESIGNATION:
        return Optional.of("TORYO");
      case ABORT:
        return Optional.of("CHUDAN");
      case SENNICHITE:
      case PERPETUAL_CHECK:
        return Optional.of("SENNICHITE");
      case TIME_LOSS:
        return Optional.of("TIME_UP");
      case ILLEGAL_MOVE:
        if (winner.isEmpty() || winner.get() != toMove) {
          return Optional.of("ILLEGAL_MOVE");
        }
        // the side to move wins: the move just made was the illegal action
        return Optional.of(winner.get() == Color.SENTE ? "-ILLEGAL_ACTION" : "+ILLEGAL_ACTION");
      case AGREED_IMPASSE:
        return Optional.of("JISHOGI");
      case IMPASSE_DECLARATION:
        return Optional.of("KACHI");
      case DRAW:
        return Optional.of("HIKIWAKE");
      case MATTA:
        return Optional.of("MATTA");
      case CHECKMATE:
      case NO_LEGAL_MOVES:
        return Optional.of("TSUMI");
      case NO_MATE:
        return Optional.of("FUZUMI");
      case ERROR:
        return Optional.of("ERROR");
      case MAX_MOVES:
        return v3 ? Optional.of("MAX_MOVES") : Optional.empty();
      default:
        return Optional.empty();
    }
  }
}
