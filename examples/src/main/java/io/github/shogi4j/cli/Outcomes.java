package io.github.shogi4j.cli;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** How the command line writes sides and outcomes, in JSON and for people. */
final class Outcomes {
  private Outcomes() {}

  /** The side's name as the CLI contract writes it: {@code "sente"} or {@code "gote"}. */
  static String name(Color c) {
    return c.name().toLowerCase(Locale.ROOT);
  }

  /** {@code {"winner": "sente"/"gote"/null, "reason": TERMINATION}}. */
  static Map<String, Object> json(Outcome o) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("winner", o.winner().map(Outcomes::name));
    m.put("reason", o.termination());
    return m;
  }

  /** For example "sente wins by CHECKMATE" or "no winner by SENNICHITE". */
  static String describe(Outcome o) {
    return o.winner().map(w -> name(w) + " wins").orElse("no winner") + " by " + o.termination();
  }
}
