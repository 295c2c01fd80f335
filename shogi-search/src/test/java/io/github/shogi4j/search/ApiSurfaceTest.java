package io.github.shogi4j.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.testkit.ApiSurface;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search module's API is closed: no public or protected member of a public type in an exported
 * package names an internal type (its own {@code search.internal}, the board of {@code
 * rules.internal}, the helpers of {@code kif.internal}), and no class holds a static field set
 * after initialisation.
 */
class ApiSurfaceTest {

  @Test
  void theSearchModuleNamesNoInternalTypeAndInstallsNothing() {
    assertEquals(List.of(), ApiSurface.problems(Searcher.class));
  }
}
