package io.github.shogi4j.search.tools;

import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.Level;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The search benchmark (not a test): nodes per second on middlegame positions, the depth the hard
 * level reaches in one second from the start, and how fast a stop is answered. Run by hand: {@code
 * mvn -B -ntp -q -pl shogi-search test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.shogi4j.search.tools.Bench}.
 */
public final class Bench {
  private Bench() {}

  static final List<String> MIDDLEGAMES =
      List.of(
          "sfen ln1g3nl/1r1sk1gb1/p1pppp1pp/6p2/1p7/2P6/PPBPPPPPP/2S4R1/LN1GKGSNL b - 13",
          "sfen lnsgk2nl/1r4gb1/p1pppp1pp/6p2/1p5P1/2P6/PP1PPPP1P/1BG4R1/LNS1KGSNL b - 11",
          "sfen ln1g1k1nl/1r1s2g2/p1pppsbpp/1p3pp2/7P1/2PP5/PPBSPPP1P/2G2S1R1/LN2KG1NL b - 21",
          "sfen l6nl/1r2gkg2/2n1ppsp1/p1pp2p1p/1p5P1/P1PPP1P1P/1PS2PN2/1KG1G2R1/LN6L b BSbsp 41",
          "sfen ln5nl/2r2kg2/p2pppsp1/2p3p1p/1p3P3/2P1P1P1P/PPSP2N2/2G1GK1R1/LN6L w BSbgsp 40");

  /**
   * Searches every middlegame to a fixed node count, {@code repeats} times, and prints the best
   * (least) CPU time of the searching thread per round and the nodes per CPU second it gives.
   */
  private static void fixedNodes(long limit, int repeats) {
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    new AlphaBetaSearcher(EngineConfig.builder().build())
        .search(
            SearchRequest.ofUsi(MIDDLEGAMES.get(0)),
            SearchLimits.moveTime(Duration.ofMillis(2000)));
    long best = Long.MAX_VALUE;
    long nodes = 0;
    long[] bestEach = new long[MIDDLEGAMES.size()];
    java.util.Arrays.fill(bestEach, Long.MAX_VALUE);
    for (int round = 0; round < repeats; round++) {
      long cpu = 0;
      nodes = 0;
      for (int i = 0; i < MIDDLEGAMES.size(); i++) {
        String p = MIDDLEGAMES.get(i);
        long t0 = threads.getCurrentThreadCpuTime();
        SearchResult.Play r =
            (SearchResult.Play)
                (new AlphaBetaSearcher(EngineConfig.builder().build())
                    .search(SearchRequest.ofUsi(p), SearchLimits.nodes(limit)));
        long t = threads.getCurrentThreadCpuTime() - t0;
        bestEach[i] = Math.min(bestEach[i], t);
        cpu += t;
        nodes += r.nodes();
        if (round == 0) { // the same every round: identifies the tree searched
          System.out.printf(
              Locale.ROOT,
              "  %s: %s %s depth %d nodes %d%n",
              p.substring(5, 20),
              r.toUsi(),
              r.score(),
              r.depth(),
              r.nodes());
        }
      }
      best = Math.min(best, cpu);
      System.out.printf(
          Locale.ROOT,
          "round %d: %d nodes in %d ms CPU: %d per CPU second%n",
          round,
          nodes,
          cpu / 1_000_000L,
          nodes * 1_000_000_000L / Math.max(1, cpu));
    }
    StringBuilder each = new StringBuilder("best per position (nodes per CPU second):");
    for (long t : bestEach) {
      each.append(' ').append(limit * 1_000_000_000L / Math.max(1, t));
    }
    System.out.println(each);
    System.out.printf(
        Locale.ROOT,
        "best: %d nodes in %d ms CPU: %d per CPU second%n",
        nodes,
        best / 1_000_000L,
        nodes * 1_000_000_000L / Math.max(1, best));
  }

  /**
   * Searches every middlegame to a fixed depth with the hard level's configuration on the given
   * number of threads, {@code repeats} times, and prints the wall time each took (the time to
   * depth, by which helper threads are judged: nodes per second would count their work, not its
   * use).
   */
  private static void timeToDepth(int depth, int threadCount, int repeats) {
    EngineConfig config = Level.HARD.config(0).toBuilder().threads(threadCount).build();
    new AlphaBetaSearcher(config)
        .search(
            SearchRequest.ofUsi(MIDDLEGAMES.get(0)),
            SearchLimits.moveTime(Duration.ofMillis(2000)));
    long total = 0;
    for (int round = 0; round < repeats; round++) {
      for (String p : MIDDLEGAMES) {
        long t0 = System.nanoTime();
        SearchResult.Play r =
            (SearchResult.Play)
                (new AlphaBetaSearcher(config)
                    .search(SearchRequest.ofUsi(p), SearchLimits.depth(depth)));
        long ms = (System.nanoTime() - t0) / 1_000_000L;
        total += ms;
        System.out.printf(
            Locale.ROOT,
            "  %s: %s %s depth %d nodes %d in %d ms%n",
            p.substring(5, 20),
            r.toUsi(),
            r.score(),
            r.depth(),
            r.nodes(),
            ms);
      }
    }
    System.out.printf(
        Locale.ROOT,
        "depth %d on %d threads: %d ms for %d searches%n",
        depth,
        threadCount,
        total,
        repeats * MIDDLEGAMES.size());
  }

