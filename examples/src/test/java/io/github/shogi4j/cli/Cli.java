package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Runs the command line in process with captured output, for tests. */
final class Cli {
  private Cli() {}

  /** What one run printed and returned. */
  record Result(int code, String out, String err) {
    /** Standard output split into lines. */
    List<String> lines() {
      return out.lines().toList();
    }

    @Override
    public String toString() {
      return "exit " + code + "\n--- out:\n" + out + "--- err:\n" + err;
    }
  }

  /**
   * Runs a command with {@code --json} added, checks that it succeeded with exactly one line of
   * output, and parses that line.
   */
  static Map<String, Object> json(String... args) {
    String[] all = Arrays.copyOf(args, args.length + 1);
    all[args.length] = "--json";
    Result r = run(all);
    assertEquals(0, r.code(), r::toString);
    assertEquals(1, r.lines().size(), r::toString);
    return JsonReader.object(r.lines().get(0));
  }

  static Result run(String... args) {
    return runWithInput(new byte[0], args);
  }

  /** Runs a command with the given bytes as its standard input. */
  static Result runWithInput(byte[] input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        ShogiCli.run(
            args,
            new ByteArrayInputStream(input),
            new PrintWriter(out),
            new PrintWriter(err),
            false);
    return new Result(
        code, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
  }
}
