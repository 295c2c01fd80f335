package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.usi.UsiPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SFEN parsing and formatting, with the field and character of each error. */
class SfenTest {
  private static final String START =
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

  @Test
  void startposIsTheEvenStart() {
    assertEquals(START, Sfen.format(Sfen.parse("startpos")));
    assertEquals(Position.initial(), Position.fromSfen("startpos"));
    assertEquals(START, Position.initial().toSfen());
  }

  @Test
  void handsAreWrittenInCanonicalOrderWithCounts() {
    Setup s = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b 12PsR2b 1");
    assertEquals(12, s.hand(Color.SENTE).count(PieceType.PAWN));
    assertEquals(1, s.hand(Color.SENTE).count(PieceType.ROOK));
    assertEquals(2, s.hand(Color.GOTE).count(PieceType.BISHOP));
    assertEquals("4k4/9/9/9/9/9/9/9/4K4 b R12P2bs 1", Sfen.format(s));
  }

  @Test
  void theMoveNumberMayBeOmitted() {
    assertEquals(1, Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b -").moveNumber());
  }

  @Test
  void promotedPiecesRoundTrip() {
    String s = "4k4/9/+P+L+N+S+B+R3/9/9/9/9/9/4K4 w - 7";
    assertEquals(s, Sfen.format(Sfen.parse(s)));
  }

  /**
   * Each row: the text, the failing field, and the text whose last occurrence is the failing
   * character.
   */
  @ParameterizedTest(name = "{0} -> {1} at ''{2}''")
  @CsvSource(
      delimiter = '|',
      ignoreLeadingAndTrailingWhitespace = false,
      value = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1|board|X",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1|board| b",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1|board| b",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1|board|L b",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK+GSNL b - 1|board|G",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1|side|x",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2Q 1|hand|Q",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1|hand|K",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1|hand|P",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2 1|hand| 1",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - x|move number|x",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0|move number|0",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b|hand|b",
      })
  void errorsNameTheFieldAndTheCharacter(String text, String field, String anchor) {
    int index = text.lastIndexOf(anchor);
    SfenParseException e = assertThrows(SfenParseException.class, () -> Sfen.parse(text));
    assertEquals(field, e.field(), e.getMessage());
    assertEquals(index, e.index(), e.getMessage());
    assertEquals(text, e.input());
    assertTrue(e.getMessage().contains("character " + (index + 1)), e.getMessage());
  }

  @Test
  void tooManyHandPiecesAreRefusedByTheParser() {
    SfenParseException e =
        assertThrows(SfenParseException.class, () -> Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b 32P 1"));
    assertEquals("hand", e.field());
  }

  @Test
  void moveNumbersPastTheLimitAreRefusedByTheParser() {
    String text = "4k4/9/9/9/9/9/9/4p4/4K4 b P 2147483647";
    SfenParseException e = assertThrows(SfenParseException.class, () -> Sfen.parse(text));
    assertEquals("move number", e.field());
    assertEquals(text.indexOf("2147483647"), e.index());
    String huge = "4k4/9/9/9/9/9/9/4p4/4K4 b P 99999999999999999999999";
    assertEquals(
        "move number", assertThrows(SfenParseException.class, () -> Sfen.parse(huge)).field());
    assertThrows(
        IllegalArgumentException.class,
        () -> Setup.builder().moveNumber(Setup.MAX_MOVE_NUMBER + 1));
  }

  @Test
  void playAtTheLargestMoveNumberKeepsIt() {
    Position p =
        Position.fromSfen(
            "4k4/9/9/9/9/9/9/4p4/4K4 b P " + Setup.MAX_MOVE_NUMBER, Validation.LENIENT);
    for (Move m : p.legalMoves()) {
      Position next = p.play(m);
      assertEquals(Setup.MAX_MOVE_NUMBER, next.moveNumber());
      assertEquals(next, Position.fromSfen(next.toSfen(), Validation.LENIENT));
    }
    Position before =
        Position.fromSfen(
            "4k4/9/9/9/9/9/9/4p4/4K4 b P " + (Setup.MAX_MOVE_NUMBER - 1), Validation.LENIENT);
    assertEquals(Setup.MAX_MOVE_NUMBER, before.playUsi("5i5h").moveNumber());
  }

  @Test
  void onlyAsciiDigitsAreNumbers() {
    // Arabic-Indic and full-width digits are digits to Character.isDigit, not to SFEN.
    for (String text :
        new String[] {"4k4/9/9/9/9/9/9/9/4K4 b - \u0661", "4k4/9/9/9/9/9/9/9/4K4 b \uff12P 1"}) {
      assertThrows(SfenParseException.class, () -> Sfen.parse(text), text);
    }
  }

  @Test
  void invalidPositionsListEveryProblem() {
    InvalidPositionException e =
        assertThrows(
            InvalidPositionException.class,
            () -> Position.fromSfen("4k3P/9/9/9/9/9/4P4/4P4/4K4 b - 1"));
    assertTrue(e.getMessage().contains("1a"), e.getMessage());
    assertTrue(
        e.getMessage().toLowerCase(java.util.Locale.ROOT).contains("file 5"), e.getMessage());
  }

  @Test
  void usiPositionReportsTheCharacterOfABadMove() {
    String text = "startpos moves 7g7f 3c3x";
    SfenParseException e = assertThrows(SfenParseException.class, () -> UsiPosition.parse(text));
    assertEquals("moves", e.field());
    assertEquals(text.indexOf("3c3x"), e.index());
  }

  @Test
  void usiPositionPlaysTheMoves() {
    UsiPosition u = UsiPosition.parse("position startpos moves 7g7f 3c3d 8h2b+");
    assertEquals(3, u.moves().size());
    Position p = u.finalPosition(Validation.STRICT);
    assertEquals("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4", p.toSfen());
    assertEquals("startpos moves 7g7f 3c3d 8h2b+", u.toString());
  }
}
