package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import java.util.Map;

/**
 * One result of a command: the JSON object printed with {@code --json} and the text for people.
 *
 * @param json the keys and values, in print order (see {@link io.github.shogi4j.cli.json.Json})
 * @param text the plain output, possibly several lines, without a final line break
 */
public record Answer(Map<String, Object> json, String text) {
  /**
   * Checks the fields.
   *
   * @param json the JSON object
   * @param text the plain text
   */
  public Answer {
    Preconditions.checkNotNull(json, "json");
    Preconditions.checkNotNull(text, "text");
  }
}
