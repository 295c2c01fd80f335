package io.github.shogi4j.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Mixin;

/**
 * The frame of every command that answers questions about positions: it reads the positions ({@link
 * PositionOptions}), asks the subclass for one {@link Answer} per position and prints it as text or
 * JSON. With a positions file, a line that cannot be answered gets an error object in its place
 * (text mode: a one-line error on standard error), the other lines are still answered, and the exit
 * code is 1; a single position that cannot be answered is a one-line error with exit code 1.
 */
public abstract class PositionCommand extends CliCommand {
  @Mixin PositionOptions positions;

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
   * The one position to answer when the command was given a game record instead of the position
   * options ({@code FILE --ply N}); commands that take no record keep the default.
   *
   * @return empty: the position options give the positions
   * @throws InputException if the record cannot be read or has no such position
   */
  protected Optional<PositionInput.Parsed> recordPosition() {
    return Optional.empty();
  }

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

  @Override
  public final Integer call() {
    checkOptions();
    Optional<PositionInput.Parsed> fromRecord = recordPosition();
    if (fromRecord.isPresent()) {
      print(answer(fromRecord.get()));
      out().flush();
      return Errors.OK;
    }
    int exit = Errors.OK;
    try (PositionSource inputs = positions.open(spec)) {
      many = inputs.fromFile();
      // Standard input has no count ahead: no bar then.
      try (Progress bar =
          new Progress(
              err(),
              many && terminal() && inputs.total().isPresent(),
              "positions",
              inputs.total().orElse(0),
              System::nanoTime)) {
        while (true) {
          Optional<PositionInput> next;
          try {
            next = inputs.next();
          } catch (PositionSource.LineException e) {
            exit = Errors.INVALID_INPUT;
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("error", e.asInputError().why());
            error.put("line", e.lineNumber());
            bar.clear();
            printError(error, e.asInputError());
            bar.step();
            continue;
          }
          if (next.isEmpty()) {
            break;
          }
          PositionInput in = next.get();
          try {
            Answer a = answer(in.parse(positions.validation()));
            if (many && !json()) {
              out().println("# " + in.where() + " " + in.text());
            }
            print(a);
          } catch (InputException e) {
            if (!many) {
              throw e;
            }
            exit = Errors.INVALID_INPUT;
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("error", e.why());
            in.line().ifPresent(n -> error.put("line", n));
            error.put("input", in.text());
            bar.clear();
            printError(error, e);
          }
          bar.step();
          out().flush();
          if (out().checkError()) {
            // Standard output is gone (a closed pipe): stop reading, as cat would.
            break;
          }
        }
      }
    }
    return exit;
  }
}
