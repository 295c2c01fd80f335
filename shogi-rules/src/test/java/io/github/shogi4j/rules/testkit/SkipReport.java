package io.github.shogi4j.rules.testkit;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints one line on the console for each test class some of whose tests were skipped (an
 * assumption that failed, such as absent shared data, or a disabled test), saying how many and why,
 * so that a skip is seen and not only counted. The JUnit launcher loads it in every module whose
 * tests have the shogi-rules test kit on their class path (a {@code META-INF/services} entry).
 *
 * <p>A line reads {@code SKIPPED ClassName: 3 tests: <first reason> (and 2 other reasons)}. The
 * launcher calls a listener from one thread at a time per plan; the map is guarded all the same.
 */
public final class SkipReport implements TestExecutionListener {
  /** Per class: the reasons in the order seen, the number of tests skipped, whether all were. */
  private static final class Group {
    final Set<String> reasons = new LinkedHashSet<>();
    int tests;
    boolean wholeClass;
  }

  private final Map<String, Group> groups = new LinkedHashMap<>();
  private final PrintStream out;
  private TestPlan plan;

  /** The listener the launcher creates; it prints on standard output. */
  public SkipReport() {
    this(System.out);
  }

  /**
   * A listener that prints elsewhere (for its own test).
   *
   * @param out where the lines go
   */
  public SkipReport(PrintStream out) {
    this.out = out;
  }

  @Override
  public synchronized void testPlanExecutionStarted(TestPlan testPlan) {
    plan = testPlan;
  }

  @Override
  public synchronized void executionSkipped(TestIdentifier id, String reason) {
    record(id, reason);
    if (isClass(id)) {
      flush(id);
    }
  }

  @Override
  public synchronized void executionFinished(TestIdentifier id, TestExecutionResult result) {
    if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
      record(id, result.getThrowable().map(Throwable::getMessage).orElse("aborted"));
    }
    if (isClass(id)) {
      flush(id);
    }
  }

  @Override
  public synchronized void testPlanExecutionFinished(TestPlan testPlan) {
    groups.keySet().stream().toList().forEach(this::print);
  }

  private static boolean isClass(TestIdentifier id) {
    return id.getSource().filter(ClassSource.class::isInstance).isPresent();
  }

  private void record(TestIdentifier id, String reason) {
    String cls = className(id).orElse(id.getDisplayName());
    String why =
        reason == null || reason.isBlank()
            ? "no reason given"
            : reason.strip().replaceFirst("^(Assumption failed: )?(skipped: )?", "");
    Group g = groups.computeIfAbsent(cls, c -> new Group());
    g.reasons.add(why);
    if (isClass(id)) {
      g.wholeClass = true;
    } else {
      g.tests++;
    }
  }

  private void flush(TestIdentifier id) {
    className(id).ifPresent(this::print);
  }

  private void print(String cls) {
    Group g = groups.remove(cls);
    if (g == null) {
      return;
    }
    String simple = cls.substring(cls.lastIndexOf('.') + 1);
    String what = g.wholeClass ? "all tests" : g.tests + (g.tests == 1 ? " test" : " tests");
    int others = g.reasons.size() - 1;
    out.println(
        "SKIPPED "
            + simple
            + ": "
            + what
            + ": "
            + g.reasons.iterator().next()
            + (others > 0
                ? " (and " + others + (others == 1 ? " other reason)" : " other reasons)")
                : ""));
    out.flush();
  }

  /** The class a test belongs to: its own source or the nearest ancestor's (dynamic tests). */
  private Optional<String> className(TestIdentifier id) {
    Optional<TestIdentifier> at = Optional.of(id);
    while (at.isPresent()) {
      Optional<TestSource> source = at.get().getSource();
      if (source.isPresent() && source.get() instanceof MethodSource m) {
        return Optional.of(m.getClassName());
      }
      if (source.isPresent() && source.get() instanceof ClassSource c) {
        return Optional.of(c.getClassName());
      }
      at = plan == null ? Optional.empty() : plan.getParent(at.get());
    }
    return Optional.empty();
  }
}
