package io.github.shogi4j.kif;

import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;

/** Test helpers: random records and comparisons that ignore what a format spells its own way. */
public final class Records {
  private Records() {}

  /** The record without move texts, ending texts, summary line and (optionally) times. */
  static GameRecord normalized(GameRecord r, boolean keepTimes) {
    return r.toBuilder()
        .mainLine(normalized(r.mainLine(), keepTimes))
        .resultText(Optional.empty())
        .build();
  }

  static Line normalized(Line l, boolean keepTimes) {
    List<RecordMove> moves =
        l.moves().stream()
            .map(
                m -> {
                  RecordMove n =
                      m.withText("")
                          .withVariations(
                              m.variations().stream()
                                  .map(v -> normalized(v, keepTimes))
                                  .collect(Collectors.toList()));
                  return keepTimes ? n : n.withTimes(Optional.empty(), Optional.empty());
                })
            .collect(Collectors.toList());
    Optional<Ending> ending =
        l.ending()
            .map(
                e ->
                    new Ending(
                        e.kind(),
                        e.winner(),
                        "",
                        keepTimes ? e.time() : Optional.empty(),
                        keepTimes ? e.totalTime() : Optional.empty(),
                        e.comments(),
                        e.bookmarks()));
    return new Line(
        moves,
        ending,
        l.endVariations().stream().map(v -> normalized(v, keepTimes)).collect(Collectors.toList()));
  }

  /** The moves of every line, depth-first, as USI: what every format must keep. */
  static List<String> moveTree(Line l) {
    List<String> out = new ArrayList<>();
    for (RecordMove m : l.moves()) {
      out.add(m.move().toUsi());
      for (Line v : m.variations()) {
        out.add("(");
        out.addAll(moveTree(v));
        out.add(")");
      }
    }
    return out;
  }

  /**
   * A random record of a seed: a random game with times, comments, engine comments, bookmarks, a
   * variation and an ending.
   */
  public static GameRecord random(long seed, boolean times) {
    SplittableRandom r = new SplittableRandom(seed);
    RandomGame g = RandomGames.game(seed, 10 + r.nextInt(70));
    Position start = g.start();
    Optional<Handicap> h = Handicap.of(start);
    StartPosition sp =
        h.isPresent()
            ? StartPosition.of(h.get())
            : StartPosition.of(start.toSetup().toBuilder().moveNumber(1).build());
    List<Header> headers = new ArrayList<>();
    headers.add(new Header("先手", "先手" + seed));
    headers.add(new Header("後手", "後手" + seed));
    h.ifPresent(x -> headers.add(new Header("手合割", x.kifName())));
    headers.add(new Header("備考", "seed " + seed));
    Line main = line(r, start, g.moves(), times, true);
    return GameRecord.builder()
        .headers(Headers.of(headers))
        .start(sp)
        .startComments(List.of(Comment.of("開始局面 " + seed)))
        .mainLine(main)
        .build();
  }

  private static Line line(
      SplittableRandom r, Position start, List<Move> moves, boolean times, boolean branch) {
    List<RecordMove> out = new ArrayList<>();
    Position p = start;
    List<Position> before = new ArrayList<>();
    long total0 = 0;
    long total1 = 0;
    for (int i = 0; i < moves.size(); i++) {
      before.add(p);
      RecordMove m = RecordMove.of(moves.get(i));
      if (times) {
        long spent = r.nextInt(600);
        long total = (i % 2 == 0 ? (total0 += spent) : (total1 += spent));
        m =
            m.withTimes(
                Optional.of(Duration.ofSeconds(spent)), Optional.of(Duration.ofSeconds(total)));
      }
      if (r.nextInt(6) == 0) {
        m =
            m.withComments(
                List.of(Comment.of("コメント " + i), Comment.engine("解析 評価値 " + r.nextInt(999))));
      }
      if (r.nextInt(15) == 0) {
        m = m.withBookmarks(List.of("しおり" + i));
      }
      out.add(m);
      p = p.play(moves.get(i));
    }
    Optional<Ending> ending = Optional.empty();
    if (p.isCheckmate()) {
      ending =
          Optional.of(Ending.of(Outcome.win(p.sideToMove().opposite(), Termination.CHECKMATE)));
    } else if (r.nextBoolean()) {
      ending =
          Optional.of(Ending.of(Outcome.win(p.sideToMove().opposite(), Termination.RESIGNATION)));
    } else if (r.nextBoolean()) {
      ending = Optional.of(Ending.of(Outcome.noWinner(Termination.ABORT)));
    }
    if (branch && !moves.isEmpty()) {
      int k = r.nextInt(moves.size());
      RandomGame alt = RandomGames.game(r.nextLong(), before.get(k), 1 + r.nextInt(12));
      if (!alt.moves().isEmpty() && !alt.moves().get(0).equals(moves.get(k))) {
        Line v = line(r, before.get(k), alt.moves(), times, false);
        out.set(k, out.get(k).withVariations(List.of(v)));
      }
    }
    return new Line(out, ending, List.of());
  }
}
