package io.github.shogi4j.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

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

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = ShogiCli.run(args, new PrintWriter(out), new PrintWriter(err), false);
    return new Result(code, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
  }
}
