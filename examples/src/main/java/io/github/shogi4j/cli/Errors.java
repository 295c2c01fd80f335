package io.github.shogi4j.cli;

import io.github.shogi4j.kif.KifuParseException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** One-line descriptions of errors, and the exit codes of the command line. */
public final class Errors {
  private Errors() {}

  /** Exit code of success. */
  public static final int OK = 0;

  /**
   * Exit code of invalid input: an illegal move, a broken record, a bad SFEN, an unreadable file.
   */
  public static final int INVALID_INPUT = 1;

  /** Exit code of a usage error: an unknown option, a missing or malformed argument. */
  public static final int USAGE = 2;

  /**
   * A one-line description of an error, naming what and where.
   *
   * @param e the error
   * @return one line, without a stack trace
   */
  public static String describe(Throwable e) {
    if (e instanceof InputException) {
      return oneLine(e.getMessage());
    }
    if (e instanceof IOException || e instanceof UncheckedIOException) {
      return oneLine(ioReason(e));
    }
    if (e instanceof KifuParseException) {
      return oneLine(e.getMessage()); // file, line, column, move and rule
    }
    if (e instanceof IllegalArgumentException && e.getMessage() != null) {
      // The library's own typed errors (SfenParseException, IllegalMoveException,
      // InvalidPositionException) say what and where in their message.
      return oneLine(e.getMessage());
    }
    return oneLine("internal error: " + e + " (run again with --verbose for the stack trace)");
  }

  /**
   * Why a file operation failed, in words: "no such file: x", "permission denied: x", ...
   *
   * @param e the I/O error, possibly wrapped in an {@link UncheckedIOException}
   * @return one line
   */
  public static String ioReason(Throwable e) {
    Throwable t = e instanceof UncheckedIOException && e.getCause() != null ? e.getCause() : e;
    if (t instanceof NoSuchFileException f) {
      return "no such file: " + f.getFile();
    }
    if (t instanceof AccessDeniedException f) {
      return "permission denied: " + f.getFile();
    }
    if (t instanceof NotDirectoryException f) {
      return "not a directory: " + f.getFile();
    }
    if (t instanceof FileSystemException f) {
      return (f.getReason() == null ? "cannot read" : f.getReason()) + ": " + f.getFile();
    }
    if (t instanceof java.nio.charset.CharacterCodingException) {
      return "the text is not valid UTF-8";
    }
    return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
  }

  private static String oneLine(String s) {
    return s.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
  }
}
