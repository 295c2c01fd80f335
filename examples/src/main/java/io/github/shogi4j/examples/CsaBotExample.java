package io.github.shogi4j.examples;

import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.csa.CsaClient;
import io.github.shogi4j.search.csa.CsaGame;
import io.github.shogi4j.search.csa.CsaListener;
import io.github.shogi4j.search.csa.CsaPlayer;
import io.github.shogi4j.search.engine.Level;
import java.time.Duration;
import java.util.List;

/**
 * For a bot author: a {@link Searcher} (this library's engine, or any USI engine through {@link
 * io.github.shogi4j.search.usi.UsiClient}) plays on a CSA protocol server such as floodgate. {@link
 * CsaPlayer} logs in, agrees to the game offered, keeps both clocks, sends each move with
 * floodgate's score-and-variation comment, and logs in again for the next game.
 *
 * <p>Run: {@code CsaBotExample HOST PORT ID PASSWORD}, for example {@code CsaBotExample
 * wdoor.c.u-tokyo.ac.jp 4081 mybot floodgate-300-10F,secret}.
 */
public final class CsaBotExample {
  private CsaBotExample() {}

  /**
   * Plays games on a server and prints each as a CSA record.
   *
   * @param searcher the bot
   * @param server the server and login
   * @param games how many games
   * @return the games played
   */
  public static List<CsaGame> play(Searcher searcher, CsaClient.Config server, int games) {
    CsaPlayer player =
        new CsaPlayer(
            searcher,
            CsaPlayer.Config.defaults()
                .withMargin(Duration.ofMillis(1500)) // kept for the network on every move
                .withPvComments(true)); // ,'* 123 -3334FU +2726FU with each move
    List<CsaGame> played = player.run(server, games, CsaListener.NONE);
    for (CsaGame g : played) {
      System.out.println(
          g.summary().gameId() + ": " + g.outcome()); // e.g. Outcome[SENTE, RESIGNATION]
      System.out.println(Kifu.toText(g.toRecord(), KifuFormat.CSA)); // times, comments, result
    }
    return played;
  }

  /**
   * Plays one game with the hard level.
   *
   * @param args host, port, login name and password
   */
  public static void main(String[] args) {
    if (args.length != 4) {
      System.err.println("usage: CsaBotExample HOST PORT ID PASSWORD");
      return;
    }
    CsaClient.Config server =
        CsaClient.Config.of(args[0], Integer.parseInt(args[1]), args[2], args[3]);
    play(Level.HARD.searcher(), server, 1);
  }
}
