package io.github.shogi4j.search.csa;

import java.util.ArrayList;
import java.util.List;

/** Game_Summary texts for tests, as a server sends them. */
final class Summaries {
  static final String EVEN =
      String.join(
          "\n",
          "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY",
          "P2 * -HI *  *  *  *  * -KA * ",
          "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU",
          "P4 *  *  *  *  *  *  *  *  * ",
          "P5 *  *  *  *  *  *  *  *  * ",
          "P6 *  *  *  *  *  *  *  *  * ",
          "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU",
          "P8 * +KA *  *  *  *  * +HI * ",
          "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY",
          "+");

  private Summaries() {}

  /** A summary of a game between "alice" (sente) and "bob" (gote). */
  static List<String> summary(String yourTurn, String timeBlock, String position, String... extra) {
    List<String> l =
        new ArrayList<>(
            List.of(
                "BEGIN Game_Summary",
                "Protocol_Version:1.2",
                "Protocol_Mode:Server",
                "Format:Shogi 1.0",
                "Declaration:Jishogi 1.1",
                "Game_ID:test-game-1",
                "Name+:alice",
                "Name-:bob",
                "Your_Turn:" + yourTurn,
                "Rematch_On_Draw:NO",
                "To_Move:+",
                "Max_Moves:256"));
    l.addAll(List.of(extra));
    if (!timeBlock.isEmpty()) {
      l.addAll(List.of(timeBlock.split("\n")));
    }
    l.add("BEGIN Position");
    l.addAll(List.of(position.split("\n")));
    l.add("END Position");
    l.add("END Game_Summary");
    return l;
  }

  static String time(int total, int byoyomi) {
    return "BEGIN Time\nTime_Unit:1sec\nTotal_Time:"
        + total
        + "\nByoyomi:"
        + byoyomi
        + "\nLeast_Time_Per_Move:0\nEND Time";
  }

  static String[] lines(List<String> l) {
    return l.toArray(String[]::new);
  }
}
