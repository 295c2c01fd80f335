package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.shogi4j.search.engine.RandomSearcher;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Scripted USI sessions against our engine: random sequences of valid and invalid commands, in any
 * order (a go during a search, stop with nothing to stop, ponderhit without ponder, options between
 * searches, refused positions and go lines, unknown words). Whatever the script, the engine answers
 * every go with exactly one bestmove (every go mate with one checkmate), answers every isready, and
 * is still answering at the end.
 *
 * <p>Bounded for CI: a fixed seed and 40 scripts of up to 24 commands (about 5 s). A longer run:
 * {@code -Dshogi4j.usiSessions=2000} (and {@code -Dshogi4j.usiSessionSeed=N} for other scripts).
 */
class UsiSessionProperties {
  private static final List<String> POSITIONS =
      List.of(
          "position startpos",
          "position startpos moves 7g7f 3c3d 8h2b+",
          "position sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1",
          "position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1",
          "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d",
          // refused: a bad SFEN, an illegal move, a word that is no position
          "position sfen 4k4/9/9 b - 1",
          "position startpos moves 5i5h 5a5b 5h5i 5b5a 1a1b",
          "position nowhere",
          "position");
  private static final List<String> GOS =
      List.of(
          "go btime 0 wtime 0 byoyomi 20",
          "go movetime 20",
          "go depth 1",
          "go nodes 100",
          "go btime 100 wtime 100 binc 10 winc 10",
          "go infinite",
          "go ponder btime 0 wtime 0 byoyomi 20",
          "go mate 50",
          "go mate infinite",
          // refused: each still gets its one answer
          "go movetime -5",
          "go depth",
          "go sideways",
          "go mate soon");
  private static final List<String> OTHERS =
      List.of(
          "usi",
          "isready",
          "usinewgame",
          "stop",
          "ponderhit",
          "gameover win",
          "gameover draw",
          "setoption name Level value EASY",
          "setoption name Level value GODLIKE",
          "setoption name USI_Hash value 2",
          "setoption name USI_Hash value lots",
          "setoption name USI_Ponder value true",
          "setoption name NoSuchOption value 1",
          "setoption",
          "setoption Level EASY",
          "xyzzy",
          "",
          "   ",
          "bestmove 7g7f",
          "readyok",
          "\u0000\u0001",
          "position startpos moves 7g7f\tisready");

  /** A script of commands, drawn from the seed. */
  private static List<String> script(long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int n = 1 + rng.nextInt(24);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int kind = rng.nextInt(10);
      List<String> from = kind < 3 ? POSITIONS : kind < 6 ? GOS : OTHERS;
      out.add(from.get(rng.nextInt(from.size())));
    }
    return out;
  }

  private static boolean isGo(String command) {
    return command.strip().split("\\s+")[0].equals("go");
  }

  private static long count(List<String> lines, Predicate<String> p) {
    return lines.stream().filter(p).count();
  }

  @Test
  void everyGoGetsOneAnswerAndEveryIsreadyOneReadyok() {
    qt().withFixedSeed(Long.getLong("shogi4j.usiSessionSeed", 20261206L))
        .withExamples(Integer.getInteger("shogi4j.usiSessions", 40))
        .forAll(longs().all())
        .checkAssert(
            seed -> {
              List<String> script = script(seed);
              try (EngineSession s =
                  new EngineSession(SearcherFactory.of(new RandomSearcher(seed), "tests"))) {
                script.forEach(s::send);
                // End any infinite or ponder search, then check the engine still answers.
                s.send("stop");
                s.send("isready");
                long gos = count(script, UsiSessionProperties::isGo);
                long mates = count(script, c -> isGo(c) && c.contains(" mate"));
                long readies = count(script, c -> c.strip().equals("isready")) + 1;
                List<String> got = new ArrayList<>();
                long[] seen = new long[3];
                String context = "seed " + seed;
                got.addAll(
                    s.until(
                        line -> {
                          if (line.startsWith("bestmove")) {
                            seen[0]++;
                          } else if (line.startsWith("checkmate")) {
                            seen[1]++;
                          } else if (line.equals("readyok")) {
                            seen[2]++;
                          }
                          return seen[0] + seen[1] == gos && seen[2] == readies;
                        },
                        10_000));
                // Nothing more may come: no second answer to any go.
                got.addAll(s.quietFor(100));
                String transcript = context + "\n" + s.transcript();
                assertEquals(gos - mates, count(got, l -> l.startsWith("bestmove")), transcript);
                assertEquals(mates, count(got, l -> l.startsWith("checkmate")), transcript);
                assertEquals(readies, count(got, l -> l.equals("readyok")), transcript);
                s.send("quit");
                try {
                  s.awaitEnd(5_000);
                } catch (InterruptedException e) {
                  throw new AssertionError(e);
                }
              }
            });
  }
}
