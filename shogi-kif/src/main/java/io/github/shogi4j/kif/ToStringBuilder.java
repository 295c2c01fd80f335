package io.github.shogi4j.kif;

import java.util.Collection;
import java.util.Optional;

/**
 * The {@code toString} text of the record types: {@code Name[key=value, ...]} like a record's own,
 * but an absent optional part or an empty list is left out instead of printed as {@code
 * Optional.empty} or {@code []}, and a present one shows its value, not {@code Optional[...]}. Not
 * thread-safe; made and used by one call.
 */
final class ToStringBuilder {
  private final StringBuilder sb;
  private boolean first = true;

  ToStringBuilder(String name) {
    sb = new StringBuilder(name).append('[');
  }

  /** Appends a part that is always present. */
  ToStringBuilder add(String key, Object value) {
    sb.append(first ? "" : ", ").append(key).append('=').append(value);
    first = false;
    return this;
  }

  /** Appends a part's value when present. */
  ToStringBuilder add(String key, Optional<?> value) {
    value.ifPresent(v -> add(key, v));
    return this;
  }

  /** Appends a list when it is not empty. */
  ToStringBuilder add(String key, Collection<?> values) {
    return values.isEmpty() ? this : add(key, (Object) values);
  }

  @Override
  public String toString() {
    return sb.toString() + ']';
  }
}
