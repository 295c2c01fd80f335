package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.engine.RandomSearcher;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two clients play a whole game on the real shogi-server (the Ruby server of floodgate), run from
 * the checkout named by the system property {@code shogi4j.shogiServer} with the {@code ruby} on
 * the path; skipped, with a message, without it. The server is made to listen on 127.0.0.1 only (a
 * few lines of Ruby given on its command line) and is stopped by the test; it writes its game logs
 * in the checkout, as it always does.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ShogiServerInteropTest {
  private static final String BIND_LOOPBACK =
      String.join(
          "\n",
          "require 'webrick'",
          "module WEBrick",
          "  class GenericServer",
          "    alias_method :shogi4j_initialize, :initialize",
          "    def initialize(config = {}, default = Config::General)",
          "      shogi4j_initialize(config.merge(:BindAddress => '127.0.0.1'), default)",
          "    end",
          "  end",
          "end",
          "path = ARGV.shift",
          "$0 = path",
          "load path");

  @Test
  void twoClientsPlayAGameOnShogiServer(@TempDir Path dir) throws Exception {
    String checkout = System.getProperty("shogi4j.shogiServer", "");
    if (checkout.isEmpty()) {
      String message =
          "skipped: no shogi-server checkout given: run with "
              + "-Dshogi4j.shogiServer=/path/to/shogi-server to play on the real server";
      System.err.println("ShogiServerInteropTest " + message);
      assumeTrue(false, message);
    }
    Path script = Path.of(checkout, "shogi-server");
    assumeTrue(Files.isRegularFile(script), "no shogi-server script in " + checkout);
    int port;
    try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = free.getLocalPort();
    }
    Path log = dir.resolve("shogi-server.log");
    Process ruby =
        new ProcessBuilder(
                "ruby", "-e", BIND_LOOPBACK, script.toString(), "shogi4j", String.valueOf(port))
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    try {
      waitForPort(port, ruby, log);
      CsaPlayer.Config pc =
          CsaPlayer.Config.defaults()
              .withMargin(Duration.ofMillis(500))
              .withPvComments(true)
              .withWaits(Duration.ofSeconds(30), Duration.ofSeconds(30))
              .withReconnects(0, Duration.ZERO);
      CompletableFuture<List<CsaGame>> a =
          CompletableFuture.supplyAsync(
              () ->
                  new CsaPlayer(new RandomSearcher(11), pc)
                      .run(config(port, "shogi4j_a"), 1, CsaListener.NONE));
      CompletableFuture<List<CsaGame>> b =
          CompletableFuture.supplyAsync(
              () ->
                  new CsaPlayer(new RandomSearcher(12), pc)
                      .run(config(port, "shogi4j_b"), 1, CsaListener.NONE));
      CsaGame ga = a.get(100, TimeUnit.SECONDS).get(0);
      CsaGame gb = b.get(100, TimeUnit.SECONDS).get(0);
      System.out.println(
          "shogi-server game "
              + ga.summary().gameId()
              + ": "
              + ga.game().ply()
              + " moves, "
              + ga.end()
              + " for "
              + ga.you()
              + ", "
              + gb.end()
              + " for "
              + gb.you()
              + ", outcome "
              + ga.outcome());
      assertEquals(ga.game().moves(), gb.game().moves());
      assertEquals(ga.outcome(), gb.outcome());
      assertTrue(ga.you() != gb.you());
      assertEquals(Color.SENTE, ga.summary().toMove().orElseThrow());
      GameRecord back =
          Kifu.parseRecord(
              CsaWriter.v30().write(ga.toRecord(), WriteOptions.defaults()), KifuFormat.CSA);
      assertEquals(ga.game().moves(), back.moves().stream().map(m -> m.move()).toList());
      assertEquals(Optional.of(ga.outcome()), back.result());
    } finally {
      ruby.descendants().forEach(ProcessHandle::destroy);
      ruby.destroy();
      if (!ruby.waitFor(10, TimeUnit.SECONDS)) {
        ruby.destroyForcibly();
      }
    }
  }

  private static CsaClient.Config config(int port, String id) {
    // a game name (name-total-byoyomi) as the password pairs the two in that game
    return CsaClient.Config.of("127.0.0.1", port, id, "shogi4jtest-60-2,trip")
        .withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(20), Duration.ofSeconds(60));
  }

  private static void waitForPort(int port, Process ruby, Path log) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < deadline) {
      if (!ruby.isAlive()) {
        throw new AssertionError("shogi-server ended: " + Files.readString(log));
      }
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 500);
        return;
      } catch (IOException e) {
        Thread.sleep(200);
      }
    }
    throw new AssertionError("shogi-server did not listen within 30 s: " + Files.readString(log));
  }
}
