package io.github.shogi4j.search;

import com.google.common.base.Preconditions;

/**
 * Thrown when a search cannot produce a result: the searcher failed (an external engine died, a
 * listener threw), or a caller waiting for an asynchronous search was interrupted. Carries the
 * searcher's name and the request.
 */
public final class SearchException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String searcher;
  private final String request;

  /**
   * Creates the exception.
   *
   * @param searcher the searcher's name
   * @param request the request, as USI position text
   * @param message what went wrong
   * @param cause the underlying failure, or null when there is none
   */
  public SearchException(String searcher, String request, String message, Throwable cause) {
    super(
        Preconditions.checkNotNull(searcher, "searcher")
            + ": "
            + message
            + " (position "
            + Preconditions.checkNotNull(request, "request")
            + ")",
        cause);
    this.searcher = searcher;
    this.request = request;
  }

  /**
   * The name of the searcher that failed.
   *
   * @return the name
   */
  public String searcher() {
    return searcher;
  }

  /**
   * The request being searched, as USI position text ({@link SearchRequest#toString()}).
   *
   * @return the text
   */
  public String request() {
    return request;
  }
}
