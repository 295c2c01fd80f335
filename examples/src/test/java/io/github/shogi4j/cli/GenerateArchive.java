package io.github.shogi4j.cli;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.Rating;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;

/**
 * Writes a generated archive for the export and stats benchmark (never committed): {@code N} random
 * games from the even start (the rules test kit's random moves, 20 to 160 plies, the side to move
 * resigning at the end), named players with floodgate-style ratings, as one CSA file of records
 * separated by {@code /} lines, gzipped.
 *
 * <p>Run: {@code java -cp <test classpath> io.github.shogi4j.cli.GenerateArchive OUT.csa.gz N}.
 */
public final class GenerateArchive {
  private GenerateArchive() {}

  /**
   * Writes the archive.
   *
   * @param args the output file and the number of games
   * @throws IOException if it cannot be written
   */
  public static void main(String[] args) throws IOException {
    write(Path.of(args[0]), Integer.parseInt(args[1]));
  }

  /**
   * Writes the first {@code games} games of the archive (the same seed each time: a shorter archive
   * is a prefix of a longer one).
   *
   * @param out the {@code .csa.gz} file, replaced
   * @param games how many games
   * @throws IOException if it cannot be written
   */
  public static void write(Path out, int games) throws IOException {
    SplittableRandom r = new SplittableRandom(20261206L);
    try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(out), 1 << 16);
        Writer w = new java.io.OutputStreamWriter(o, StandardCharsets.UTF_8)) {
      for (int i = 0; i < games; i++) {
        RandomGame g = RandomGames.game(20261206L + i, Position.initial(), 20 + r.nextInt(141));
        Game game = Game.replay(g.start(), g.moves(), Rules.CSA);
        if (!game.isOver()) {
          game = game.resign();
        }
        String black = "player" + r.nextInt(200);
        String white = "player" + r.nextInt(200);
        GameRecord rec =
            GameRecord.of(game).toBuilder()
                .headers(
                    GameRecord.of(game)
                        .headers()
                        .with(new Header("先手", black))
                        .with(new Header("後手", white))
                        .with(
                            new Header(
                                Rating.SENTE_KEY, black + ":" + (1000 + r.nextInt(2500)) + ".0"))
                        .with(
                            new Header(
                                Rating.GOTE_KEY, white + ":" + (1000 + r.nextInt(2500)) + ".0")))
                .build();
        if (i > 0) {
          w.write("/\n");
        }
        w.write(Kifu.toText(rec, KifuFormat.CSA));
      }
    }
  }
}
