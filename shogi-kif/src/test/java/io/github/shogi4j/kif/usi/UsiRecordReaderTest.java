package io.github.shogi4j.kif.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Termination;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** USI records and SFEN positions: the forms, the end tokens, errors and writing. */
class UsiRecordReaderTest {

  private static KifuFile read(String text) {
    return Kifu.readText(text, ReadOptions.defaults());
  }

  @Test
  void everyForm() {
    assertEquals(KifuFormat.USI, read("position startpos moves 7g7f 3c3d").format());
    assertEquals(2, read("position startpos moves 7g7f 3c3d").record().moves().size());
    assertEquals(2, read("startpos moves 7g7f 3c3d").record().moves().size());
    GameRecord s = read("sfen " + Sfen.STARTPOS + " moves 7g7f").record();
    assertEquals(Optional.of(Handicap.EVEN), s.start().handicap());
    GameRecord bare = read(Sfen.STARTPOS).record();
    assertEquals(KifuFormat.SFEN, read(Sfen.STARTPOS).format());
    assertTrue(bare.moves().isEmpty());
    assertEquals(
        Color.GOTE,
        read("position sfen 4k4/9/9/9/9/9/9/9/4K4 w - 1 moves 5a4a")
            .record()
            .finalPosition()
            .sideToMove()
            .opposite());
  }

  @ParameterizedTest
  @CsvSource({
    "resign, RESIGNATION, SENTE",
    "rep_draw, SENNICHITE, ",
    "draw, DRAW, ",
    "timeout, TIME_LOSS, SENTE",
    "break, ABORT, ",
    "win, IMPASSE_DECLARATION, GOTE"
  })
  void endTokens(String token, Termination t, Color winner) {
    GameRecord g = read("position startpos moves 7g7f " + token).record();
    assertEquals(1, g.moves().size());
    assertEquals(Optional.of(new Outcome(Optional.ofNullable(winner), t)), g.result());
    assertEquals("position startpos moves 7g7f " + token + "\n", Kifu.toText(g, KifuFormat.USI));
  }

  @Test
  void oneRecordPerLineWithErrorsInPlace() {
    KifuFile f =
        read(
            "position startpos moves 7g7f\n\nposition startpos moves 7g7e\n"
                + "position startpos moves 7g7f resign 3c3d\nposition startpos moves 2g2f\n");
    assertEquals(4, f.results().size());
    KifuParseException e = f.results().get(1).error().get();
    assertEquals(3, e.line().getAsInt());
    assertEquals(25, e.column().getAsInt());
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, e.rule());
    assertEquals(4, f.results().get(2).error().get().line().getAsInt());
    assertTrue(f.results().get(3).isOk());
    assertFalse(read("sfen lnsgkgsnl/9 b - 1").results().get(0).isOk());
  }

  @Test
  void sfenWriterWritesABarePositionWithoutMoves() {
    GameRecord bare = read(Sfen.STARTPOS).record();
    assertEquals(Sfen.STARTPOS + "\n", Kifu.toText(bare, KifuFormat.SFEN));
    GameRecord g = read("startpos moves 7g7f").record();
    assertEquals("sfen " + Sfen.STARTPOS + " moves 7g7f\n", Kifu.toText(g, KifuFormat.SFEN));
  }
}
