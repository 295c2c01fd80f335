package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import java.util.Optional;

/**
 * How the server ended a game: the reason line ({@code #RESIGN}, {@code #TIME_UP} ...) and the
 * verdict line that follows it ({@code #WIN}, {@code #LOSE}, {@code #DRAW}, or {@code #CENSORED}
 * after {@code #MAX_MOVES}); {@code #CHUDAN} (an interrupted game) comes alone.
 *
 * <p>Immutable and thread-safe.
 *
 * @param reason the reason line, empty when the server sent a verdict alone
 * @param verdict the verdict for this client, empty after {@code #CHUDAN}
 * @param declared whether the special move before the result was {@code %KACHI} (入玉宣言), which makes
 *     {@code #JISHOGI} and {@code #ILLEGAL_MOVE} a judged declaration
 */
public record GameEnd(Optional<Reason> reason, Optional<Verdict> verdict, boolean declared) {

  /** The reason lines of the CSA protocol. */
  public enum Reason {
    /** {@code #RESIGN}: a side resigned (投了, {@code %TORYO}), or left the game. */
    RESIGN,
    /** {@code #TIME_UP}: the side to move ran out of time (時間切れ). */
    TIME_UP,
    /** {@code #SENNICHITE}: fourfold repetition (千日手), a draw. */
    SENNICHITE,
    /** {@code #OUTE_SENNICHITE}: repetition by perpetual check (連続王手の千日手). */
    OUTE_SENNICHITE,
    /** {@code #ILLEGAL_MOVE}: an illegal move or a wrong declaration (反則). */
    ILLEGAL_MOVE,
    /** {@code #JISHOGI}: an impasse (持将棋), by a declaration ({@code %KACHI}) or by points. */
    JISHOGI,
    /** {@code #MAX_MOVES}: the move limit was reached. */
    MAX_MOVES,
    /** {@code #CHUDAN}: the game was interrupted (中断). */
    CHUDAN
  }

  /** The verdict lines of the CSA protocol, for the client that reads them. */
  public enum Verdict {
    /** {@code #WIN}. */
    WIN,
    /** {@code #LOSE}. */
    LOSE,
    /** {@code #DRAW}. */
    DRAW,
    /** {@code #CENSORED}: the game was cut off at the move limit (打ち切り), no winner. */
    CENSORED
  }

  /**
   * Checks that a reason or a verdict is present, and that {@code #CHUDAN} has no verdict.
   *
   * @param reason the reason
   * @param verdict the verdict
   * @param declared whether {@code %KACHI} came before
   */
  public GameEnd {
    Preconditions.checkNotNull(reason, "reason");
    Preconditions.checkNotNull(verdict, "verdict");
    Preconditions.checkArgument(reason.isPresent() || verdict.isPresent(), "nothing ended");
    Preconditions.checkArgument(
        verdict.isPresent() != (reason.orElse(null) == Reason.CHUDAN),
        "#CHUDAN comes alone, and every other ending has a verdict");
  }

  /**
   * The reason of a result line.
   *
   * @param line for example {@code "#RESIGN"}
   * @return the reason, empty when the line is not a reason line
   */
  public static Optional<Reason> reasonOf(String line) {
    if (!line.startsWith("#")) {
      return Optional.empty();
    }
    for (Reason r : Reason.values()) {
      if (line.substring(1).equals(r.name())) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /**
   * The verdict of a result line.
   *
   * @param line for example {@code "#WIN"}
   * @return the verdict, empty when the line is not a verdict line
   */
  public static Optional<Verdict> verdictOf(String line) {
    if (!line.startsWith("#")) {
      return Optional.empty();
    }
    for (Verdict v : Verdict.values()) {
      if (line.substring(1).equals(v.name())) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }

  /**
   * The outcome in the rules' terms.
   *
   * <p>Winner: this client for {@code #WIN}, the other side for {@code #LOSE}, none for {@code
   * #DRAW}, {@code #CENSORED} and {@code #CHUDAN}. Termination: {@code #RESIGN} is {@link
   * Termination#RESIGNATION}, {@code #TIME_UP} {@link Termination#TIME_LOSS}, {@code #SENNICHITE}
   * {@link Termination#SENNICHITE}, {@code #OUTE_SENNICHITE} {@link Termination#PERPETUAL_CHECK},
   * {@code #JISHOGI} and {@code #ILLEGAL_MOVE} after {@code %KACHI} {@link
   * Termination#IMPASSE_DECLARATION}, {@code #JISHOGI} otherwise {@link
   * Termination#AGREED_IMPASSE}, {@code #ILLEGAL_MOVE} {@link Termination#ILLEGAL_MOVE}, {@code
   * #MAX_MOVES} {@link Termination#MAX_MOVES}, {@code #CHUDAN} {@link Termination#ABORT}; a verdict
   * alone is {@link Termination#DRAW} for {@code #DRAW}, {@link Termination#MAX_MOVES} for {@code
   * #CENSORED} and {@link Termination#FORFEIT} for a win or loss.
   *
   * @param you the side this client played
   * @return the outcome
   */
  public Outcome outcome(Color you) {
    Preconditions.checkNotNull(you, "you");
    Optional<Color> winner =
        verdict.flatMap(
            v ->
                switch (v) {
                  case WIN -> Optional.of(you);
                  case LOSE -> Optional.of(you.opposite());
                  case DRAW, CENSORED -> Optional.empty();
                });
    Termination t =
        reason
            .map(
                r ->
                    switch (r) {
                      case RESIGN -> Termination.RESIGNATION;
                      case TIME_UP -> Termination.TIME_LOSS;
                      case SENNICHITE -> Termination.SENNICHITE;
                      case OUTE_SENNICHITE -> Termination.PERPETUAL_CHECK;
                      case ILLEGAL_MOVE ->
                          declared ? Termination.IMPASSE_DECLARATION : Termination.ILLEGAL_MOVE;
                      case JISHOGI ->
                          declared ? Termination.IMPASSE_DECLARATION : Termination.AGREED_IMPASSE;
                      case MAX_MOVES -> Termination.MAX_MOVES;
                      case CHUDAN -> Termination.ABORT;
                    })
            .orElseGet(
                () ->
                    switch (verdict.orElseThrow()) {
                      case DRAW -> Termination.DRAW;
                      case CENSORED -> Termination.MAX_MOVES;
                      case WIN, LOSE -> Termination.FORFEIT;
                    });
    return new Outcome(winner, t);
  }

  /**
   * The result lines as the server sent them.
   *
   * @return for example {@code "#RESIGN #WIN"}
   */
  @Override
  public String toString() {
    return (reason.map(r -> "#" + r.name()).orElse("")
            + " "
            + verdict.map(v -> "#" + v.name()).orElse(""))
        .trim();
  }
}
