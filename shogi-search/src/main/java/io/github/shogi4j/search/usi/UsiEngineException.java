package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * An external USI engine misbehaved: it could not be started, died, stopped answering, or said
 * something the protocol does not allow. Carries the engine's name and the last lines it wrote
 * (standard output and standard error), so the reason can be seen without a log.
 *
 * <p>{@link UsiClient} throws it directly from its handshake and commands, and as the cause of a
 * {@link io.github.shogi4j.search.SearchException} from a search.
 */
public final class UsiEngineException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What went wrong. */
  public enum Kind {
    /** The process could not be started (no such program, not executable). */
    START_FAILED,
    /** The process ended (crashed or quit) while an answer was awaited. */
    CRASHED,
    /** No answer within the timeout. */
    TIMEOUT,
    /** An answer the protocol does not allow (an unparsable bestmove, say). */
    MALFORMED,
    /** A bestmove that is not legal in the position. */
    ILLEGAL_MOVE,
    /**
     * More output than the client holds: a line longer than {@link UsiClient#MAX_LINE_LENGTH}
     * characters, or more than {@link UsiClient#MAX_QUEUED_LINES} lines or {@link
     * UsiClient#MAX_QUEUED_CHARS} characters written and not yet read. The client then ends the
     * engine.
     */
    FLOODED
  }

  private final Kind kind;
  private final String engine;
  private final String reason;
  private final ImmutableList<String> lastLines;

  /**
   * Creates the exception.
   *
   * @param kind what went wrong
   * @param engine the engine's name (its {@code id name}, or the command before the handshake)
   * @param message the details
   * @param lastLines the last lines the engine wrote, oldest first
   * @param cause the underlying failure, or null
   */
  public UsiEngineException(
      Kind kind, String engine, String message, List<String> lastLines, Throwable cause) {
    super(
        Preconditions.checkNotNull(engine, "engine")
            + ": "
            + Preconditions.checkNotNull(kind, "kind")
                .name()
                .toLowerCase(java.util.Locale.ROOT)
                .replace('_', ' ')
            + ": "
            + message
            + (lastLines.isEmpty()
                ? " (no output)"
                : " (last output: " + String.join(" | ", lastLines) + ")"),
        cause);
    this.kind = kind;
    this.engine = engine;
    this.reason = message;
    this.lastLines = ImmutableList.copyOf(lastLines);
  }

  /**
   * What went wrong.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The engine's name.
   *
   * @return the name
   */
  public String engine() {
    return engine;
  }

  /**
   * What went wrong, in words, without the engine's name and last lines.
   *
   * @return the details given when the exception was made
   */
  public String reason() {
    return reason;
  }

  /**
   * The last lines the engine wrote before the failure, oldest first; standard error lines start
   * with {@code "stderr: "}.
   *
   * @return an immutable list
   */
  public List<String> lastLines() {
    return lastLines;
  }
}
