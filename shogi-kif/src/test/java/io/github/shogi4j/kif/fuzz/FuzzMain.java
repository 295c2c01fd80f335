package io.github.shogi4j.kif.fuzz;

import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The long run of the reader fuzzer: for a given time, mutates random records written in every
 * format (and the conformance corpus's files, when the shared folder is set) with {@link Mutator}
 * and checks each input with {@link ReadCheck}, in strict and lenient mode, with the format named
 * and detected. Each kind of failure (exception class and first frame of the project) is printed
 * once, with the input's seed; its smallest input is written to {@code target/fuzz/}.
 *
 * <p>Run it from the repository root; the first command puts the current shogi-rules and its test
 * kit in the local repository, which the second takes them from (the shared folder is optional):
 *
 * <pre>{@code
 * mvn -B -ntp -q install -DskipTests
 * mvn -B -ntp -q -pl shogi-kif test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=io.github.shogi4j.kif.fuzz.FuzzMain -Dexec.args="SEED SECONDS" \
 *     -Dshogi4j.shared=/path/to/shared
 * }</pre>
 *
 * <p>{@code SEED} (default 1) fixes the inputs: the same seed and number of inputs give the same
 * run. {@code SECONDS} (default 60) bounds it. The exit code is 1 when anything failed.
 */
public final class FuzzMain {
  private FuzzMain() {}

  /**
   * Runs the fuzzer.
   *
   * @param args the seed and the number of seconds, both optional
   * @throws IOException if a failing input cannot be saved
   */
  public static void main(String[] args) throws IOException {
    long seed = args.length > 0 ? Long.parseLong(args[0]) : 1;
    long seconds = args.length > 1 ? Long.parseLong(args[1]) : 60;
    List<FuzzInputs.Input> inputs = new ArrayList<>(FuzzInputs.written(seed * 1000, 40));
    Optional<List<FuzzInputs.Input>> corpus = FuzzInputs.corpus();
    if (corpus.isPresent()) {
      inputs.addAll(corpus.get());
    } else {
      System.out.println("the shared folder (shogi4j.shared) is not set: random records only");
    }
    Path out = Path.of("target", "fuzz");
    Files.createDirectories(out);
    SplittableRandom r = new SplittableRandom(seed);
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    Map<String, Integer> failures = new LinkedHashMap<>();
    long n = 0;
    while (System.nanoTime() < end) {
      long caseSeed = r.nextLong();
      byte[] input = input(inputs, caseSeed);
      FuzzInputs.Input from = inputs.get(Math.floorMod(caseSeed, inputs.size()));
      Optional<KifuFormat> format =
          (caseSeed & 1) == 0 ? Optional.of(from.format()) : Optional.empty();
      n++;
      try {
        ReadCheck.check(input, format);
      } catch (AssertionError e) {
        String kind = kind(e);
        int seen = failures.merge(kind, 1, Integer::sum);
        Path file =
            out.resolve(
                Integer.toHexString(kind.hashCode())
                    + "."
                    + KifuFileType.of(from.format()).extension());
        if (!Files.exists(file) || Files.size(file) > input.length) {
          Files.write(file, input);
        }
        if (seen == 1) {
          System.out.println(
              "FAILURE "
                  + kind
                  + "\n  case seed "
                  + caseSeed
                  + " from "
                  + from.name()
                  + " "
                  + format.map(f -> "as " + f).orElse("detected")
                  + "; input "
                  + file
                  + "\n  "
                  + e.getMessage().lines().findFirst().orElse(""));
        }
      }
    }
    System.out.println(
        n + " inputs in " + seconds + " s, " + failures.size() + " kinds of failure");
    failures.forEach((k, v) -> System.out.println("  " + v + " x " + k));
    System.exit(failures.isEmpty() ? 0 : 1);
  }

  /**
   * The input of a case seed: an input chosen by the seed and mutated by it.
   *
   * @param inputs the inputs to mutate
   * @param caseSeed the seed
   * @return the mutated bytes
   */
  static byte[] input(List<FuzzInputs.Input> inputs, long caseSeed) {
    SplittableRandom r = new SplittableRandom(caseSeed);
    FuzzInputs.Input from = inputs.get(Math.floorMod(caseSeed, inputs.size()));
    byte[] donor = inputs.get(r.nextInt(inputs.size())).bytes();
    return Mutator.mutate(from.bytes(), from.format(), donor, r);
  }

  /** A failure's kind: the exception and where in the project it was thrown. */
  private static String kind(AssertionError e) {
    Throwable cause = e.getCause() != null ? e.getCause() : e;
    String msg = e.getMessage() == null ? "" : e.getMessage();
    String what = cause == e ? stage(msg) : cause.getClass().getSimpleName();
    for (StackTraceElement f : cause.getStackTrace()) {
      if (f.getClassName().startsWith("io.github.shogi4j.kif")
          && !f.getClassName().contains(".fuzz.")) {
        return what
            + " at "
            + f.getClassName().replaceAll(".*\\.", "")
            + "."
            + f.getMethodName()
            + ":"
            + f.getLineNumber()
            + (cause == e ? "" : " " + stage(msg));
      }
    }
    return what + " " + stage(msg);
  }

  private static String stage(String msg) {
    return msg.replaceFirst("^(STRICT|LENIENT) (as \\w+|detected)(, )?", "")
        .replaceAll("[0-9]+", "N")
        .replaceAll("\".*", "")
        .lines()
        .findFirst()
        .orElse("")
        .replaceAll(":.*", "");
  }
}
