package io.github.shogi4j.kif.fuzz;

import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.shogi4j.kif.KifuFormat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bounded fuzzing of the readers (issue 22): records mutated by {@link Mutator} (bits flipped,
 * cut short, lines dropped or repeated, numbers made huge, variations nested deep ...) read in
 * strict and lenient mode give records or a {@link io.github.shogi4j.kif.KifuParseException} with a
 * line and a column, and every record read is written by every writer and read back ({@link
 * ReadCheck}). The records are random games of the rules test kit written by the project's own
 * writers in every format, and the conformance corpus's files when the shared folder is set. Fixed
 * seeds; a few hundred inputs, a few seconds. {@link FuzzMain} is the long run.
 */
class FuzzProperties {
  private static final int EXAMPLES = 80;
  private static final List<FuzzInputs.Input> WRITTEN = FuzzInputs.written(1, 5);

  @Test
  void mutatedWrittenRecordsReadOrFailWithALocation() {
    qt().withFixedSeed(20261206L)
        .withExamples(EXAMPLES)
        .forAll(longs().all())
        .checkAssert(seed -> check(WRITTEN, seed));
  }

  @Test
  void mutatedCorpusFilesReadOrFailWithALocation() {
    Optional<List<FuzzInputs.Input>> corpus = FuzzInputs.corpus();
    assumeTrue(
        corpus.isPresent(),
        "the shared folder (shogi4j.shared) is not set: corpus " + "not fuzzed");
    qt().withFixedSeed(20261207L)
        .withExamples(EXAMPLES)
        .forAll(longs().all())
        .checkAssert(seed -> check(corpus.get(), seed));
  }

  @Test
  void everyFormatWithHugeNumbersReadsOrFailsWithALocation() {
    // each written input with one of its numbers made huge: move numbers, times, counts and
    // coordinates of every format are reached
    SplittableRandom r = new SplittableRandom(7);
    for (FuzzInputs.Input in : WRITTEN) {
      ReadCheck.check(Mutator.hugeNumber(in.bytes(), r), Optional.of(in.format()));
    }
  }

  @Test
  void deeplyNestedVariationsReadOrFailWithALocation() {
    SplittableRandom r = new SplittableRandom(11);
    for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2, KifuFormat.JKF}) {
      for (int k = 0; k < 3; k++) {
        byte[] b = Nesting.nest(new byte[0], f, r);
        ReadCheck.check(b, Optional.of(f));
      }
    }
  }

  private static void check(List<FuzzInputs.Input> inputs, long seed) {
    FuzzInputs.Input from = inputs.get(Math.floorMod(seed, inputs.size()));
    byte[] input = FuzzMain.input(inputs, seed);
    ReadCheck.check(input, (seed & 1) == 0 ? Optional.of(from.format()) : Optional.empty());
  }
}
