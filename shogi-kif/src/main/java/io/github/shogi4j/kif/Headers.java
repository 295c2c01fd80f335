package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;

/**
 * The header lines of a record in their original order, unknown keys included.
 *
 * <p>Immutable and thread-safe. Equality is on the ordered list.
 */
public final class Headers {
  private static final Headers EMPTY = new Headers(ImmutableList.of());

  private final ImmutableList<Header> list;

  private Headers(ImmutableList<Header> list) {
    this.list = list;
  }

  /**
   * No headers.
   *
   * @return the empty header list
   */
  public static Headers empty() {
    return EMPTY;
  }

  /**
   * Headers in the given order.
   *
   * @param headers the headers
   * @return an immutable copy
   */
  public static Headers of(List<Header> headers) {
    Preconditions.checkNotNull(headers, "headers");
    return headers.isEmpty() ? EMPTY : new Headers(ImmutableList.copyOf(headers));
  }

  /**
   * Every header, in order.
   *
   * @return an immutable list
   */
  public List<Header> all() {
    return list;
  }

  /**
   * The value of the first header with exactly this key.
   *
   * @param key a verbatim key such as {@code "棋戦"}
   * @return the value, or empty when no header has the key
   */
  public Optional<String> get(String key) {
    Preconditions.checkNotNull(key, "key");
    for (Header h : list) {
      if (h.key().equals(key)) {
        return Optional.of(h.value());
      }
    }
    return Optional.empty();
  }

  /**
   * The value of the first header with this meaning, in any format's spelling.
   *
   * @param key the meaning
   * @return the value, stripped of surrounding (also full-width) spaces, or empty
   */
  public Optional<String> get(HeaderKey key) {
    Preconditions.checkNotNull(key, "key");
    for (Header h : list) {
      if (key.matches(h.key())) {
        return Optional.of(h.value().strip());
      }
    }
    return Optional.empty();
  }

  /**
   * The same headers with one more at the end.
   *
   * @param header the header to add
   * @return a new header list
   */
  public Headers with(Header header) {
    Preconditions.checkNotNull(header, "header");
    return new Headers(ImmutableList.<Header>builder().addAll(list).add(header).build());
  }

  /**
   * Whether there are no headers.
   *
   * @return true when empty
   */
  public boolean isEmpty() {
    return list.isEmpty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Headers && ((Headers) o).list.equals(list);
  }

  @Override
  public int hashCode() {
    return list.hashCode();
  }

  @Override
  public String toString() {
    return list.toString();
  }
}
