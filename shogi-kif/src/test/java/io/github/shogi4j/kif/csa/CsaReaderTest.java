package io.github.shogi4j.kif.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Termination;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The CSA quirks of docs/formats.md (CSA), one at a time. */
class CsaReaderTest {

  private static GameRecord read(String text) {
    return Kifu.parseRecord(text, KifuFormat.CSA);
  }

  private static KifuParseException error(String text) {
    ReadResult r =
        Kifu.readText(text, ReadOptions.defaults().withFormat(KifuFormat.CSA)).results().get(0);
    assertFalse(r.isOk(), "should be refused: " + text);
    return r.error().get();
  }

  @Test
  void collapsedSpacesInBoardRowsReadAsTheFullForm() {
    String full =
        "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \n"
            + "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \n"
            + "P6 *  *  *  *  *  *  *  *  * \nP7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \n"
            + "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+\n+7776FU\n";
    String collapsed =
        full.replace("P2 * -HI *  *  *  *  * -KA * ", "P2 * -HI * * * * * -KA *")
            .replace(" *  *  *  *  *  *  *  *  * ", " * * * * * * * * *");
    GameRecord a = read(full);
    GameRecord b = read(collapsed);
    assertEquals(a.start(), b.start());
    assertEquals(Optional.of(Handicap.EVEN), a.handicap(), "a full board of the even start");
    assertEquals(1, b.moves().size());
  }

  /**
   * Board rows whose last cell ends with a '.' where the trailing blank belongs (" * ." kept from
   * editors that strip trailing blanks): strictly refused, naming the text after the nine cells (it
   * was called a tenth cell); leniently read as the nine cells with a warning.
   */
  @Test
  void textAfterTheNineCellsOfARowIsNamedAndLenientlyIgnored() {
    String text =
        "V2.2\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA *.\n"
            + "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  *.\nP5 *  *  *  *  *  *  *  *  *.\n"
            + "P6 *  *  *  *  *  *  *  *  *.\nP7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI *.\n"
            + "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+\n+7776FU\n";
    KifuParseException e = error(text);
    assertEquals(3, e.line().getAsInt());
    assertEquals(29, e.column().getAsInt());
    assertTrue(e.getMessage().contains("\".\" after the nine cells of row P2"), e.getMessage());
    ReadResult r =
        Kifu.readText(text, ReadOptions.lenient().withFormat(KifuFormat.CSA)).results().get(0);
    assertEquals(read(text.replace("*.\n", "* \n")).start(), r.record().start());
    assertEquals(Optional.of(Handicap.EVEN), r.record().handicap());
    assertEquals(5, r.warnings().size(), r.warnings().toString());
    assertEquals(29, r.warnings().get(0).column().getAsInt());
    // a tenth cell is still refused, leniently too
    String tenth =
        text.replace("P2 * -HI *  *  *  *  * -KA *.", "P2 * -HI *  *  *  *  * -KA *  * ");
    assertTrue(error(tenth).getMessage().contains("more than nine cells in row P2"));
    assertFalse(
        Kifu.readText(tenth, ReadOptions.lenient().withFormat(KifuFormat.CSA))
            .results()
            .get(0)
            .isOk());
  }

  @Test
  void piWithRemovedPiecesIsAHandicap() {
    GameRecord g = read("V2.2\nPI82HI22KA\n-\n-5142OU\n");
    assertEquals(Optional.of(Handicap.TWO_PIECES), g.start().handicap());
    assertEquals(Color.GOTE, g.start().setup().sideToMove());
    assertEquals(2, error("V2.2\nPI55FU\n+\n").line().getAsInt());
  }

