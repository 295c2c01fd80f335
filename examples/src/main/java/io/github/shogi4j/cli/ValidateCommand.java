package io.github.shogi4j.cli;

import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code shogi validate}: checks game records (棋譜) against their format and the rules, listing
 * every error with its line, column, move number and rule (二歩 NIFU, 打ち歩詰め UCHIFUZUME, ...).
 */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description =
        "Check game records against their format and the rules, file by file (folders "
            + "are searched for record files). Exit code 1 if any record is invalid.",
    footer = {
      "",
      "JSON, per file: {\"file\": f, \"valid\": b, \"errors\": [{\"line\": l, "
          + "\"column\": c, \"moveNumber\": m, \"rule\": RULE, \"message\": \"...\"}], "
          + "\"warnings\": [...]}; {\"file\": f, \"error\": why} for a file that cannot be read."
    })
public final class ValidateCommand extends RecordsCommand {
  @Parameters(
      arity = "1..*",
      paramLabel = "FILE-or-DIR",
      description =
          "Record files or folders; - reads standard input (the format told from the "
              + "content).")
  List<Path> files;

  /** Creates the command; picocli fills in the options. */
  public ValidateCommand() {}

  @Override
  protected List<Path> inputs() {
    return files;
  }

  @Override
  protected void answer(RecordInput input, Consumer<Answer> out) {
    ReadMode readMode = mode();
    List<Problem> errors = new ArrayList<>();
    List<Problem> warnings = new ArrayList<>();
    // one record at a time, only the problems kept; the judgement every command reading
    // records comes to (RecordFiles.verdict), with all of each record's problems
    try (RecordStream records = input.open(readMode)) {
      for (ReadResult r : records) {
        RecordFiles.Verdict v = RecordFiles.verdict(r, readMode);
        errors.addAll(v.errors());
        warnings.addAll(v.warnings());
      }
    } catch (KifuParseException e) {
      errors.add(e.problem());
    } catch (java.io.UncheckedIOException e) {
      throw new InputException(input.name(), "cannot read the file: " + Errors.ioReason(e), e);
    }
    boolean valid = errors.isEmpty();
    if (!valid) {
      markInvalid();
    }
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("file", input.name());
    json.put("valid", valid);
    json.put("errors", json(errors));
    json.put("warnings", json(warnings));
    StringBuilder text =
        new StringBuilder().append(input.name()).append(": ").append(valid ? "valid" : "INVALID");
    errors.forEach(p -> text.append("\n  error: ").append(describe(p)));
    warnings.forEach(p -> text.append("\n  warning: ").append(describe(p)));
    out.accept(new Answer(json, text.toString()));
  }
}
