package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.examples.CsaBotExample;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.csa.CsaClient;
import io.github.shogi4j.search.csa.CsaGame;
import io.github.shogi4j.search.engine.RandomSearcher;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shogi csa} against a scripted CSA server on 127.0.0.1: the client plays sente, the server
 * answers two moves and then resigns for gote.
 */
@Timeout(60)
class CsaCommandTest {
  private static final String SUMMARY =
      String.join(
          "\n",
          "BEGIN Game_Summary",
          "Protocol_Version:1.2",
          "Protocol_Mode:Server",
          "Format:Shogi 1.0",
          "Declaration:Jishogi 1.1",
          "Game_ID:cli-game",
          "Name+:bot",
          "Name-:opponent",
          "Your_Turn:+",
          "To_Move:+",
          "Max_Moves:256",
          "BEGIN Time",
          "Time_Unit:1sec",
          "Total_Time:60",
          "Byoyomi:2",
          "Least_Time_Per_Move:0",
          "END Time",
          "BEGIN Position",
          "PI",
          "+",
          "END Position",
          "END Game_Summary",
          "");

  /** Serves one game and returns the lines the client sent. */
  private static CompletableFuture<List<String>> serve(ServerSocket server, boolean refuse) {
    return CompletableFuture.supplyAsync(
        () -> {
          List<String> got = new ArrayList<>();
          try (Socket s = server.accept()) {
            s.setSoTimeout(30_000);
            BufferedReader in =
                new BufferedReader(
                    new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            OutputStream out = s.getOutputStream();
            String login = next(in, got);
            if (refuse) {
              send(out, "LOGIN:incorrect\n");
              return got;
            }
            send(out, "LOGIN:" + login.split(" ")[1] + " OK\n" + SUMMARY);
            next(in, got); // AGREE
            send(out, "START:cli-game\n");
            for (String reply : List.of("-3334FU", "-8384FU")) {
              String mine = next(in, got);
              String move = mine.contains(",") ? mine.substring(0, mine.indexOf(',')) : mine;
              send(out, move + ",T1\n" + reply + ",T2\n");
            }
            String mine = next(in, got);
            send(out, mine.split(",")[0] + ",T1\n%TORYO,T3\n#RESIGN\n#WIN\n");
            s.setSoTimeout(3000);
            next(in, got);
          } catch (IOException e) {
            got.add("<" + e.getMessage() + ">");
          }
          return got;
        });
  }

  /** Runs {@code shogi csa} logged in as bot to the test server, with more options. */
  private static Cli.Result csa(ServerSocket server, String password, String... options) {
    List<String> all = new ArrayList<>(List.of("csa"));
    all.addAll(List.of(options));
    all.addAll(
        List.of(
            "--host",
            "127.0.0.1",
            "--port",
            String.valueOf(server.getLocalPort()),
            "--id",
            "bot",
            "--password",
            password));
    return Cli.run(all.toArray(String[]::new));
  }

  private static String next(BufferedReader in, List<String> got) throws IOException {
    while (true) {
      String l = in.readLine();
      if (l == null) {
        throw new IOException("closed");
      }
      if (!l.isEmpty()) {
        got.add(l);
        return l;
      }
    }
  }

  private static void send(OutputStream out, String text) throws IOException {
    out.write(text.getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  @Test
  void playsAGameInProcessAndWritesTheRecord(@TempDir Path dir) throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<List<String>> lines = serve(server, false);
      Cli.Result r =
          csa(
              server,
              "test-60-2,x",
              "--level",
              "easy",
              "--out",
              dir.toString(),
              "--pv-comments",
              "--margin",
              "500",
              "--json");
      assertEquals(0, r.code(), r::toString);
      Map<String, Object> json = JsonReader.object(r.out().strip());
      assertEquals("cli-game", json.get("gameId"));
      assertEquals("win", json.get("result"));
      assertEquals("sente", json.get("you"));
      assertEquals("#RESIGN #WIN", json.get("reason"));
      assertEquals("resignation", json.get("termination"));
      assertEquals(5L, ((Number) json.get("moves")).longValue());
      List<String> sent = lines.get(10, TimeUnit.SECONDS);
      assertTrue(sent.get(0).startsWith("LOGIN bot test-60-2,x"), sent::toString);
      assertEquals("AGREE cli-game", sent.get(1));
      assertTrue(
          sent.get(2).matches("\\+[0-9]{4}[A-Z]{2},'\\* -?[0-9]+( [+-][0-9]{4}[A-Z]{2})*"),
          sent::toString);
      Path file = Path.of((String) json.get("file"));
      assertTrue(file.toString().endsWith(".csa"), file::toString);
      assertTrue(Files.readString(file).startsWith("'CSA encoding=UTF-8\nV3.0"));
      GameRecord record = Kifu.read(file).record();
      assertEquals(5, record.moves().size());
      assertEquals(Optional.of(Outcome.win(Color.SENTE, Termination.RESIGNATION)), record.result());
      assertEquals(Optional.of("bot"), record.sente());
    }
  }

  @Test
  void theBuiltInEngineSearchesWithTheThreadsAsked() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<List<String>> lines = serve(server, false);
      Cli.Result r;
      int helpers;
      try (HelperThreads watch = HelperThreads.watch()) {
        r = csa(server, "test-60-2,x", "--level", "hard", "--threads", "2", "--json");
        helpers = watch.most();
      }
      assertEquals(0, r.code(), r::toString);
      assertEquals("win", JsonReader.object(r.out().strip()).get("result"), r::toString);
      assertEquals(1, helpers, "one helper beside the main search");
      assertEquals("AGREE cli-game", lines.get(10, TimeUnit.SECONDS).get(1));
    }
  }

  @Test
  void playsAUsiEngineThroughItsCommandLine(@TempDir Path dir) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String engine =
        String.join(
            " ",
            List.of(
                    java,
                    "-cp",
                    System.getProperty("java.class.path"),
                    ShogiCli.class.getName(),
                    "usi")
                .stream()
                .map(s -> "'" + s + "'")
                .toList());
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<List<String>> lines = serve(server, false);
      Cli.Result r =
          csa(server, "p", "--engine", engine, "--out", dir.toString(), "--format", "kifu");
      assertEquals(0, r.code(), r::toString);
      assertTrue(r.out().startsWith("game 1 cli-game: win after 5 moves"), r::toString);
      assertEquals(
          5, lines.get(10, TimeUnit.SECONDS).stream().filter(l -> l.startsWith("+")).count() + 2);
      try (var files = Files.list(dir)) {
        assertTrue(files.findFirst().orElseThrow().toString().endsWith(".kifu"));
      }
    }
  }

  @Test
  void aRefusedLoginIsAOneLineError() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      serve(server, true);
      Cli.Result r = csa(server, "wrong", "--level", "easy");
      assertEquals(Errors.INVALID_INPUT, r.code(), r::toString);
      assertEquals(1, r.err().strip().lines().count(), r::toString);
      assertTrue(r.err().contains("login refused"), r::toString);
    }
  }

  @Test
  void needsEitherAnEngineOrALevel() {
    Cli.Result r = Cli.run("csa", "--host", "127.0.0.1", "--id", "bot", "--password", "p");
    assertEquals(Errors.USAGE, r.code(), r::toString);
    assertTrue(r.err().contains("give either --engine or --level"), r::toString);
  }

  @Test
  void theBotExamplePlaysAGame() throws Exception {
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      CompletableFuture<List<String>> lines = serve(server, false);
      List<CsaGame> games =
          CsaBotExample.play(
              new RandomSearcher(1),
              CsaClient.Config.of("127.0.0.1", server.getLocalPort(), "bot", "pw"),
              1);
      assertEquals(Outcome.win(Color.SENTE, Termination.RESIGNATION), games.get(0).outcome());
      assertTrue(lines.get(10, TimeUnit.SECONDS).get(2).contains(",'* "));
    }
  }
}
