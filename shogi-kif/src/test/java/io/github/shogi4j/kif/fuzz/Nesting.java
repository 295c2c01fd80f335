package io.github.shogi4j.kif.fuzz;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Deeply nested input: variations (変化) each branching from the one before, written as JKF forks
 * and, through the project's own reader and writers, as KIF and KI2; and for JKF also bare brackets
 * nested past any limit. Formats without nesting (CSA, USI, SFEN) get one line repeated a thousand
 * times instead. Stateless and thread-safe.
 */
public final class Nesting {
  /** The deepest chain of variations made (writing it must not take long). */
  static final int MAX_CHAIN = 400;

  /** The deepest bare bracket nesting made. */
  static final int MAX_BRACKETS = 6000;

  private Nesting() {}

  /**
   * Input nested as the format allows, in place of {@code b} or inserted into it.
   *
   * @param b the input
   * @param format its format
   * @param r the random source
   * @return the nested input
   */
  static byte[] nest(byte[] b, KifuFormat format, SplittableRandom r) {
    int depth = r.nextInt(4) == 0 ? 1 + r.nextInt(MAX_CHAIN) : 1 + r.nextInt(20);
    switch (format) {
      case JKF:
        if (r.nextBoolean()) {
          String open = r.nextBoolean() ? "[" : "{\"forks\":";
          return Mutator.insertAt(
              b, open.repeat(1 + r.nextInt(MAX_BRACKETS)).getBytes(StandardCharsets.UTF_8), r);
        }
        return forks(r.nextLong(), depth).getBytes(StandardCharsets.UTF_8);
      case KIF:
      case KI2:
        String jkf = forks(r.nextLong(), depth);
        try {
          ReadResult read =
              Kifu.readText(jkf, ReadOptions.defaults().withFormat(KifuFormat.JKF))
                  .results()
                  .get(0);
          if (read.error().isEmpty()) {
            GameRecord g = read.record();
            return Kifu.toBytes(g, format, io.github.shogi4j.kif.WriteOptions.defaults());
          }
        } catch (RuntimeException | StackOverflowError e) {
          // nesting past what the reader or writer handles (issue 22 item 1): the bytes stay
        }
        return b;
      default:
        String s = Mutator.latin1(b);
        String[] lines = s.split("\n", -1);
        String line = lines[r.nextInt(lines.length)] + "\n";
        return (s + line.repeat(1000)).getBytes(StandardCharsets.ISO_8859_1);
    }
  }

  /**
   * A JKF record of a random game from the even start in which, from the first move on, each move
   * has a variation (fork) whose line holds the next move and the next variation: the variations
   * nest {@code depth} deep.
   *
   * @param seed the random game's seed
   * @param depth how deep the forks nest
   * @return the JKF text
   */
  public static String forks(long seed, int depth) {
    RandomGame game = RandomGames.game(seed, Position.initial(), depth + 1);
    List<Position> positions = game.positions();
    SplittableRandom r = new SplittableRandom(seed);
    StringBuilder sb = new StringBuilder("{\"header\":{},\"moves\":[{}");
    int open = 0;
    for (int k = 0; k < game.moves().size(); k++) {
      Position p = positions.get(k);
      Move played = game.moves().get(k);
      List<Move> legal = p.legalMoves();
      Move other = legal.get(r.nextInt(legal.size()));
      if (other.equals(played) || k == game.moves().size() - 1) {
        sb.append(",{\"move\":").append(move(p, played)).append('}');
        continue;
      }
      // the line goes on with another move, whose fork holds the game's move and what follows
      sb.append(",{\"move\":")
          .append(move(p, other))
          .append(",\"forks\":[[{\"move\":")
          .append(move(p, played))
          .append('}');
      open++;
    }
    sb.append("]]}".repeat(open));
    return sb.append("]}").toString();
  }

  /** A JKF move object. */
  private static String move(Position p, Move m) {
    int color = p.sideToMove().ordinal();
    String to = square(m.to().file(), m.to().rank());
    if (m instanceof Drop d) {
      return "{\"color\":" + color + ",\"to\":" + to + ",\"piece\":\"" + d.type().csa() + "\"}";
    }
    BoardMove bm = (BoardMove) m;
    String piece = p.pieceAt(bm.from()).orElseThrow().type().csa();
    return "{\"color\":"
        + color
        + ",\"from\":"
        + square(bm.from().file(), bm.from().rank())
        + ",\"to\":"
        + to
        + ",\"piece\":\""
        + piece
        + "\""
        + (bm.promote() ? ",\"promote\":true" : "")
        + "}";
  }

  private static String square(int x, int y) {
    return "{\"x\":" + x + ",\"y\":" + y + "}";
  }
}
