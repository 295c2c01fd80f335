package io.github.shogi4j.cli;

import io.github.shogi4j.cli.json.Json;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The frame of every command that answers questions about positions: it reads the positions
 * ({@link PositionOptions}), asks the subclass for one {@link Answer} per position and prints it as
 * text or JSON. With a positions file, a line that cannot be answered gets an error object in its
 * place (text mode: a one-line error on standard error), the other lines are still answered, and the
 * exit code is 1; a single position that cannot be answered is a one-line error with exit code 1.
 */
public abstract class PositionCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @ParentCommand
  ShogiCli parent;

  @Mixin
  CommonOptions common;

  @Mixin
  PositionOptions positions;

  private boolean many;

  /** Creates the command; picocli fills in the options. */
  protected PositionCommand() {}

  /**
   * Checks the command's own options before any position is read.
   *
   * @throws picocli.CommandLine.ParameterException for a usage error
   */
  protected void checkOptions() {}

  /**
   * Answers for one position.
   *
   * @param position the parsed position, with the moves that led to it
   * @return the answer
   * @throws InputException if this position cannot be answered
   */
  protected abstract Answer answer(PositionInput.Parsed position);

  /**
   * A progress bar for work inside one answer (e.g. the root moves of perft); silent when many
   * positions are answered (they have their own bar) or standard error is not a terminal.
   *
   * @param label what is counted
   * @param total how many items there are
   * @return the bar; close it when done
   */
  protected final Progress progress(String label, int total) {
    return new Progress(err(), !many && terminal(), label, total, System::nanoTime);
  }

  /**
   * Standard output.
   *
   * @return the command line's output writer
   */
  protected final PrintWriter out() {
    return spec.commandLine().getOut();
  }

  /**
   * Standard error.
   *
   * @return the command line's error writer
   */
  protected final PrintWriter err() {
    return spec.commandLine().getErr();
  }

  private boolean terminal() {
    return parent != null && parent.terminal();
  }

  @Override
  public final Integer call() {
    checkOptions();
    List<PositionInput> inputs = positions.inputs(spec);
    many = positions.fromFile();
    int exit = Errors.OK;
    try (Progress bar = new Progress(err(), many && terminal(), "positions", inputs.size(),
        System::nanoTime)) {
      for (PositionInput in : inputs) {
        try {
          Answer a = answer(in.parse(positions.validation()));
          if (common.json()) {
            out().println(Json.write(a.json()));
          } else {
            if (many) {
              out().println("# " + in.where() + " " + in.text());
            }
            if (!a.text().isEmpty()) {
              out().println(a.text());
            }
          }
        } catch (InputException e) {
          if (!many) {
            throw e;
          }
          exit = Errors.INVALID_INPUT;
          if (common.json()) {
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("error", e.why());
            in.line().ifPresent(n -> error.put("line", n));
            error.put("input", in.text());
            out().println(Json.write(error));
          } else {
            bar.clear();
            err().println(spec.qualifiedName() + ": " + e.getMessage());
          }
        }
        bar.step();
        out().flush();
      }
    }
    return exit;
  }
}