  @Test
  void perPiecePlacementsHandsAndAllRemaining() {
    GameRecord g = read("V2.2\nP-11OU\nP+00KI00FU00FU\nP+\nP-00AL\n+\n+0012KI\n%TSUMI\n");
    assertEquals(1, g.start().setup().hand(Color.SENTE).count(PieceType.GOLD));
    assertEquals(2, g.start().setup().hand(Color.SENTE).count(PieceType.PAWN));
    assertEquals(16, g.start().setup().hand(Color.GOTE).count(PieceType.PAWN));
    assertEquals(3, g.start().setup().hand(Color.GOTE).count(PieceType.GOLD));
    assertEquals(2, g.start().setup().hand(Color.GOTE).count(PieceType.ROOK));
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Termination.CHECKMATE)), g.result());
  }

  @Test
  void aCommentKeepsItsTrailingBlanksThroughARoundTrip() {
    GameRecord g = read("V2.2\nPI\n+\n+7776FU\n'*あと二つ  \n'** 30 +3334FU\t\n%TORYO\n");
    assertEquals(
        List.of(Comment.of("あと二つ  "), Comment.engine(" 30 +3334FU\t")),
        g.moves().get(0).comments());
    GameRecord again = read(Kifu.toText(g, KifuFormat.CSA));
    assertEquals(g.moves(), again.moves());
  }

  @Test
  void commaJoinedStatementsDecimalTimesAndComments() {
    GameRecord g =
        read(
            "'CSA encoding=UTF-8\nV3.0\nN+先手\nN-後手\n$EVENT:test\nPI\n+\n"
                + "'*開始\n+2726FU,T3.5,-3334FU,T1.\n'** 30 +7776FU\n'ignored\n'*人\n+7776FU\nT10\n"
                + "%TORYO,T2\n'*投了のあと\n$END_TIME:2024/05/05 15:31:22\n");
    assertEquals(List.of(Comment.of("開始")), g.startComments());
    assertEquals(3, g.moves().size());
    assertEquals(Optional.of(Duration.ofMillis(3500)), g.moves().get(0).time());
    assertEquals(Optional.of(Duration.ofSeconds(1)), g.moves().get(1).time());
    assertEquals(
        Optional.of(Duration.ofMillis(13500)),
        g.moves().get(2).totalTime(),
        "the running sum of sente's times");
    assertEquals(
        List.of(Comment.engine(" 30 +7776FU"), Comment.of("人")), g.moves().get(1).comments());
    assertEquals(Optional.of(Duration.ofSeconds(2)), g.mainLine().ending().get().time());
    assertEquals(List.of(Comment.of("投了のあと")), g.mainLine().ending().get().comments());
    assertEquals(Optional.of("先手"), g.sente());
    assertEquals(Optional.of("test"), g.event());
    assertEquals(Optional.of("2024/05/05 15:31:22"), g.endTime(), "$END_TIME at the end");
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Termination.RESIGNATION)), g.result());
  }

  @Test
  void promotionIsReadFromThePieceAfterTheMove() {
    GameRecord g = read("PI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n");
    assertTrue(((io.github.shogi4j.rules.BoardMove) g.moves().get(2).move()).promote());
    KifuParseException e = error("PI\n+\n+7776FU\n-3334FU\n+8822HI\n");
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, e.rule());
    assertEquals(5, e.line().getAsInt());
    assertEquals(3, e.moveNumber().getAsInt());
  }

  @ParameterizedTest
  @CsvSource({
    "%TORYO, RESIGNATION, SENTE",
    "%CHUDAN, ABORT, ",
    "%SENNICHITE, SENNICHITE, ",
    "%TIME_UP, TIME_LOSS, SENTE",
    "%ILLEGAL_MOVE, ILLEGAL_MOVE, SENTE",
    "%+ILLEGAL_ACTION, ILLEGAL_MOVE, GOTE",
    "%-ILLEGAL_ACTION, ILLEGAL_MOVE, SENTE",
    "%JISHOGI, AGREED_IMPASSE, ",
    "%KACHI, IMPASSE_DECLARATION, GOTE",
    "%HIKIWAKE, DRAW, ",
    "%MATTA, MATTA, ",
    "%TSUMI, CHECKMATE, SENTE",
    "%FUZUMI, NO_MATE, ",
    "%ERROR, ERROR, ",
    "%MAX_MOVES, MAX_MOVES, "
  })
  void everySpecialMove(String word, EndingKind k, Color winner) {
    GameRecord g = read("V3.0\nPI\n+\n+7776FU\n" + word + "\n");
    assertEquals(k, g.mainLine().ending().get().kind());
    assertEquals(Optional.ofNullable(winner), g.mainLine().ending().get().winner());
    // a record word (待った, 不詰) states no result
    assertEquals(k.termination().map(t -> new Outcome(Optional.ofNullable(winner), t)), g.result());
    assertEquals(word, g.mainLine().ending().get().text());
    String again = CsaWriter.v30().write(g, WriteOptions.defaults());
    assertTrue(again.contains("\n" + word + "\n"), again);
  }

  @Test
  void anIllegalMoveFollowedByIllegalMoveIsKept() {
    GameRecord g = read("PI\n+\n+7776FU\n-3334FU\n+2824HI\n%ILLEGAL_MOVE\n");
    assertEquals(3, g.moves().size());
    assertEquals(Optional.of(IllegalMoveReason.ILLEGAL_MOVEMENT), g.moves().get(2).illegal());
    assertEquals(
        Optional.of(Outcome.illegalMove(Color.GOTE, IllegalMoveReason.ILLEGAL_MOVEMENT)),
        g.result());
    KifuParseException e = error("PI\n+\n+7776FU\n-3334FU\n+2824HI\n-4132KI\n");
    assertEquals(5, e.line().getAsInt());
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, e.rule());
  }

  /**
   * A move from a square without a piece of the mover followed by %ILLEGAL_MOVE is kept with its
   * rule (NO_PIECE), as the KIF reader keeps one; without an illegal-move ending it is refused.
   */
  @Test
  void aMoveWithoutItsPieceFollowedByIllegalMoveIsKept() {
    GameRecord g = read("PI\n+\n+7776FU\n-3334FU\n+5655FU\n%ILLEGAL_MOVE\n");
    assertEquals(3, g.moves().size());
    assertEquals(Optional.of(IllegalMoveReason.NO_PIECE), g.moves().get(2).illegal());
    assertEquals(
        Optional.of(Outcome.illegalMove(Color.GOTE, IllegalMoveReason.NO_PIECE)), g.result());
    KifuParseException e = error("PI\n+\n+7776FU\n-3334FU\n+5655FU\n%TORYO\n");
    assertEquals(5, e.line().getAsInt());
    assertEquals(ProblemRule.NO_PIECE, e.rule());
    assertEquals(ProblemRule.NO_PIECE, error("PI\n+\n+7776FU\n-3334FU\n+5655FU\n").rule());
    assertEquals(ProblemRule.NO_PIECE, error("PI\n+\n+5555FU\n%ILLEGAL_MOVE\n").rule());
  }

  @Test
  void recordsSeparatedBySlashAreReadOnTheirOwn() {
    KifuFile f =
        Kifu.readText(
            "PI\n+\n+7776FU\n%CHUDAN\n/\nPI\n+\n+7775FU\n/\nPI\n-\n-3334FU\n",
            ReadOptions.defaults().withFormat(KifuFormat.CSA));
    assertEquals(3, f.results().size());
    assertTrue(f.results().get(0).isOk());
    assertEquals(8, f.results().get(1).error().get().line().getAsInt());
    assertEquals(1, f.results().get(2).record().moves().size());
  }

  @Test
  void brokenStatementsAreRefusedWithLineAndColumn() {
    KifuParseException e = error("V2.2\nPI\n+\n+7776FU,T1,-3334XX\n");
    assertEquals(4, e.line().getAsInt());
    assertEquals(17, e.column().getAsInt(), "the column of XX");
    assertEquals(ProblemRule.SYNTAX, error("V2.2\nPI\n+7776FU\n").rule(), "no side to move");
    assertEquals(3, error("PI\n+\nP1 * * *\n").line().getAsInt());
  }

  @Test
  void v3DeclaresItsEncodingAndShiftJisIsTheDefault() {
    GameRecord g = read("V3.0\nN+先手\nPI\n+\n+7776FU\nT1.25\n");
    String v3 = CsaWriter.v30().write(g, WriteOptions.defaults());
    assertTrue(v3.startsWith("'CSA encoding=SHIFT_JIS\nV3.0\n"), v3);
    assertTrue(v3.contains("\nT1.25\n"), v3);
    byte[] sjis = Kifu.encode(v3, KifuFormat.CSA.defaultCharset());
    assertEquals("Shift_JIS", Kifu.read(sjis, ReadOptions.defaults()).encodingName());
    String utf8 =
        CsaWriter.v30().write(g, WriteOptions.defaults().withCharset(StandardCharsets.UTF_8));
    assertTrue(utf8.startsWith("'CSA encoding=UTF-8\n"), utf8);
    assertTrue(
        CsaWriter.v22().write(g, WriteOptions.defaults()).contains("\nT1\n"),
        "V2.2 writes whole seconds");
  }

  @Test
  void theVersionReadIsWrittenBackByDefault() {
    GameRecord v3 = read("'CSA encoding=UTF-8\nV3.0\nPI\n+\n+7776FU\nT1.25\n%TORYO\n");
    assertEquals(Optional.of("V3.0"), v3.formatVersion());
    String again = Kifu.toText(v3, KifuFormat.CSA);
    assertTrue(again.startsWith("'CSA encoding=SHIFT_JIS\nV3.0\n"), again);
    assertTrue(again.contains("\nT1.25\n"), "V3.0 keeps decimal times: " + again);
    assertEquals(Optional.of("V3.0"), read(again).formatVersion(), "and reads back as V3.0");
    byte[] bytes = Kifu.toBytes(v3, KifuFormat.CSA, WriteOptions.defaults());
    assertEquals(
        Optional.of("V3.0"), Kifu.read(bytes, ReadOptions.defaults()).record().formatVersion());

    GameRecord v22 = read("V2.2\nPI\n+\n+7776FU\nT1\n");
    assertEquals(Optional.of("V2.2"), v22.formatVersion());
    assertTrue(Kifu.toText(v22, KifuFormat.CSA).startsWith("V2.2\n"));
    GameRecord none = read("PI\n+\n+7776FU\n");
    assertEquals(Optional.empty(), none.formatVersion());
    assertTrue(Kifu.toText(none, KifuFormat.CSA).startsWith("V2.2\n"), "V2.2 when none was read");
    GameRecord kif =
        Kifu.parseRecord("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n", KifuFormat.KIF);
    assertTrue(Kifu.toText(kif, KifuFormat.CSA).startsWith("V2.2\n"), "V2.2 from other formats");
  }

  @Test
  void anExplicitVersionWinsOverTheVersionRead() {
    GameRecord v3 = read("V3.0\nPI\n+\n+7776FU\nT1.25\n");
    String v22 = CsaWriter.v22().write(v3, WriteOptions.defaults());
    assertTrue(v22.startsWith("V2.2\n") && v22.contains("\nT1\n"), v22);
    GameRecord old = read("V2.2\nPI\n+\n+7776FU\n");
    assertTrue(CsaWriter.v30().write(old, WriteOptions.defaults()).contains("\nV3.0\n"));
    GameRecord plain = read("V3.0\nPI\n+\n+7776FU\n%TORYO\n");
    assertEquals(
        plain,
        read(CsaWriter.v22().write(plain, WriteOptions.defaults())),
        "the version is not part of a record's identity");
  }
}
