package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.testkit.ApiSurface;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The record module's API is closed: no public or protected member of a public type in an exported
 * package names an internal type (the per-record reading of {@code kif.internal}, the board of
 * {@code rules.internal}), and no class holds a static field set after initialisation.
 */
class ApiSurfaceTest {

  @Test
  void theRecordModuleNamesNoInternalTypeAndInstallsNothing() {
    assertEquals(List.of(), ApiSurface.problems(Kifu.class));
  }
}
