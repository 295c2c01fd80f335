package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Termination;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A record whose last move is recorded as illegal (反則) and followed by the illegal-move ending is
 * valid as a record. Every writer writes such a record: the move as played where its format reads
 * it back as the same move breaking the same rule, else (a KI2 text that no reading takes back, a
 * from-square CSA and JKF readers refuse, USI's legal moves only) without the move, which {@link
 * KifuWriter#leftOut} names, and with the same winner and reason where the format has the ending.
 * Nothing is refused and nothing is lost unnamed.
 */
class IllegalFinalMoveTest {
  private static final List<KifuFormat> FORMATS =
      List.of(
          KifuFormat.KIF,
          KifuFormat.KI2,
          KifuFormat.CSA,
          KifuFormat.JKF,
          KifuFormat.USI,
          KifuFormat.SFEN);
  private static final Set<KifuFormat> USI = EnumSet.of(KifuFormat.USI, KifuFormat.SFEN);
  private static final Set<KifuFormat> KI2 = EnumSet.of(KifuFormat.KI2);

  private static GameRecord kif(String... lines) {
    return Kifu.parseRecord(String.join("\n", lines) + "\n", KifuFormat.KIF);
  }

  /** A record of one move from an SFEN, recorded as illegal, and the loss of its mover by it. */
  private static GameRecord oneMove(String sfen, Move move, IllegalMoveReason rule) {
    StartPosition start = StartPosition.of(Sfen.parse(sfen));
    Color mover = start.position().sideToMove();
    return GameRecord.builder()
        .start(start)
        .mainLine(
            new Line(
                List.of(RecordMove.of(move).withIllegal(rule)),
                Optional.of(Ending.of(Outcome.win(mover.opposite(), Termination.ILLEGAL_MOVE))),
                List.of()))
        .build();
  }

  private static List<String> moves(GameRecord r) {
    return r.moves().stream()
        .map(m -> m.move().toUsi() + m.illegal().map(i -> " " + i).orElse(""))
        .collect(Collectors.toList());
  }

  /**
   * Writes {@code r} in every format and reads it back strictly: the final illegal move is kept
   * with its rule and the result with it, except in the formats {@code leftOut} lists (and USI),
   * which name it, keep the moves before it and (but USI) the winner and the reason.
   */
  private static void roundTrip(
      String name, GameRecord r, IllegalMoveReason rule, Set<KifuFormat> leftOut) {
    List<RecordMove> all = r.moves();
    RecordMove last = all.get(all.size() - 1);
    assertEquals(Optional.of(rule), last.illegal(), name);
    Outcome result = r.result().orElseThrow();
    assertEquals(Optional.of(rule), result.brokenRule(), name);
    for (KifuFormat f : FORMATS) {
      String why = name + " " + f;
      KifuWriter w = Kifu.writer(f);
      String text = w.write(r);
      GameRecord back = Kifu.parseRecord(text, f);
      List<String> named =
          LossTexts.of(w, r).stream()
              .filter(s -> s.startsWith("the final move"))
              .collect(Collectors.toList());
      if (!leftOut.contains(f) && !USI.contains(f)) {
        assertEquals(List.of(), named, why);
        assertEquals(moves(r), moves(back), why + ":\n" + text);
        assertEquals(r.result(), back.result(), why + ":\n" + text);
        continue;
      }
      String described = last.text().isEmpty() ? last.move().toUsi() : last.text();
      assertEquals(
          List.of(
              "the final move "
                  + described
                  + ", recorded as illegal (反則)"
                  + (USI.contains(f) ? ", and what follows it" : "")),
          named,
          why);
      assertEquals(moves(r).subList(0, all.size() - 1), moves(back), why + ":\n" + text);
      if (!USI.contains(f)) {
        assertEquals(
            Optional.of(new Outcome(result.winner(), Termination.ILLEGAL_MOVE)),
            back.result(),
            why + ":\n" + text);
      }
    }
  }

  @Test
  void anIllegalDropIsWrittenWith打InEveryFormatThatHasMoveText() {
    // the real case: a KI2 game lost by 二歩, which the KI2 writer refused
    GameRecord nifu =
        kif(
            "1 ２六歩(27)",
            "2 ８四歩(83)",
            "3 ２五歩(26)",
            "4 ８五歩(84)",
            "5 ２四歩(25)",
            "6 同　歩(23)",
            "7 同　飛(28)",
            "8 ８六歩(85)",
            "9 ７五歩打",
            "10 反則勝ち");
    roundTrip("二歩", nifu, IllegalMoveReason.NIFU, Set.of());
    String ki2 = Kifu.toText(nifu, KifuFormat.KI2);
    assertTrue(ki2.endsWith("▲７五歩打\nまで9手で後手の反則勝ち\n"), ki2);
    // read from KI2 as the real file wrote it (no 打, a drop all the same) and written back
    GameRecord fromKi2 = Kifu.parseRecord(ki2.replace("▲７五歩打", "▲７五歩"), KifuFormat.KI2);
    assertEquals(moves(nifu), moves(fromKi2));
    assertEquals(ki2, Kifu.toText(fromKi2, KifuFormat.KI2));

    roundTrip(
        "打ち歩詰め",
        oneMove(
            "8k/6S2/7G1/9/9/9/9/9/4K4 b P 1",
            Move.drop(io.github.shogi4j.rules.PieceType.PAWN, Square.SQ12),
            IllegalMoveReason.UCHIFUZUME),
        IllegalMoveReason.UCHIFUZUME,
        Set.of());
    GameRecord notInHand = kif("1 ５五角打", "2 反則勝ち");
    roundTrip("持ち駒にない駒", notInHand, IllegalMoveReason.NOT_IN_HAND, Set.of());
    assertTrue(
        Kifu.toText(notInHand, KifuFormat.KI2).startsWith("▲５五角打\nまで1手で後手の反則勝ち\n"),
        Kifu.toText(notInHand, KifuFormat.KI2));
  }

  @Test
  void anIllegalBoardMoveGetsTheModifiersThatKeepLegalMovesFromFittingItsText() {
    // 9 ９四歩 leaves the king on 5a in check from the bishop dropped on 2d (王手放置)
    GameRecord unanswered =
        kif("1 ７六歩(77)", "2 ３四歩(33)", "3 ２二角成(88)", "4 同　銀(31)", "5 ２四角打", "6 ９四歩(93)", "7 反則勝ち");
    roundTrip("王手放置", unanswered, IllegalMoveReason.KING_LEFT_IN_CHECK, Set.of());
    assertTrue(Kifu.toText(unanswered, KifuFormat.KI2).contains("△９四歩\nまで6手で先手の反則勝ち\n"));

    // the gold on 6i is pinned by the rook on 8i; the gold on 4h may go to 5h: ５八金 is that one
    GameRecord pinned =
        oneMove(
            "4k4/9/9/9/9/9/9/5G3/1r1GK4 b - 1",
            Move.of(Square.SQ69, Square.SQ58),
            IllegalMoveReason.KING_LEFT_IN_CHECK);
    assertTrue(pinned.start().position().isLegal(Move.of(Square.SQ48, Square.SQ58)));
    roundTrip("pinned gold", pinned, IllegalMoveReason.KING_LEFT_IN_CHECK, Set.of());
    assertTrue(
        Kifu.toText(pinned, KifuFormat.KI2).contains("\n▲５八金上\nまで1手で後手の反則勝ち\n"),
        Kifu.toText(pinned, KifuFormat.KI2));

    // a pawn that stays unpromoted on the last rank (行き所のない駒)
    GameRecord dead =
        oneMove(
            "4k4/8P/9/9/9/9/9/9/4K4 b - 1",
            Move.of(Square.SQ12, Square.SQ11),
            IllegalMoveReason.DEAD_PIECE);
    roundTrip("行き所のない駒", dead, IllegalMoveReason.DEAD_PIECE, Set.of());
    assertTrue(Kifu.toText(dead, KifuFormat.KI2).contains("\n▲１一歩不成\n"));
  }

  @Test
  void aMoveNoKi2TextReadsBackAsIsLeftOutOfKi2AndNamed() {
    // the gold on 6h, pinned by the bishop on 8f, and the one on 4h both go sideways to 5h: every
    // text of the pinned one's move fits the legal one, which KI2 reading takes
    GameRecord pinned =
        oneMove(
            "4k4/9/9/9/9/1b7/9/3G1G3/4K4 b - 1",
            Move.of(Square.SQ68, Square.SQ58),
            IllegalMoveReason.KING_LEFT_IN_CHECK);
    assertTrue(pinned.start().position().isLegal(Move.of(Square.SQ48, Square.SQ58)));
    roundTrip("pinned sideways", pinned, IllegalMoveReason.KING_LEFT_IN_CHECK, KI2);
    assertTrue(
        Kifu.toText(pinned, KifuFormat.KI2).endsWith("\nまで0手で先手の反則負け\n"),
        Kifu.toText(pinned, KifuFormat.KI2));

    // a bishop that jumps over the pawn on 7g: KI2 reading never takes a text for such a move
    roundTrip("角 jumping", kif("1 ２二角成(88)", "2 反則勝ち"), IllegalMoveReason.ILLEGAL_MOVEMENT, KI2);
    // a gold promoting: CSA has no kind for it, JKF readers refuse it
    Set<KifuFormat> noPromotedGold = EnumSet.of(KifuFormat.CSA, KifuFormat.JKF);
    noPromotedGold.addAll(KI2);
    roundTrip(
        "金成", kif("1 ５八金成(69)", "2 反則勝ち"), IllegalMoveReason.ILLEGAL_MOVEMENT, noPromotedGold);
  }

  /**
   * A KIF move from an empty square ({@code ５五歩(56)}) names its piece only in its text: the KIF
   * writer failed on it with an unchecked exception, CSA and JKF refused the record. KIF writes the
   * text; CSA and JKF, whose readers refuse such a move, and KI2 leave it out and name it.
   */
  @Test
  void aMoveFromAnEmptySquareIsWrittenFromItsTextInKifAndLeftOutElsewhere() {
    GameRecord r = kif("1 ７六歩(77)", "2 ５五歩(56)", "3 反則勝ち");
    Set<KifuFormat> out = EnumSet.of(KifuFormat.CSA, KifuFormat.JKF);
    out.addAll(KI2);
    roundTrip("no piece", r, IllegalMoveReason.NO_PIECE, out);
    assertTrue(Kifu.toText(r, KifuFormat.KIF).contains("\n   2 ５五歩(56)\n   3 反則勝ち\n"));
    // without a text that names the piece, KIF leaves it out too
    GameRecord built =
        oneMove(Sfen.STARTPOS, Move.of(Square.SQ56, Square.SQ55), IllegalMoveReason.NO_PIECE);
    Set<KifuFormat> everywhere = EnumSet.copyOf(FORMATS);
    roundTrip("no piece, no text", built, IllegalMoveReason.NO_PIECE, everywhere);
  }

  /** An illegal final move of a variation that KI2 cannot write is named with its variation. */
  @Test
  void anIllegalFinalMoveOfAVariationIsNamedWithIt() {
    // the rook on 8b cannot pass the pawn on 8c
    GameRecord r =
        kif("1 ７六歩(77)", "2 ３四歩(33)", "3 ２六歩(27)", "4 ８四歩(83)", "", "変化：4手", "4 ８五飛(82)", "5 反則勝ち");
    Line v = r.moves().get(3).variations().get(0);
    assertEquals(Optional.of(IllegalMoveReason.ILLEGAL_MOVEMENT), v.moves().get(0).illegal());
    assertEquals(
        List.of(
            "the final move ８五飛(82) of the variation (変化) from move 4,"
                + " recorded as illegal (反則)"),
        LossTexts.of(Kifu.writer(KifuFormat.KI2), r).stream()
            .filter(s -> s.startsWith("the final"))
            .collect(Collectors.toList()));
    GameRecord back = Kifu.parseRecord(Kifu.toText(r, KifuFormat.KI2), KifuFormat.KI2);
    Line written = back.moves().get(3).variations().get(0);
    assertEquals(List.of(), written.moves());
    assertEquals(
        Optional.of(Outcome.win(Color.SENTE, Termination.ILLEGAL_MOVE)),
        written.ending().flatMap(Ending::outcome));
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.JKF)) {
      GameRecord same = Kifu.parseRecord(Kifu.toText(r, f), f);
      assertEquals(
          v.moves().get(0).illegal(),
          same.moves().get(3).variations().get(0).moves().get(0).illegal(),
          f.name());
    }
  }
}
