package io.github.shogi4j.cli;

import io.github.shogi4j.search.engine.Level;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converts a {@code --level} value (easy, normal, hard, any case) for every command that takes one.
 */
final class LevelConverter implements ITypeConverter<Level> {
  @Override
  public Level convert(String value) {
    try {
      return Level.parse(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException("unknown level '" + value + "': use easy, normal or hard");
    }
  }
}
