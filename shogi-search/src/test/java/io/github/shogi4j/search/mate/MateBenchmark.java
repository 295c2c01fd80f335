package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.Position;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The tsume speed benchmark (not a test): solves the shared problems and prints each solve time.
 * Run from the repository root after {@code mvn -B -ntp -pl shogi-search -am install -DskipTests
 * test-compile}:
 *
 * <pre>
 * java -Xss512m -cp shogi-search/target/classes:shogi-search/target/test-classes:\
 * shogi-rules/target/classes:$HOME/.m2/repository/com/google/guava/guava/33.8.0-jre/guava-33.8.0-jre.jar \
 * io.github.shogi4j.search.mate.MateBenchmark [filter]
 * </pre>
 */
public final class MateBenchmark {
  private MateBenchmark() {}

  /** Start positions (SFEN) with their published lengths; sources in {@link MateCorpusTest}. */
  static Map<String, Integer> problems() {
    Map<String, Integer> p = new LinkedHashMap<>();
    for (MateCorpusTest.Problem pr : MateCorpusTest.PROBLEMS) {
      p.put(pr.name() + " " + pr.sfen(), pr.plies());
    }
    return p;
  }

  /**
   * Runs the benchmark.
   *
   * @param args an optional substring of the problem names to run
   */
  public static void main(String[] args) {
    String filter = args.length > 0 ? args[0] : "";
    for (MateCorpusTest.Problem pr : MateCorpusTest.PROBLEMS) {
      if (!pr.name().contains(filter)) {
        continue;
      }
      Duration limit = Duration.ofSeconds(pr.plies() <= 31 ? 10 : 60);
      MateResult r = MateSolver.solve(Position.fromSfen(pr.sfen(), io.github.shogi4j.rules.Validation.LENIENT),
          MateLimits.ofTime(limit).withTableMegabytes(256));
      System.out.printf("%-28s published %3d  %-9s plies %3d  pv %3d  nodes %9d  %6d ms%s%n",
          pr.name(), pr.plies(), r.status(), r.plies(), r.pv().size(), r.nodes(), r.millis(),
          r.isMate() && r.plies() != pr.plies() ? "  LENGTH DIFFERS" : "");
    }
  }
}
