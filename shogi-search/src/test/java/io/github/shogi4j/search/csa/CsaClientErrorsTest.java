package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.search.engine.RandomSearcher;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;

/** Bad server input ends in a clear error, never in a hang. */
@Timeout(value = 15, unit = TimeUnit.SECONDS)
class CsaClientErrorsTest {

  private static CsaProtocolException fails(
      CsaTestServer.Script script, java.util.function.IntFunction<Executable> client)
      throws Exception {
    try (CsaTestServer server = new CsaTestServer(script)) {
      CsaProtocolException e =
          assertThrows(CsaProtocolException.class, client.apply(server.port()));
      server.finish();
      return e;
    }
  }

  private static CsaProtocolException loginFails(CsaTestServer.Script script) throws Exception {
    return fails(
        script, port -> () -> CsaClient.connect(CsaPlayerTest.config(port, "alice"), l -> {}));
  }

  /** Starts a game as sente, then lets the script go on. */
  private static CsaProtocolException gameFails(CsaTestServer.Script rest) throws Exception {
    return fails(
        s -> {
          CsaPlayerTest.start(s.next(), "+", Summaries.time(60, 10), Summaries.EVEN);
          rest.run(s);
        },
        port ->
            () -> {
              try (CsaClient c = CsaClient.connect(CsaPlayerTest.config(port, "alice"), l -> {})) {
                GameSummary summary = c.awaitGame(Duration.ofSeconds(3));
                c.agree(summary);
                new CsaPlayer(new RandomSearcher(9), CsaPlayerTest.playerConfig())
                    .play(c, summary, CsaListener.NONE);
              }
            });
  }

  /** The peer the game was started with: the script's only one. */
  private static CsaTestServer.Peer only(CsaTestServer s) {
    return s.peers().get(0);
  }

  @Test
  void aLoginReplyThatIsNotOne() throws Exception {
    CsaProtocolException e =
        loginFails(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.line();
              p.send("HELLO THERE");
              p.lineWithin(1000);
            });
    assertEquals(CsaProtocolException.Kind.MALFORMED, e.kind());
    assertEquals("HELLO THERE", e.line().orElseThrow());
    assertEquals(1, e.lineNumber().getAsInt());
    assertTrue(e.getMessage().contains("expected LOGIN:alice OK"), e.getMessage());
  }

  @Test
  void aRefusedLogin() throws Exception {
    CsaProtocolException e =
        loginFails(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.line();
              p.send("LOGIN:incorrect");
              p.lineWithin(1000);
            });
    assertEquals(CsaProtocolException.Kind.LOGIN_REFUSED, e.kind());
  }

  @Test
  void aSilentServerTimesOut() throws Exception {
    CsaProtocolException e =
        loginFails(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.line();
              p.lineWithin(5000);
            });
    assertEquals(CsaProtocolException.Kind.TIMEOUT, e.kind());
    assertTrue(e.getMessage().contains("the login reply"), e.getMessage());
  }

  @Test
  void anEndlessLineIsCutAtTheLimit() throws Exception {
    CsaProtocolException e =
        fails(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.login();
              p.sendRaw("BEGIN " + "x".repeat(20_000));
              p.lineWithin(2000);
            },
            port ->
                () -> {
                  try (CsaClient c =
                      CsaClient.connect(CsaPlayerTest.config(port, "alice"), l -> {})) {
                    c.awaitGame(Duration.ofSeconds(3));
                  }
                });
    assertEquals(CsaProtocolException.Kind.LINE_TOO_LONG, e.kind());
    assertTrue(e.getMessage().contains("longer than 16384 bytes"), e.getMessage());
  }

  @Test
  void aBrokenSummaryNamesItsLine() throws Exception {
    CsaProtocolException e =
        fails(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.login();
              p.send("BEGIN Game_Summary", "Game_ID:g", "Your_Turn:?", "END Game_Summary");
              p.lineWithin(1000);
            },
            port ->
                () -> {
                  try (CsaClient c =
                      CsaClient.connect(CsaPlayerTest.config(port, "alice"), l -> {})) {
                    c.awaitGame(Duration.ofSeconds(3));
                  }
                });
    assertEquals(CsaProtocolException.Kind.MALFORMED, e.kind());
    assertEquals(4, e.lineNumber().getAsInt());
    assertEquals("Your_Turn:?", e.line().orElseThrow());
  }

  @Test
  void somethingElseThanASummary() throws Exception {
    CsaProtocolException e =
        fails(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.login();
              p.send("+7776FU,T1");
              p.lineWithin(1000);
            },
            port ->
                () -> {
                  try (CsaClient c =
                      CsaClient.connect(CsaPlayerTest.config(port, "alice"), l -> {})) {
                    c.awaitGame(Duration.ofSeconds(3));
                  }
                });
    assertTrue(e.getMessage().contains("expected BEGIN Game_Summary"), e.getMessage());
  }

  @Test
  void garbageInsteadOfAMove() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              String mine = p.line();
              p.send(mine + ",T1", "HELLO");
              p.lineWithin(1000);
            });
    assertEquals(CsaProtocolException.Kind.MALFORMED, e.kind());
    assertEquals("HELLO", e.line().orElseThrow());
    assertTrue(
        e.getMessage().contains("expected a move (+7776FU,T3), %TORYO, %KACHI or a result"),
        e.getMessage());
  }

  @Test
  void aMoveOfTheWrongSide() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              String mine = p.line();
              p.send(mine + ",T1", "+2726FU,T1");
              p.lineWithin(1000);
            });
    assertTrue(e.getMessage().contains("gote (-) is to move"), e.getMessage());
  }

  @Test
  void anIllegalMove() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              String mine = p.line();
              p.send(mine + ",T1", "-5152OU,T1", "-5152OU,T1");
              p.lineWithin(1000);
            });
    assertTrue(e.getMessage().contains("-5152OU"), e.getMessage());
  }

  @Test
  void anEchoOfAnotherMove() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              String mine = p.line();
              p.send((mine.equals("+2726FU") ? "+7776FU" : "+2726FU") + ",T1");
              p.lineWithin(1000);
            });
    assertTrue(e.getMessage().contains("the echo of"), e.getMessage());
  }

  @Test
  void aMoveWithoutItsTime() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              String mine = p.line();
              p.send(mine);
              p.lineWithin(1000);
            });
    assertTrue(e.getMessage().contains("without its time"), e.getMessage());
  }

  @Test
  void aReasonWithoutItsVerdict() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              String mine = p.line();
              p.send(mine + ",T1", "#RESIGN", "#MAYBE");
              p.lineWithin(1000);
            });
    assertEquals("#MAYBE", e.line().orElseThrow());
    assertTrue(e.getMessage().contains("after #RESIGN"), e.getMessage());
  }

  @Test
  void aConnectionClosedMidGame() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              p.line();
              p.close();
            });
    assertEquals(CsaProtocolException.Kind.CLOSED, e.kind());
  }

  @Test
  void aServerThatStopsMidGameTimesOut() throws Exception {
    CsaProtocolException e =
        gameFails(
            s -> {
              CsaTestServer.Peer p = only(s);
              p.line();
              p.lineWithin(6000);
            });
    assertEquals(CsaProtocolException.Kind.TIMEOUT, e.kind());
    assertTrue(e.getMessage().contains("a move, %TORYO"), e.getMessage());
  }
}
