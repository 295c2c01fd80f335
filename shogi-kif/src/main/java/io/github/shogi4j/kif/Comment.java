package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;

/**
 * A comment attached to a move, to the start position or to the ending: a human comment (KIF {@code
 * *} lines, CSA {@code '*}) or an engine analysis comment (KIF {@code **} lines, CSA {@code '**},
 * with evaluation and principal variation).
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param kind human or engine
 * @param text the text without the marker ({@code *} or {@code **}), one line
 */
public record Comment(Kind kind, String text) {

  /** Who wrote a comment. */
  public enum Kind {
    /** A person (KIF {@code *}). */
    NORMAL,
    /** An engine's analysis (KIF {@code **}, for example {@code 解析 0 評価値 123}). */
    ENGINE
  }

  /**
   * Checks the fields.
   *
   * @param kind the kind
   * @param text the text
   */
  public Comment {
    Preconditions.checkNotNull(kind, "kind");
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkArgument(
        text.indexOf('\n') < 0 && text.indexOf('\r') < 0, "a comment is one line: %s", text);
  }

  /**
   * A human comment.
   *
   * @param text one line
   * @return the comment
   */
  public static Comment of(String text) {
    return new Comment(Kind.NORMAL, text);
  }

  /**
   * The texts of the comments of one kind.
   *
   * @param comments comments
   * @param kind the kind to keep
   * @return an immutable list of texts, in order
   */
  public static java.util.List<String> texts(java.util.List<Comment> comments, Kind kind) {
    return comments.stream()
        .filter(c -> c.kind == kind)
        .map(Comment::text)
        .collect(com.google.common.collect.ImmutableList.toImmutableList());
  }

  /**
   * An engine comment.
   *
   * @param text one line, without the {@code **} marker
   * @return the comment
   */
  public static Comment engine(String text) {
    return new Comment(Kind.ENGINE, text);
  }
}
