package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.testkit.ApiSurface;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The rules module's API is closed: no public or protected member of a public type in an exported
 * package names an internal type, and no class holds a static field set after initialisation (the
 * hidden accessor {@code Position} once installed for the internal package). The other modules run
 * the same check on themselves.
 */
class ApiSurfaceTest {

  @Test
  void theRulesModuleNamesNoInternalTypeAndInstallsNothing() {
    assertEquals(List.of(), ApiSurface.problems(Position.class));
  }

  @Test
  void theInternalPackagesAreKnown() {
    assertTrue(ApiSurface.internalPackages().contains("io.github.shogi4j.rules.internal"));
    assertTrue(!ApiSurface.internalPackages().contains("io.github.shogi4j.rules"));
  }

  /** A type that leaks the board in each way the check looks at. */
  public static class Leaky implements Supplier<Optional<Board>> {
    /** Leaks through a field. */
    protected Board[] boards;

    /** A hidden installer's slot. */
    static Supplier<Board> accessor;

    /**
     * Leaks through a parameter.
     *
     * @param b a board
     */
    public Leaky(Board b) {}

    @Override
    public Optional<Board> get() {
      return Optional.empty();
    }

    /**
     * Leaks through a type parameter's bound.
     *
     * @param <T> a board type
     * @param boards boards
     */
    public <T extends Board> void take(List<? super T> boards) {}

    /** Private members may name anything. */
    private Board own() {
      return new Board();
    }
  }

  @Test
  void theCheckFindsEachLeak() {
    List<String> found =
        ApiSurface.namingProblems(List.of(Leaky.class), Set.of("io.github.shogi4j.rules.internal"));
    String all = String.join("\n", found);
    for (String where :
        List.of(" implements", ".boards", ".<init>(..) takes", ".get(..) returns", ".take(..)")) {
      assertTrue(all.contains(where), where + " in\n" + all);
    }
    assertTrue(!all.contains(".own("), all);
    assertEquals(
        List.of(Leaky.class.getName() + ".accessor is a static field that is not final"),
        ApiSurface.installerProblems(List.of(Leaky.class)));
  }
}
