package io.github.shogi4j.kif.internal;

import java.util.Collection;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The {@code toString} text of the library's value types: {@code Name[key=value, ...]} like a
 * record's own, but an absent optional part or an empty list is left out instead of printed as
 * {@code Optional.empty} or {@code []}, and a present one shows its value, not {@code
 * Optional[...]}. Not thread-safe; made and used by one call.
 */
public final class ToStringBuilder {
  private final StringBuilder sb;
  private boolean first = true;

  /**
   * Starts the text of a value.
   *
   * @param name the type's simple name, printed before the bracket
   */
  public ToStringBuilder(String name) {
    sb = new StringBuilder(name).append('[');
  }

  /**
   * Appends a part that is always present.
   *
   * @param key the part's name
   * @param value the part, printed with its own {@code toString}
   * @return this builder
   */
  public ToStringBuilder add(String key, Object value) {
    sb.append(first ? "" : ", ").append(key).append('=').append(value);
    first = false;
    return this;
  }

  /**
   * Appends a part's value when present.
   *
   * @param key the part's name
   * @param value the part, left out when empty
   * @return this builder
   */
  public ToStringBuilder add(String key, Optional<?> value) {
    value.ifPresent(v -> add(key, v));
    return this;
  }

  /**
   * Appends a number when present.
   *
   * @param key the part's name
   * @param value the part, left out when empty
   * @return this builder
   */
  public ToStringBuilder add(String key, OptionalInt value) {
    value.ifPresent(v -> add(key, v));
    return this;
  }

  /**
   * Appends a number when present.
   *
   * @param key the part's name
   * @param value the part, left out when empty
   * @return this builder
   */
  public ToStringBuilder add(String key, OptionalLong value) {
    value.ifPresent(v -> add(key, v));
    return this;
  }

  /**
   * Appends a list when it is not empty.
   *
   * @param key the part's name
   * @param values the part, left out when empty
   * @return this builder
   */
  public ToStringBuilder add(String key, Collection<?> values) {
    return values.isEmpty() ? this : add(key, (Object) values);
  }

  @Override
  public String toString() {
    return sb.toString() + ']';
  }
}
