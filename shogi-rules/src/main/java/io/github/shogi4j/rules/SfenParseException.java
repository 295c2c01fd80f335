package io.github.shogi4j.rules;

/** Thrown when SFEN or USI position text cannot be parsed. Says which field and which character. */
public final class SfenParseException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String input;
  private final int index;
  private final String field;

  /**
   * Creates the exception.
   *
   * @param input the whole text that was parsed
   * @param index the 0-based index of the offending character in {@code input}
   * @param field the field that failed: "board", "side", "hand", "move number", "moves", ...
   * @param reason why it failed
   */
  public SfenParseException(String input, int index, String field, String reason) {
    super(
        "bad SFEN "
            + field
            + " at character "
            + (index + 1)
            + ": "
            + reason
            + " in \""
            + input
            + "\"");
    this.input = input;
    this.index = index;
    this.field = field;
  }

  /**
   * The text that was parsed.
   *
   * @return the input
   */
  public String input() {
    return input;
  }

  /**
   * The 0-based index of the offending character.
   *
   * @return the index into {@link #input()}
   */
  public int index() {
    return index;
  }

  /**
   * The field that failed.
   *
   * @return for example {@code "board"} or {@code "hand"}
   */
  public String field() {
    return field;
  }
}
