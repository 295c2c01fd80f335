package io.github.shogi4j.search.csa;

import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Impasse;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Termination;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The test server's game keeper, from the protocol's description: it relays moves between two peers
 * with their charges ({@code ,T<n>} in whole seconds, rounded down), calls time up when a move
 * takes longer than main time plus byoyomi, and ends the game with the protocol's result lines.
 * Moves are matched against the rules' legal moves by their CSA text, built here.
 */
final class Referee {
  final List<String> moves = new ArrayList<>();
  final List<String> comments = new ArrayList<>();
  String result = "";

  /** The CSA text of a legal move, built here from the protocol's description. */
  static String text(Position p, Move m) {
    StringBuilder sb = new StringBuilder().append(p.sideToMove() == Color.SENTE ? '+' : '-');
    if (m instanceof Drop d) {
      return sb.append("00")
          .append(d.to().file())
          .append(d.to().rank())
          .append(d.type().csa())
          .toString();
    }
    BoardMove b = (BoardMove) m;
    PieceType t = p.pieceAt(b.from()).orElseThrow().type();
    return sb.append(b.from().file())
        .append(b.from().rank())
        .append(b.to().file())
        .append(b.to().rank())
        .append((b.promote() ? t.promoted() : t).csa())
        .toString();
  }

  static Optional<Move> find(Position p, String text) {
    return p.legalMoves().stream().filter(m -> text(p, m).equals(text)).findFirst();
  }

  /**
   * Plays a started game to its end.
   *
   * @param sente the sente peer
   * @param gote the gote peer
   * @param game the game so far
   * @param totalSeconds main time of each side
   * @param byoyomiSeconds byoyomi
   */
  void play(
      CsaTestServer.Peer sente,
      CsaTestServer.Peer gote,
      Game game,
      long totalSeconds,
      long byoyomiSeconds)
      throws IOException {
    long[] left = {totalSeconds * 1000, totalSeconds * 1000};
    while (true) {
      Color side = game.position().sideToMove();
      CsaTestServer.Peer mover = side == Color.SENTE ? sente : gote;
      CsaTestServer.Peer other = side == Color.SENTE ? gote : sente;
      long allowed = left[side.ordinal()] + byoyomiSeconds * 1000;
      long t0 = System.nanoTime();
      String line = mover.lineWithin((int) Math.max(1, allowed));
      long elapsed = (System.nanoTime() - t0) / 1_000_000;
      if (line == null || elapsed > allowed) {
        end(mover, other, "#TIME_UP");
        return;
      }
      if (line.equals("%TORYO")) {
        sente.send("%TORYO");
        gote.send("%TORYO");
        end(mover, other, "#RESIGN");
        return;
      }
      if (line.equals("%KACHI")) {
        sente.send("%KACHI");
        gote.send("%KACHI");
        boolean won =
            game.rules().impasseRule() != ImpasseRule.NONE
                && Impasse.declaration(game.position(), side, game.rules().impasseRule()).verdict()
                    == Impasse.Verdict.WIN;
        end(won ? other : mover, won ? mover : other, won ? "#JISHOGI" : "#ILLEGAL_MOVE");
        return;
      }
      int comma = line.indexOf(",'");
      String text = comma < 0 ? line : line.substring(0, comma);
      comments.add(comma < 0 ? "" : line.substring(comma + 2));
      Optional<Move> m = find(game.position(), text);
      if (m.isEmpty()) {
        end(mover, other, "#ILLEGAL_MOVE");
        return;
      }
      long charge = elapsed / 1000;
      left[side.ordinal()] = Math.max(0, left[side.ordinal()] - charge * 1000);
      moves.add(text);
      sente.send(text + ",T" + charge);
      gote.send(text + ",T" + charge);
      game = game.play(m.get());
      if (game.isOver()) {
        Termination t = game.outcome().orElseThrow().termination();
        if (t == Termination.SENNICHITE) {
          both(sente, gote, "#SENNICHITE", "#DRAW");
          return;
        }
        if (t == Termination.MAX_MOVES) {
          both(sente, gote, "#MAX_MOVES", "#CENSORED");
          return;
        }
        if (t == Termination.PERPETUAL_CHECK) {
          Color winner = game.outcome().orElseThrow().winner().orElseThrow();
          end(
              winner == Color.SENTE ? gote : sente,
              winner == Color.SENTE ? sente : gote,
              "#OUTE_SENNICHITE");
          return;
        }
        // checkmate: the mated side resigns on its turn
      }
    }
  }

  private void both(CsaTestServer.Peer a, CsaTestServer.Peer b, String reason, String verdict)
      throws IOException {
    result = reason + " " + verdict;
    a.send(reason, verdict);
    b.send(reason, verdict);
  }

  private void end(CsaTestServer.Peer loser, CsaTestServer.Peer winner, String reason)
      throws IOException {
    result = reason + " " + (loser.name);
    loser.send(reason, "#LOSE");
    winner.send(reason, "#WIN");
  }

  /** The rules for a referee game with this move limit. */
  static Rules rules(int maxMoves) {
    return Rules.CSA.withMoveLimit(maxMoves);
  }
}
