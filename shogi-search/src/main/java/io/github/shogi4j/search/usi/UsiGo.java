package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.search.SearchLimits;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * USI's {@code go} command: the search limits it carries, or a mate search ({@code go mate}).
 *
 * <p>Immutable and thread-safe.
 *
 * @param limits the limits of a normal search ({@link SearchLimits#none()} for a mate search)
 * @param mate whether this is {@code go mate} (詰将棋 search), answered with {@code checkmate}
 * @param mateTime the time for the mate search, empty for {@code go mate infinite}
 */
public record UsiGo(SearchLimits limits, boolean mate, Optional<Duration> mateTime) {

  /**
   * Checks the fields.
   *
   * @param limits limits
   * @param mate mate search
   * @param mateTime mate time
   */
  public UsiGo {
    Preconditions.checkNotNull(limits, "limits");
    Preconditions.checkNotNull(mateTime, "mateTime");
    Preconditions.checkArgument(mate || mateTime.isEmpty(), "a mate time needs a mate search");
  }

  /**
   * Parses a {@code go} command.
   *
   * @param line the line, starting with {@code go}
   * @return the command
   * @throws IllegalArgumentException naming the token that is wrong (an unknown word, a missing or
   *     negative number)
   */
  public static UsiGo parse(String line) {
    Preconditions.checkNotNull(line, "line");
    List<String> t = List.of(line.strip().split("\\s+"));
    Preconditions.checkArgument(
        !t.isEmpty() && t.get(0).equals("go"), "not a go command: %s", line);
    SearchLimits.Builder b = SearchLimits.builder();
    long btime = -1;
    long wtime = -1;
    long byoyomi = 0;
    long binc = 0;
    long winc = 0;
    for (int i = 1; i < t.size(); i++) {
      String word = t.get(i);
      switch (word) {
        case "infinite" -> b.infinite(true);
        case "ponder" -> b.ponder(true);
        case "mate" -> {
          if (i + 1 < t.size() && t.get(i + 1).equals("infinite")) {
            return new UsiGo(SearchLimits.none(), true, Optional.empty());
          }
          long ms = i + 1 < t.size() ? number(t, i + 1, line) : 0;
          // "go mate" alone is read as an unlimited mate search.
          return new UsiGo(
              SearchLimits.none(),
              true,
              ms > 0 ? Optional.of(Duration.ofMillis(ms)) : Optional.empty());
        }
        case "btime" -> btime = number(t, ++i, line);
        case "wtime" -> wtime = number(t, ++i, line);
        case "byoyomi" -> byoyomi = number(t, ++i, line);
        case "binc" -> binc = number(t, ++i, line);
        case "winc" -> winc = number(t, ++i, line);
        case "movetime" -> b.moveTime(Duration.ofMillis(Math.max(1, number(t, ++i, line))));
        case "depth" ->
            b.depth((int) Math.min(Integer.MAX_VALUE, Math.max(1, number(t, ++i, line))));
        case "nodes" -> b.nodes(Math.max(1, number(t, ++i, line)));
        default ->
            throw new IllegalArgumentException("unknown go parameter \"" + word + "\" in: " + line);
      }
    }
    if (btime >= 0 || wtime >= 0 || byoyomi > 0 || binc > 0 || winc > 0) {
      b.clock(
          new SearchLimits.Clock(
              Duration.ofMillis(Math.max(0, btime)),
              Duration.ofMillis(Math.max(0, wtime)),
              Duration.ofMillis(byoyomi),
              Duration.ofMillis(binc),
              Duration.ofMillis(winc)));
    }
    return new UsiGo(b.build(), false, Optional.empty());
  }

  /**
   * The {@code go} command for limits, as a client sends it to an engine. Limits with nothing set
   * become a byoyomi of {@code defaultMoveTime} with no main time, since an engine needs a limit.
   *
   * <p>USI has no {@code movetime}: a move time alone is sent as a byoyomi (秒読み) with no main time
   * ({@code go btime 0 wtime 0 byoyomi T}), which every USI engine reads; engines that know only
   * the protocol's words (GPS Shogi, for one) end with an error on {@code go movetime}. With a
   * clock as well, only the clock is sent, and the move time is left to the client to enforce with
   * {@code stop}. Depth and node limits have no USI word and are sent as {@code depth N} and {@code
   * nodes N}, which many engines understand (this library's, and those derived from Stockfish or
   * YaneuraOu) but not all.
   *
   * @param limits the limits
   * @param defaultMoveTime the time per move to ask for when the limits set none
   * @return for example {@code "go btime 0 wtime 0 byoyomi 1000"}
   * @throws IllegalArgumentException if the limits restrict the root moves (USI cannot say that)
   */
  public static String format(SearchLimits limits, Duration defaultMoveTime) {
    Preconditions.checkNotNull(limits, "limits");
    Preconditions.checkNotNull(defaultMoveTime, "defaultMoveTime");
    Preconditions.checkArgument(
        limits.searchMoves().isEmpty(),
        "USI has no way to restrict the root moves: %s",
        limits.searchMoves());
    StringBuilder sb = new StringBuilder("go");
    if (limits.ponder()) {
      sb.append(" ponder");
    }
    if (limits.isInfinite()) {
      return sb.append(" infinite").toString();
    }
    limits
        .clock()
        .ifPresent(
            c -> {
              sb.append(" btime ")
                  .append(c.sente().toMillis())
                  .append(" wtime ")
                  .append(c.gote().toMillis());
              if (!c.senteIncrement().isZero() || !c.goteIncrement().isZero()) {
                sb.append(" binc ")
                    .append(c.senteIncrement().toMillis())
                    .append(" winc ")
                    .append(c.goteIncrement().toMillis());
              } else {
                sb.append(" byoyomi ").append(c.byoyomi().toMillis());
              }
            });
    if (limits.clock().isEmpty()) {
      limits.moveTime().ifPresent(t -> sb.append(" btime 0 wtime 0 byoyomi ").append(t.toMillis()));
    }
    limits.depthLimit().ifPresent(d -> sb.append(" depth ").append(d));
    limits.nodeLimit().ifPresent(n -> sb.append(" nodes ").append(n));
    if (limits.isNone()) {
      sb.append(" btime 0 wtime 0 byoyomi ").append(defaultMoveTime.toMillis());
    }
    return sb.toString();
  }

  /**
   * The {@code setoption} line that asks an engine for several best lines (複数読み筋), as a client
   * sends it before {@code go} when {@link SearchLimits#multiPv()} differs from what the engine
   * holds.
   *
   * @param declared the options the engine declared
   * @param lines the number of lines
   * @param engine the engine's name, for the message
   * @return {@code "setoption name MultiPV value K"}, spelt as the engine declared the option
   * @throws IllegalArgumentException if the engine declares no {@code MultiPV} spin option or
   *     refuses the value
   */
  public static String setMultiPv(List<UsiOption> declared, int lines, String engine) {
    UsiOption o =
        multiPvOption(declared)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        engine
                            + " declares no MultiPV option, so it cannot search "
                            + lines
                            + " lines"));
    o.whyInvalid(String.valueOf(lines))
        .ifPresent(
            why -> {
              throw new IllegalArgumentException(engine + ": " + why);
            });
    return "setoption name " + o.name() + " value " + lines;
  }

  /**
   * The MultiPV value an engine holds after its handshake: the value the client configured, else
   * the default the engine declared, else 1.
   *
   * @param declared the options the engine declared
   * @param configured the option values the client sends after the handshake
   * @return the number of lines
   */
  static int multiPvOf(List<UsiOption> declared, java.util.Map<String, String> configured) {
    Optional<UsiOption> o = multiPvOption(declared);
    if (o.isEmpty()) {
      return 1;
    }
    String value =
        configured.entrySet().stream()
            .filter(e -> e.getKey().equalsIgnoreCase(o.get().name()))
            .map(java.util.Map.Entry::getValue)
            .findFirst()
            .orElse(o.get().defaultValue().orElse("1"));
    try {
      return Math.max(1, Integer.parseInt(value.strip()));
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  private static Optional<UsiOption> multiPvOption(List<UsiOption> declared) {
    return declared.stream()
        .filter(x -> x.name().equalsIgnoreCase("MultiPV") && x.type() == UsiOption.Type.SPIN)
        .findFirst();
  }

  private static long number(List<String> t, int i, String line) {
    Preconditions.checkArgument(
        i < t.size(), "a number is missing after \"%s\" in: %s", t.get(i - 1), line);
    try {
      long v = Long.parseLong(t.get(i));
      Preconditions.checkArgument(v >= 0, "\"%s\" must not be negative in: %s", t.get(i - 1), line);
      return v;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "\"" + t.get(i) + "\" after \"" + t.get(i - 1) + "\" is not a number in: " + line, e);
    }
  }

  @Override
  public String toString() {
    return new ToStringBuilder("UsiGo")
        .add("limits", limits)
        .add("mate", mate)
        .add("mateTime", mateTime)
        .toString();
  }
}
