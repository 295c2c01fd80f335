package io.github.shogi4j.search.eval;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.search.internal.BoardEvaluator;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The public evaluator types name no internal type (a user's module could not see it), while the
 * library's evaluators keep the engine's fast path on its own board.
 */
class EvaluatorApiTest {
  private static boolean internal(Class<?> c) {
    return c.getPackageName().contains(".internal");
  }

  @Test
  void publicEvaluatorTypesNameNoInternalType() {
    for (Class<?> type : List.of(StandardEvaluator.class, MaterialEvaluator.class)) {
      List<Class<?>> named = new ArrayList<>(List.of(type.getInterfaces()));
      for (Method m : type.getMethods()) {
        if (Modifier.isPublic(m.getModifiers())) {
          named.add(m.getReturnType());
          named.addAll(List.of(m.getParameterTypes()));
        }
      }
      for (Class<?> c : named) {
        assertFalse(internal(c), type.getSimpleName() + " names " + c.getName());
      }
    }
  }

  @Test
  void theLibrarysEvaluatorsKeepTheEnginesBoardPath() {
    assertTrue(StandardEvaluator.instance() instanceof BoardEvaluator);
    assertTrue(StandardEvaluator.handMade() instanceof BoardEvaluator);
    assertTrue(MaterialEvaluator.instance() instanceof BoardEvaluator);
  }
}
