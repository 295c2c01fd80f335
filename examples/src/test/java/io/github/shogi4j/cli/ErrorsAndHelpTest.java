package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/** What every command shares: help, version, exit codes, one-line errors. */
class ErrorsAndHelpTest {
  private static final String BAD_SFEN =
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1";

  static Stream<String> commands() {
    CommandLine cl =
        ShogiCli.commandLine(
            new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), false);
    return cl.getSubcommands().keySet().stream().filter(n -> !n.equals("help"));
  }

  @ParameterizedTest
  @MethodSource("commands")
  void everyCommandHasHelp(String command) {
    Cli.Result r = Cli.run(command, "--help");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().startsWith("Usage: shogi " + command), r::toString);
    assertTrue(r.out().contains("--json"), r::toString);
    assertEquals("", r.err());
    Cli.Result viaHelp = Cli.run("help", command);
    assertEquals(r.out(), viaHelp.out());
  }

  @Test
  void topLevelHelpListsTheCommands() {
    Cli.Result r = Cli.run("--help");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().startsWith("Usage: shogi "), r::toString);
    commands().forEach(c -> assertTrue(r.out().contains("\n  " + c + " "), c));
  }

  @Test
  void versionNamesTheProject() {
    Cli.Result r = Cli.run("--version");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().startsWith("shogi4j "), r::toString);
    assertFalse(r.out().startsWith("shogi4j ${"), r::toString);
  }

  @Test
  void badSfenIsOneLineNamingFieldAndCharacterWithExitOne() {
    for (String command : List.of("perft", "moves")) {
      Cli.Result r = Cli.run(command, "--sfen", BAD_SFEN, "--depth", "1");
      if (command.equals("moves")) {
        r = Cli.run(command, "--sfen", BAD_SFEN);
      }
      assertEquals(1, r.code(), r::toString);
      assertEquals("", r.out());
      assertEquals(
          "shogi "
              + command
              + ": --sfen: bad SFEN board at character 57: 'X' is not a piece "
              + "letter in \""
              + BAD_SFEN
              + "\"\n",
          r.err());
    }
  }

  @Test
  void badSideToMoveNamesTheField() {
    Cli.Result r = Cli.run("moves", "--sfen", "4k4/9/9/9/9/9/9/9/4K4 x - 1");
    assertEquals(1, r.code(), r::toString);
    assertTrue(r.err().startsWith("shogi moves: --sfen: bad SFEN side"), r::toString);
    assertTrue(r.err().contains("character 23"), r::toString);
  }

  @Test
  void badMoveTextInAUsiPositionIsInvalidInput() {
    Cli.Result r = Cli.run("moves", "--position", "startpos moves 7g7f zz");
    assertEquals(1, r.code(), r::toString);
    assertTrue(
        r.err().startsWith("shogi moves: --position: bad SFEN moves at character 21"), r::toString);
  }

  @Test
  void stackTraceOnlyWithVerbose() {
    Cli.Result quiet = Cli.run("moves", "--sfen", BAD_SFEN);
    assertFalse(quiet.err().contains("\tat "), quiet::toString);
    Cli.Result verbose = Cli.run("moves", "--sfen", BAD_SFEN, "--verbose");
    assertEquals(1, verbose.code());
    assertTrue(verbose.err().contains("\tat io.github.shogi4j."), verbose::toString);
  }

  @Test
  void usageErrorsExitTwo() {
    for (String[] args :
        List.of(
            new String[] {},
            new String[] {"frobnicate"},
            new String[] {"moves", "--no-such-option"},
            new String[] {"perft", "--depth", "x"})) {
      Cli.Result r = Cli.run(args);
      assertEquals(2, r.code(), r::toString);
      assertEquals("", r.out(), r::toString);
      assertEquals(1, r.err().lines().count(), r::toString);
      assertTrue(r.err().startsWith("shogi"), r::toString);
    }
  }

  /**
   * Match's numbers are checked before any engine starts, naming the option: a negative time was
   * "negative time: 0 1000 0 -1", a move limit of 0 an exit 1 with "OptionalInt[0]".
   */
  @Test
  void matchNamesTheOptionWhoseNumberIsOutOfRange() {
    String[][] cases = {
      {"--margin", "-1", "--margin must be 0 or more milliseconds, not -1"},
      {"--inc", "-5", "--inc must be 0 or more milliseconds, not -5"},
      {"--byoyomi", "-5", "--byoyomi must be 0 or more milliseconds, not -5"},
      {"--time", "-1", "--time must be 0 or more milliseconds, not -1"},
      {"--max-moves", "0", "--max-moves must be 1 or more, not 0"},
      {
        "--option",
        "3:Hash=1",
        "--option \"3:Hash=1\": write N:NAME=VALUE (N is 1 or 2), or " + "N:NAME for a button"
      }
    };
    for (String[] c : cases) {
      Cli.Result r =
          Cli.run(
              "match", "--engine", "no-such-engine-a", "--engine", "no-such-engine-b", c[0], c[1]);
      assertEquals(2, r.code(), r::toString);
      assertEquals("shogi match: " + c[2] + " (see 'shogi match --help')\n", r.err());
      assertEquals("", r.out());
    }
  }

  /**
   * A USI position missing its "moves" or its SFEN was read as a bare SFEN: "bad SFEN board at
   * character 2: 't' is not a piece letter", which points at the wrong thing.
   */
  @Test
  void aUsiPositionWithoutMovesOrSfenSaysWhatIsMissing() {
    Cli.Result noMoves = Cli.run("moves", "--position", "startpos 7g7f");
    assertEquals(1, noMoves.code(), noMoves::toString);
    assertEquals(
        "shogi moves: --position: bad SFEN position at character 10: expected \"moves\" "
            + "after \"startpos\", found \"7g7f\" in \"startpos 7g7f\"\n",
        noMoves.err());
    Cli.Result noSfen = Cli.run("moves", "--position", "sfen moves 7g7f");
    assertEquals(1, noSfen.code(), noSfen::toString);
    assertEquals(
        "shogi moves: --position: bad SFEN position at character 5: no SFEN after "
            + "\"sfen\" in \"sfen moves 7g7f\"\n",
        noSfen.err());
  }
}
