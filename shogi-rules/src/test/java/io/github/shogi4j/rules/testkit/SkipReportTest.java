package io.github.shogi4j.rules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** The console line for skipped tests: one per class, with the count and the reason. */
class SkipReportTest {
  /** Two tests skipped by assumptions with two reasons, one disabled, one that runs. */
  @TestMethodOrder(MethodOrderer.MethodName.class)
  static class SomeSkipped {
    @Test
    void needsData() {
      Assumptions.assumeTrue(false, "no data at /x");
    }

    @Test
    void needsMoreData() {
      Assumptions.assumeTrue(false, "no engine");
    }

    @Test
    @Disabled("too slow")
    void disabled() {}

    @Test
    void runs() {}
  }

  /** Skipped as a whole by an assumption before any test. */
  static class AllSkipped {
    @BeforeAll
    static void data() {
      Assumptions.assumeTrue(false, "no data at /y");
    }

    @Test
    void one() {}

    @Test
    void two() {}
  }

  /** Nothing skipped: nothing printed. */
  static class NoneSkipped {
    @Test
    void runs() {}
  }

  private static List<String> run(Class<?> fixture) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    // Without the listeners of META-INF/services, or the SkipReport found there would print too.
    Launcher launcher =
        LauncherFactory.create(
            LauncherConfig.builder().enableTestExecutionListenerAutoRegistration(false).build());
    launcher.execute(
        LauncherDiscoveryRequestBuilder.request().selectors(selectClass(fixture)).build(),
        new SkipReport(new PrintStream(buf, true, StandardCharsets.UTF_8)));
    return buf.toString(StandardCharsets.UTF_8).lines().toList();
  }

  @Test
  void oneLinePerClassWithTheCountAndTheFirstReason() {
    assertEquals(
        List.of("SKIPPED SkipReportTest$SomeSkipped: 3 tests: too slow (and 2 " + "other reasons)"),
        run(SomeSkipped.class));
  }

  @Test
  void aClassSkippedBeforeItsTestsIsReportedAsAWhole() {
    assertEquals(
        List.of("SKIPPED SkipReportTest$AllSkipped: all tests: no data at /y"),
        run(AllSkipped.class));
  }

  @Test
  void aClassWithoutSkipsPrintsNothing() {
    assertEquals(List.of(), run(NoneSkipped.class));
  }
}
