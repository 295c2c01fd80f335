package io.github.shogi4j.kif.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.testkit.SharedData;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The validator plays a main line that a reader replayed without testing its moves again, or only
 * checks the keys the reader saw ({@link GameRecord#replayTrace()}), from the start position the
 * reader found; it must report exactly what it reports for the same record whose main line it has
 * to look up and test move by move, or whose start it has to validate again, and must not trust
 * moves that are no longer the ones the reader replayed.
 */
class KnownMovesTest {
  /** The same record with a main line equal to its own but not the same object. */
  private static GameRecord unknown(GameRecord r) {
    Line l = r.mainLine();
    return r.toBuilder()
        .mainLine(new Line(new ArrayList<>(l.moves()), l.ending(), l.endVariations()))
        .build();
  }

  /** The same record with a start equal to its own but not the same object. */
  private static GameRecord unknownStart(GameRecord r) {
    return r.toBuilder()
        .start(new io.github.shogi4j.kif.StartPosition(r.start().setup(), r.start().handicap()))
        .build();
  }

  @Test
  void everyCorpusRecordValidatesAsWhenItsMovesAreLookedUp() throws IOException {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    int records = 0;
    for (String[] row : SharedData.tsv(manifest)) {
      if (row[0].equals("path")) {
        continue; // the header row
      }
      Path p = manifest.getParent().resolve("corpus").resolve(row[0]);
      for (ReadMode mode : ReadMode.values()) {
        List<ReadResult> results;
        try {
          results = Kifu.read(p, ReadOptions.defaults().withMode(mode)).results();
        } catch (KifuParseException e) {
          continue; // format not told: nothing to validate
        }
        for (ReadResult r : results) {
          if (r.isOk()) {
            List<Problem> known = RecordValidator.validate(r.record());
            assertEquals(RecordValidator.validate(unknown(r.record())), known, row[0] + " " + mode);
            assertEquals(
                RecordValidator.validate(unknownStart(r.record())),
                known,
                row[0] + " " + mode + ", start validated again");
            records++;
          }
        }
      }
    }
    assertTrue(records > 400, records + " records compared");
  }

  @Test
  void aRepetitionIsFoundOnTheKeysTheReaderSaw() {
    StringBuilder kif = new StringBuilder("手数----指手--\n");
    String[] shuffle = {"５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"};
    for (int i = 0; i < 12; i++) {
      kif.append(i + 1).append(' ').append(shuffle[i % 4]).append('\n');
    }
    kif.append("13 ７六歩(77)\n14 ３四歩(33)\n15 投了\n");
    GameRecord read = Kifu.parseRecord(kif.toString(), KifuFormat.KIF);
    List<Problem> p = RecordValidator.validate(read);
    assertEquals(RecordValidator.validate(unknown(read)), p);
    for (KifuFormat f : List.of(KifuFormat.JKF, KifuFormat.CSA)) { // their readers' keys too
      GameRecord again = Kifu.parseRecord(Kifu.toText(read, f), f);
      assertEquals(p, RecordValidator.validate(again), f.toString());
    }
    // the start occurs a fourth time after move 12: the game ended there (千日手) and went on
    assertEquals(1, p.size(), p.toString());
    assertEquals(ProblemRule.INCONSISTENT_ENDING, p.get(0).rule());
    assertEquals(java.util.OptionalInt.of(12), p.get(0).moveNumber());
  }

  /**
   * Kings walking to and fro after a few opening moves, then two moves out of the cycle, so that a
   * position occurs a fourth time at many depths, with and without the start position in the cycle,
   * in short and long lines (the repetition test looks at key buckets from 64 moves on): the keys
   * the reader saw give what the move-by-move replay gives, including the move number of the
   * repetition.
   */
  @Test
  void repetitionsAtAnyDepthAreFoundOnTheReadersKeys() {
    String[] opening = {"７六歩(77)", "３四歩(33)", "２六歩(27)", "８四歩(83)"};
    String[] shuffle = {"５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"};
    String[] filler = {
      "１六歩(17)", "９四歩(93)", "１五歩(16)", "９五歩(94)", "３八銀(39)", "７二銀(71)", "４六歩(47)", "６四歩(63)"
    };
    int repetitions = 0;
    for (int pre = 0; pre <= opening.length; pre++) {
      for (int fill : new int[] {0, 8, 60}) {
        for (int walks = 4; walks <= 13; walks++) {
          StringBuilder kif = new StringBuilder("手数----指手--\n");
          int ply = 0;
          for (int i = 0; i < pre; i++) {
            kif.append(++ply).append(' ').append(opening[i]).append('\n');
          }
          for (int i = 0; i < fill; i++) { // the two sides' kings step aside and back
            String[] steps = {"４八玉(59)", "６二玉(51)", "５九玉(48)", "５一玉(62)"};
            kif.append(++ply).append(' ').append(i < 8 ? filler[i] : steps[i % 4]).append('\n');
          }
          for (int i = 0; i < walks; i++) {
            kif.append(++ply).append(' ').append(shuffle[i % 4]).append('\n');
          }
          // two moves out of the cycle: a repetition on the walk's last move is then the only one
          boolean senteNext = ply % 2 == 0;
          kif.append(++ply).append(senteNext ? " ６八銀(79)\n" : " ４二銀(31)\n");
          kif.append(++ply).append(senteNext ? " ４二銀(31)\n" : " ６八銀(79)\n");
          GameRecord read;
          try {
            read = Kifu.parseRecord(kif.toString(), KifuFormat.KIF);
          } catch (KifuParseException e) {
            continue; // a king step the opening made illegal: no record to compare
          }
          List<Problem> p = RecordValidator.validate(read);
          assertEquals(RecordValidator.validate(unknown(read)), p, kif.toString());
          if (p.stream().anyMatch(x -> x.rule() == ProblemRule.INCONSISTENT_ENDING)) {
            repetitions++;
          }
        }
      }
    }
    assertTrue(repetitions >= 20, repetitions + " records with a repetition compared");
  }

  /**
   * Records whose validation looks at the position after the main line (詰み, 入玉宣言, ...) or at its
   * repetitions, written as JKF and CSA and read again: each reader's keys and end position give
   * what playing the line again gives.
   */
  @Test
  void everyReadersKeysAndEndPositionAreTheReplayedOnes() throws IOException {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    List<GameRecord> records = new ArrayList<>();
    for (String[] row : SharedData.tsv(manifest)) {
      Path p = manifest.getParent().resolve("corpus").resolve(row[0]);
      if (row[0].equals("path") || !(row[1].equals("KIF") || row[1].equals("KI2"))) {
        continue;
      }
      for (ReadResult r :
          Kifu.read(p, ReadOptions.defaults().withMode(ReadMode.LENIENT)).results()) {
        if (r.isOk()
            && r.record().mainLine().ending().isPresent()
            && io.github.shogi4j.kif.replay.Replayed.positionMayDeny(
                r.record().mainLine().ending().get().kind())) {
          records.add(r.record());
        }
      }
    }
    assertTrue(records.size() >= 3, records.size() + " records end on 詰み or the like");
    int compared = 0;
    for (GameRecord g : records) {
      for (KifuFormat f : List.of(KifuFormat.JKF, KifuFormat.CSA)) {
        GameRecord read;
        try {
          read = Kifu.parseRecord(Kifu.toText(g, f), f);
        } catch (RuntimeException e) {
          continue; // not expressible in that format (variations in CSA, say)
        }
        assertEquals(
            RecordValidator.validate(unknown(read)),
            RecordValidator.validate(read),
            f + ": " + g.headers());
        compared++;
      }
    }
    assertTrue(compared >= 3, compared + " records compared");
  }

  @Test
  void aReadRecordCarriesItsReadersTraceWhichIsNotPartOfItsValue() {
    GameRecord read = Kifu.parseRecord("手数----指手--\n1 ７六歩(77)\n2 ３四歩(33)\n", KifuFormat.KIF);
    assertTrue(read.replayTrace().isPresent());
    for (KifuFormat f : List.of(KifuFormat.JKF, KifuFormat.CSA, KifuFormat.KI2, KifuFormat.USI)) {
      assertTrue(Kifu.parseRecord(Kifu.toText(read, f), f).replayTrace().isPresent(), f.toString());
    }
    GameRecord byHand = GameRecord.builder().start(read.start()).mainLine(read.mainLine()).build();
    assertTrue(byHand.replayTrace().isEmpty());
    assertEquals(read, byHand);
    assertEquals(read.hashCode(), byHand.hashCode());
    assertEquals(RecordValidator.validate(read), RecordValidator.validate(byHand));
  }

  @Test
  void aMainLineReplacedAfterReadingIsTestedAgain() {
    GameRecord read = Kifu.parseRecord("手数----指手--\n1 ７六歩(77)\n2 ３四歩(33)\n", KifuFormat.KIF);
    assertEquals(List.of(), RecordValidator.validate(read));
    // the same start, another main line: its second move is illegal and must be found
    GameRecord edited =
        read.toBuilder()
            .mainLine(
                Line.of(
                    List.of(
                        read.moves().get(0),
                        RecordMove.of(Move.of(Square.of(3, 3), Square.of(3, 5))))))
            .build();
    List<Problem> p = RecordValidator.validate(edited);
    assertEquals(1, p.size(), p.toString());
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, p.get(0).rule());
    // the same main line from another start (gote to move): its first move is not sente's
    GameRecord moved =
        read.toBuilder()
            .start(
                io.github.shogi4j.kif.StartPosition.of(
                    read.start().setup().toBuilder()
                        .sideToMove(io.github.shogi4j.rules.Color.GOTE)
                        .build()))
            .build();
    assertEquals(
        1, RecordValidator.validate(moved).size(), RecordValidator.validate(moved).toString());
  }
}
