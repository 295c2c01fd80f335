package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * An engine option as USI's {@code option} line declares it, for example {@code option name
 * USI_Hash type spin default 256 min 1 max 4096}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param name the option's name (may contain spaces)
 * @param type its type
 * @param defaultValue the default, empty when the engine gives none (always empty for a button)
 * @param min the least value of a spin option
 * @param max the greatest value of a spin option
 * @param choices the values of a combo option ({@code var}), in order; empty for other types
 */
public record UsiOption(
    String name,
    Type type,
    Optional<String> defaultValue,
    OptionalLong min,
    OptionalLong max,
    List<String> choices) {

  /** The option types of USI. */
  public enum Type {
    /** true or false. */
    CHECK,
    /** An integer within min and max. */
    SPIN,
    /** One of a list of words. */
    COMBO,
    /** No value: sending it triggers an action. */
    BUTTON,
    /** Any text. */
    STRING,
    /** A file name. */
    FILENAME;

    /**
     * The USI word of this type.
     *
     * @return for example {@code "spin"}
     */
    public String usi() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Checks the fields and copies the choices.
   *
   * @param name name
   * @param type type
   * @param defaultValue default
   * @param min least value
   * @param max greatest value
   * @param choices combo values
   */
  public UsiOption {
    Preconditions.checkArgument(name != null && !name.isBlank(), "an option needs a name");
    Preconditions.checkNotNull(type, "type");
    Preconditions.checkNotNull(defaultValue, "defaultValue");
    Preconditions.checkNotNull(min, "min");
    Preconditions.checkNotNull(max, "max");
    choices = ImmutableList.copyOf(choices);
  }

  /**
   * A spin (integer) option.
   *
   * @param name the name
   * @param defaultValue the default
   * @param min the least value
   * @param max the greatest value
   * @return the option
   */
  public static UsiOption spin(String name, long defaultValue, long min, long max) {
    Preconditions.checkArgument(
        min <= defaultValue && defaultValue <= max,
        "default %s outside [%s, %s]",
        defaultValue,
        min,
        max);
    return new UsiOption(
        name,
        Type.SPIN,
        Optional.of(Long.toString(defaultValue)),
        OptionalLong.of(min),
        OptionalLong.of(max),
        List.of());
  }

  /**
   * A combo option.
   *
   * @param name the name
   * @param defaultValue the default, one of {@code choices}
   * @param choices the allowed values
   * @return the option
   */
  public static UsiOption combo(String name, String defaultValue, List<String> choices) {
    Preconditions.checkArgument(
        choices.contains(defaultValue), "default %s not among %s", defaultValue, choices);
    return new UsiOption(
        name,
        Type.COMBO,
        Optional.of(defaultValue),
        OptionalLong.empty(),
        OptionalLong.empty(),
        choices);
  }

  /**
   * A check (boolean) option.
   *
   * @param name the name
   * @param defaultValue the default
   * @return the option
   */
  public static UsiOption check(String name, boolean defaultValue) {
    return new UsiOption(
        name,
        Type.CHECK,
        Optional.of(Boolean.toString(defaultValue)),
        OptionalLong.empty(),
        OptionalLong.empty(),
        List.of());
  }

  /**
   * Checks a value for this option.
   *
   * @param value the value as sent with {@code setoption}
   * @return the reason it is refused, empty when it is accepted
   */
  public Optional<String> whyInvalid(String value) {
    Preconditions.checkNotNull(value, "value");
    switch (type) {
      case CHECK:
        return value.equals("true") || value.equals("false")
            ? Optional.empty()
            : Optional.of(name + " takes true or false, not \"" + value + "\"");
      case SPIN:
        try {
          long v = Long.parseLong(value);
          if ((min.isPresent() && v < min.getAsLong())
              || (max.isPresent() && v > max.getAsLong())) {
            return Optional.of(
                name
                    + " must be within ["
                    + min.orElse(Long.MIN_VALUE)
                    + ", "
                    + max.orElse(Long.MAX_VALUE)
                    + "], not "
                    + v);
          }
          return Optional.empty();
        } catch (NumberFormatException e) {
          return Optional.of(name + " takes an integer, not \"" + value + "\"");
        }
      case COMBO:
        return choices.contains(value)
            ? Optional.empty()
            : Optional.of(name + " takes one of " + choices + ", not \"" + value + "\"");
      default:
        return Optional.empty();
    }
  }

  /**
   * The USI line declaring this option.
   *
   * @return for example {@code "option name USI_Hash type spin default 16 min 1 max 1024"}
   */
  public String toUsi() {
    StringBuilder sb =
        new StringBuilder("option name ").append(name).append(" type ").append(type.usi());
    defaultValue.ifPresent(d -> sb.append(" default ").append(d.isEmpty() ? "<empty>" : d));
    min.ifPresent(m -> sb.append(" min ").append(m));
    max.ifPresent(m -> sb.append(" max ").append(m));
    for (String c : choices) {
      sb.append(" var ").append(c);
    }
    return sb.toString();
  }

  /**
   * Parses an {@code option} line sent by an engine.
   *
   * @param line the line, starting with the word {@code option}
   * @return the option
   * @throws IllegalArgumentException if the line is not an option declaration (no name, an unknown
   *     type, a min or max that is not a number)
   */
  public static UsiOption parse(String line) {
    Preconditions.checkNotNull(line, "line");
    List<String> tokens = List.of(line.strip().split("\\s+"));
    Preconditions.checkArgument(
        tokens.size() >= 5 && tokens.get(0).equals("option") && tokens.get(1).equals("name"),
        "not a USI option line: %s",
        line);
    int typeAt = tokens.indexOf("type");
    Preconditions.checkArgument(
        typeAt > 2 && typeAt + 1 < tokens.size(), "option line without a name or type: %s", line);
    String name = String.join(" ", tokens.subList(2, typeAt));
    Type type;
    try {
      type = Type.valueOf(tokens.get(typeAt + 1).toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown option type \"" + tokens.get(typeAt + 1) + "\" in: " + line, e);
    }
    Optional<String> def = Optional.empty();
    OptionalLong min = OptionalLong.empty();
    OptionalLong max = OptionalLong.empty();
    List<String> vars = new ArrayList<>();
    // A value runs until the next keyword, so string defaults may contain spaces.
    for (int i = typeAt + 2; i < tokens.size(); ) {
      String key = tokens.get(i);
      int j = i + 1;
      while (j < tokens.size()
          && !List.of("default", "min", "max", "var").contains(tokens.get(j))) {
        j++;
      }
      String value = String.join(" ", tokens.subList(i + 1, j));
      switch (key) {
        case "default" -> def = Optional.of(value.equals("<empty>") ? "" : value);
        case "min" -> min = OptionalLong.of(parseLong(value, line));
        case "max" -> max = OptionalLong.of(parseLong(value, line));
        case "var" -> vars.add(value);
        default -> throw new IllegalArgumentException("unexpected \"" + key + "\" in: " + line);
      }
      i = j;
    }
    return new UsiOption(name, type, def, min, max, vars);
  }

  private static long parseLong(String s, String line) {
    try {
      return Long.parseLong(s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("\"" + s + "\" is not a number in: " + line, e);
    }
  }

  @Override
  public String toString() {
    return new ToStringBuilder("UsiOption")
        .add("name", name)
        .add("type", type)
        .add("defaultValue", defaultValue)
        .add("min", min)
        .add("max", max)
        .add("choices", choices)
        .toString();
  }
}
