package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** USI's {@code info} line: written from a {@link SearchInfo} and read back into one. */
public final class UsiInfo {
  private UsiInfo() {}

  /**
   * The info line of a report.
   *
   * @param info the report
   * @return for example {@code "info depth 5 seldepth 9 score cp 40 nodes 1200 nps 60000 time 20
   *     hashfull 3 pv 7g7f 3c3d"}
   */
  public static String format(SearchInfo info) {
    return format(info, info.multiPv() > 1);
  }

  /**
   * The info line of a report, naming its line's rank when asked: a search of several lines names
   * every line's rank, the first's too.
   *
   * @param info the report
   * @param withMultiPv whether to write {@code multipv k}
   * @return for example {@code "info multipv 2 depth 5 seldepth 9 score cp 12 nodes 1200 nps 60000
   *     time 20 hashfull 3 pv 2g2f 8c8d"}, with {@code lowerbound} or {@code upperbound} after the
   *     score when it is a bound
   */
  public static String format(SearchInfo info, boolean withMultiPv) {
    Preconditions.checkNotNull(info, "info");
    StringBuilder sb = new StringBuilder("info ");
    if (withMultiPv) {
      sb.append("multipv ").append(info.multiPv()).append(' ');
    }
    sb.append("depth ")
        .append(info.depth())
        .append(" seldepth ")
        .append(Math.max(info.depth(), info.selDepth()))
        .append(" score ")
        .append(info.score().toUsi());
    if (info.bound() != PvLine.Bound.EXACT) {
      sb.append(' ').append(info.bound().toUsi());
    }
    sb.append(" nodes ")
        .append(info.nodes())
        .append(" nps ")
        .append(info.nodesPerSecond())
        .append(" time ")
        .append(info.time().toMillis())
        .append(" hashfull ")
        .append(info.hashfullPermille());
    if (!info.pv().isEmpty()) {
      sb.append(" pv");
      for (Move m : info.pv()) {
        sb.append(' ').append(m.toUsi());
      }
    }
    return sb.toString();
  }

  /**
   * Reads an info line sent by an engine, with its line's rank ({@code multipv}, 1 when absent) and
   * whether its score is a bound ({@code lowerbound}, {@code upperbound}). Only lines with a depth
   * and a score make a report; others ({@code info string}, {@code currmove}, a mate score without
   * a distance, or {@code mate 0} without a sign) give none; {@code mate -0} is {@link
   * Score#mated()}. Tokens this reader does not know are skipped, as USI asks.
   *
   * @param line the line, starting with {@code info}
   * @param turn the side to move in the position searched: USI scores are relative to it
   * @return the report, empty when the line carries no depth and score
   * @throws IllegalArgumentException if a known field has a value that is not a number or a move
   */
  public static Optional<SearchInfo> parse(String line, Color turn) {
    Preconditions.checkNotNull(line, "line");
    Preconditions.checkNotNull(turn, "turn");
    String[] t = line.strip().split("\\s+");
    Preconditions.checkArgument(t.length > 0 && t[0].equals("info"), "not an info line: %s", line);
    int depth = -1;
    int selDepth = 0;
    Optional<Score> score = Optional.empty();
    boolean unknownMate = false;
    long nodes = 0;
    long nps = 0;
    long time = 0;
    int hashfull = 0;
    int multiPv = 1;
    PvLine.Bound bound = PvLine.Bound.EXACT;
    List<Move> pv = new ArrayList<>();
    for (int i = 1; i < t.length; i++) {
      switch (t[i]) {
        case "string":
          return Optional.empty();
        case "depth":
          depth = (int) number(t, ++i, line);
          break;
        case "seldepth":
          selDepth = (int) number(t, ++i, line);
          break;
        case "nodes":
          nodes = number(t, ++i, line);
          break;
        case "nps":
          nps = number(t, ++i, line);
          break;
        case "time":
          time = number(t, ++i, line);
          break;
        case "multipv":
          long k = number(t, ++i, line);
          Preconditions.checkArgument(
              k >= 1 && k <= SearchLimits.MAX_MULTI_PV,
              "multipv %s out of 1 to %s in: %s",
              k,
              SearchLimits.MAX_MULTI_PV,
              line);
          multiPv = (int) k;
          break;
        case "lowerbound":
          bound = PvLine.Bound.LOWER;
          break;
        case "upperbound":
          bound = PvLine.Bound.UPPER;
          break;
        case "hashfull":
          hashfull = (int) Math.min(1000, number(t, ++i, line));
          break;
        case "score":
          Preconditions.checkArgument(i + 2 < t.length, "incomplete score in: %s", line);
          String kind = t[++i];
          String value = t[++i];
          if (kind.equals("cp")) {
            score = Optional.of(Score.cp((int) signed(value, line)));
          } else if (kind.equals("mate")) {
            if (value.equals("+") || value.equals("-")) {
              unknownMate = true; // a mate without a distance
            } else {
              int plies = (int) signed(value, line);
              if (plies != 0 || value.startsWith("-")) {
                // "mate -0": the side to move has no legal move (mated now).
                score = Optional.of(Score.mate(plies));
              } else {
                unknownMate = true; // 0 without the sign that says who is mated
              }
            }
          } else {
            throw new IllegalArgumentException("unknown score kind \"" + kind + "\" in: " + line);
          }
          break;
        case "pv":
          for (i++; i < t.length; i++) {
            String mv = t[i];
            pv.add(
                Move.parseUsi(mv)
                    .orElseThrow(
                        () ->
                            new IllegalArgumentException(
                                "\"" + mv + "\" in the pv is not a USI move: " + line)));
          }
          break;
        default:
          // currmove, currmovenumber and the like: not part of a report.
          break;
      }
    }
    if (depth < 0 || score.isEmpty() || unknownMate) {
      return Optional.empty();
    }
    return Optional.of(
        new SearchInfo(
            depth,
            Math.max(0, selDepth),
            new PovScore(score.get(), turn),
            nodes,
            nps,
            Duration.ofMillis(time),
            pv,
            hashfull,
            multiPv,
            bound));
  }

  private static long number(String[] t, int i, String line) {
    long v = signed(i < t.length ? t[i] : "", line);
    Preconditions.checkArgument(v >= 0, "negative \"%s\" in: %s", t[i - 1], line);
    return v;
  }

  private static long signed(String s, String line) {
    try {
      return Long.parseLong(s.startsWith("+") ? s.substring(1) : s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("\"" + s + "\" is not a number in: " + line, e);
    }
  }
}
