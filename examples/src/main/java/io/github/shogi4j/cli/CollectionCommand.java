package io.github.shogi4j.cli;

import io.github.shogi4j.cli.RecordPipeline.Batch;
import io.github.shogi4j.kif.ReadOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * The frame of the commands that go through whole collections of records ({@code export}, {@code
 * stats}): sources given as files, folders or archives, read and worked on by {@link
 * RecordPipeline} on {@code --threads} workers (the number of cores by default), with a count of
 * records on a terminal.
 */
public abstract class CollectionCommand extends CliCommand {
  @Parameters(
      arity = "1..*",
      paramLabel = "SOURCE",
      description =
          "Record files, folders or archives (.zip .7z .tar .tar.gz .tgz .tar.xz .gz" + " .xz).")
  List<Path> sources;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Worker threads (default: the number of cores).")
  Integer threads;

  @Mixin ReadModeOptions readModeOptions;

  /** Creates the command; picocli fills in the options. */
  protected CollectionCommand() {}

  /**
   * Reads every source and works on its records on all workers.
   *
   * @param work a batch's result, on a worker thread
   * @param records how many records a result counts (for the progress count)
   * @param sink takes each result, on this thread
   * @param <R> the result type
   * @throws InputException if a source does not exist
   * @throws ParameterException for {@code --threads} below 1
   */
  protected final <R> void runPipeline(
      Function<Batch, R> work, ToLongFunction<R> records, Consumer<R> sink) {
    int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (workers < 1) {
      throw new ParameterException(spec.commandLine(), "--threads must be 1 or more");
    }
    for (Path s : sources) {
      if (!Files.exists(s)) {
        throw new InputException(s.toString(), "no such file or folder");
      }
    }
    ReadOptions options = ReadOptions.defaults().withMode(readModeOptions.mode(spec));
    try (Progress bar = new Progress(err(), terminal(), "records", 0, System::nanoTime)) {
      RecordPipeline.run(
          sources,
          options,
          workers,
          work,
          r -> {
            sink.accept(r);
            for (long i = records.applyAsLong(r); i > 0; i--) {
              bar.step();
            }
          });
    }
  }
}
