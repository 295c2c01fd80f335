package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.TranspositionTable;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** {@code USI_Hash} sizes the engine's transposition table; {@code usinewgame} clears it. */
class UsiHashTest {
  private static final int PER_MEGABYTE = 1 << 16;

  /** The strongest searcher, each one made kept for the test to look at. */
  private static final class Recording implements SearcherFactory {
    final List<AlphaBetaSearcher> made = new CopyOnWriteArrayList<>();

    @Override
    public String name() {
      return "recording";
    }

    @Override
    public String author() {
      return "tests";
    }

    @Override
    public Searcher create(Settings settings) {
      AlphaBetaSearcher s = (AlphaBetaSearcher) SearcherFactory.best().create(settings);
      made.add(s);
      return s;
    }

    TranspositionTable table() {
      return made.get(made.size() - 1).table();
    }
  }

  @Test
  void theTableHasTheSizeUsiHashSaysAndIsResizedBetweenGames() {
    Recording f = new Recording();
    try (EngineSession s = new EngineSession(f)) {
      s.send("isready");
      s.until(l -> l.equals("readyok"), 20_000);
      int byDefault = Math.min(64, UsiEngine.maxHashMegabytes());
      assertEquals(byDefault * PER_MEGABYTE, f.table().capacity(), s.transcript());
      s.send("setoption name USI_Hash value 3");
      s.send("isready");
      s.until(l -> l.equals("readyok"), 20_000);
      assertEquals(3 * PER_MEGABYTE, f.table().capacity(), s.transcript());
      s.send("usinewgame");
      s.send("position startpos");
      s.send("go depth 3");
      s.until("bestmove");
      s.send("gameover win");
      s.send("setoption name USI_Hash value 5");
      s.send("isready");
      s.until(l -> l.equals("readyok"), 20_000);
      assertEquals(5 * PER_MEGABYTE, f.table().capacity(), s.transcript());
    }
  }

  @Test
  void usinewgameClearsTheTable() {
    Recording f = new Recording();
    try (EngineSession s = new EngineSession(f)) {
      s.send("setoption name USI_Hash value 1");
      s.send("isready");
      s.until(l -> l.equals("readyok"), 20_000);
      s.send("position startpos");
      s.send("go nodes 50000");
      s.until("bestmove");
      TranspositionTable t = f.table();
      assertTrue(t.hashfull() > 0, "a search fills the table: " + t.hashfull());
      s.send("usinewgame");
      s.send("isready");
      s.until("readyok");
      assertEquals(0, t.hashfull(), s.transcript());
      assertEquals(1, f.made.size(), "the same table, cleared: " + f.made);
    }
  }
}