  /** The CPU time of this process (all its threads, JIT and GC included), for a loaded machine. */
  private static long processCpuNanos() {
    return ProcessHandle.current()
        .info()
        .totalCpuDuration()
        .map(java.time.Duration::toNanos)
        .orElse(0L);
  }

  /**
   * Runs it.
   *
   * @param args optional: milliseconds per position for the nps run (default 3000); or {@code nodes
   *     N [repeats]}: only the middlegames, each searched to exactly N nodes, reporting the CPU
   *     time of the searching thread (the same tree every run, so two builds compare directly); or
   *     {@code depth D T [repeats]}: the wall time to reach depth D on T threads
   */
  public static void main(String[] args) {
    if (args.length > 0 && args[0].equals("nodes")) {
      fixedNodes(Long.parseLong(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 3);
      return;
    }
    if (args.length > 0 && args[0].equals("depth")) {
      timeToDepth(
          Integer.parseInt(args[1]),
          Integer.parseInt(args[2]),
          args.length > 3 ? Integer.parseInt(args[3]) : 3);
      return;
    }
    long ms = args.length > 0 ? Long.parseLong(args[0]) : 3000;
    // warm up the JIT
    new AlphaBetaSearcher(EngineConfig.builder().build())
        .search(
            SearchRequest.ofUsi(MIDDLEGAMES.get(0)),
            SearchLimits.moveTime(Duration.ofMillis(2000)));
    long nodes = 0;
    long time = 0;
    long cpu0 = processCpuNanos();
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    long threadCpu = 0;
    for (String p : MIDDLEGAMES) {
      long t0 = threads.getCurrentThreadCpuTime();
      SearchResult.Play r =
          (SearchResult.Play)
              (new AlphaBetaSearcher(EngineConfig.builder().build())
                  .search(SearchRequest.ofUsi(p), SearchLimits.moveTime(Duration.ofMillis(ms))));
      long cpu = threads.getCurrentThreadCpuTime() - t0;
      threadCpu += cpu;
      nodes += r.nodes();
      time += r.time().toMillis();
      System.out.printf(
          Locale.ROOT,
          "%-90s depth %2d nodes %9d nps %8d wall, %8d per CPU second%n",
          p,
          r.depth(),
          r.nodes(),
          r.nodes() * 1000 / Math.max(1, r.time().toMillis()),
          r.nodes() * 1_000_000_000L / Math.max(1, cpu));
    }
    long cpuMs = (processCpuNanos() - cpu0) / 1_000_000L;
    System.out.printf(
        Locale.ROOT,
        "middlegame nps: %d wall (%d nodes in %d ms), %d per CPU second of the process (%d ms),"
            + " %d per CPU second of the searching thread (%d ms)%n",
        nodes * 1000 / Math.max(1, time),
        nodes,
        time,
        nodes * 1000 / Math.max(1, cpuMs),
        cpuMs,
        nodes * 1_000_000_000L / Math.max(1, threadCpu),
        threadCpu / 1_000_000L);
    for (int i = 0; i < 3; i++) {
      SearchResult.Play r =
          (SearchResult.Play)
              (Level.HARD.searcher().search(SearchRequest.ofUsi("startpos"), SearchLimits.none()));
      System.out.printf(
          Locale.ROOT,
          "hard level from startpos in %d ms: depth %d, %d nodes, %s%n",
          r.time().toMillis(),
          r.depth(),
          r.nodes(),
          r.toUsi());
    }
    // stop latency: from stop() until the result is in the caller's hands, searches started at
    // different moments of their iterations
    // (one searcher, as a game uses: a new 32 MB table per search would measure the collector)
    long[] latencies = new long[20];
    AlphaBetaSearcher hard = Level.HARD.searcher();
    for (int i = 0; i < latencies.length; i++) {
      hard.newGame();
      SearchHandle h =
          hard.start(
              SearchRequest.ofUsi(MIDDLEGAMES.get(i % 5)),
              SearchLimits.infinite(),
              SearchListener.NONE);
      try {
        Thread.sleep(200 + 37 * i);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      long t0 = System.nanoTime();
      h.stopAndAwait();
      latencies[i] = (System.nanoTime() - t0) / 1000;
    }
    java.util.Arrays.sort(latencies);
    System.out.printf(
        Locale.ROOT,
        "stop answered within %.2f ms (worst of %d), median %.2f ms%n",
        latencies[latencies.length - 1] / 1000.0,
        latencies.length,
        latencies[latencies.length / 2] / 1000.0);
  }
}
