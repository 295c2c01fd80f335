package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.notation.MoveNotation;
import io.github.shogi4j.rules.notation.NotationException;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.usi.LineReader;
import io.github.shogi4j.search.usi.LineTooLongException;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi play}: a game (対局) in the terminal against the computer or another person, with
 * moves typed in USI, CSA or Japanese notation.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description =
        "Play a game in the terminal against the computer (--level easy, normal, hard) or a "
            + "person (--human-vs-human). Type moves in USI (7g7f, P*5e), Japanese (７六歩, 76歩, 同歩, "
            + "５五角打) or CSA (+7776FU); type help during the game for the commands (undo/待った, "
            + "resign/投了, quit).",
    footer = {
      "",
      "Examples:",
      "  shogi play",
      "  shogi play --level easy --side gote --save game.kif",
      "  shogi play --human-vs-human",
      "",
      "Your results against the computer (wins, losses, draws per level) are kept in "
          + "~/.shogi4j/results.properties, created after your first finished game (--results-dir, "
          + "or -Dshogi4j.home, moves it). A game left with quit is not counted.",
      "The record saved with --save holds the time of each move; a game left with quit or at "
          + "the end of input is saved as interrupted (中断, CSA %%CHUDAN)."
    })
public final class PlayCommand extends CliCommand {
  private static final Duration DOT_EVERY = Duration.ofMillis(300);

  @Option(
      names = "--level",
      paramLabel = "L",
      defaultValue = "normal",
      converter = LevelConverter.class,
      description = "The computer's strength: easy, normal (default) or hard.")
  Level level;

  @Option(
      names = "--side",
      paramLabel = "SIDE",
      defaultValue = "sente",
      description = "Your side: sente (先手, moves first; default) or gote (後手; the board turns).")
  String sideName;

  @Option(names = "--human-vs-human", description = "Two people take turns at one terminal.")
  boolean humanVsHuman;

  @Mixin EngineOptions builtIn;

  @Option(
      names = "--save",
      paramLabel = "FILE",
      description =
          "Write the game record (棋譜) at the end; the format from the extension "
              + "(.kif, .ki2, .csa, .jkf, .usi ...).")
  Path save;

  @Option(
      names = "--color",
      description =
          "Colour promoted pieces red and the last move even when "
              + "standard output is not a terminal.")
  boolean color;

  @Option(
      names = "--results-dir",
      paramLabel = "DIR",
      description = "Where results.properties is kept (default: ~/.shogi4j, or -Dshogi4j.home).")
  Path resultsDir;

  private Reader input;
  private LineReader in;

  /** The time each move of the game took, from its prompt (or the search's start) to the move. */
  private final List<Duration> times = new ArrayList<>();

  private long turnStarted;
  private Color human;
  private boolean ansi;

  /** Creates the command; picocli fills in the options. */
  public PlayCommand() {}

  /**
   * Reads the player's input from this reader instead of standard input (for tests and embedding).
   *
   * @param reader the input
   */
  public void input(Reader reader) {
    this.input = Preconditions.checkNotNull(reader, "reader");
  }

  @Override
  public Integer call() {
    if (json()) {
      // Board diagrams and prompts are for a person; a program would get text it cannot read.
      throw new ParameterException(
          spec.commandLine(),
          "play is an interactive game in the "
              + "terminal and has no JSON output; drive the engine with 'shogi usi' or ask single "
              + "questions with 'shogi bestmove --json'");
    }
    builtIn.check(spec, !humanVsHuman);
    switch (sideName.toLowerCase(Locale.ROOT)) {
      case "sente", "black", "b", "先手" -> human = Color.SENTE;
      case "gote", "white", "w", "後手" -> human = Color.GOTE;
      default ->
          throw new ParameterException(
              spec.commandLine(), "unknown --side '" + sideName + "': use sente or gote");
    }
    Optional<KifuFileType> format = Optional.empty();
    if (save != null) {
      format = KifuFileType.fromFileName(save.getFileName().toString());
      if (format.isEmpty()) {
        throw new ParameterException(
            spec.commandLine(),
            "--save " + save + ": unknown record format; use .kif, .ki2, .csa, .jkf or .usi");
      }
      // Checked now: a game played to its end and then not saved would be lost.
      Path folder = save.toAbsolutePath().getParent();
      if (folder == null || !Files.isDirectory(folder) || Files.isDirectory(save)) {
        throw new ParameterException(
            spec.commandLine(),
            "--save "
                + save
                + ": "
                + (Files.isDirectory(save) ? "that is a folder" : "no such folder: " + folder));
      }
    }
    ansi = color || System.console() != null;
    in = input != null ? new LineReader(input) : TextLines.of(ShogiCli.stdin(spec));
    Game game = play();
    if (game.isOver() && !humanVsHuman) {
      Outcome o = game.outcome().orElseThrow();
      PlayResults.Kind kind =
          o.winner().isEmpty()
              ? PlayResults.Kind.DRAWS
              : o.winner().get() == human ? PlayResults.Kind.WINS : PlayResults.Kind.LOSSES;
      PlayResults results =
          new PlayResults(resultsDir != null ? resultsDir : PlayResults.defaultDirectory());
      boolean first = !results.exists();
      out().println("Your results at " + results.add(levelName(), kind));
      if (first) {
        out().println("(kept in " + results.file() + ", created now; --results-dir moves it)");
      }
    }
    if (save != null) {
      Kifu.write(record(game), save, WriteOptions.defaults());
      out().println("Saved the record to " + save);
    }
    out().flush();
    return 0;
  }

  private String levelName() {
    return level.name().toLowerCase(Locale.ROOT);
  }

  private Game play() {
    Game game = Game.start(Position.initial(), Rules.CASUAL);
    turnStarted = System.nanoTime();
    Searcher searcher = humanVsHuman ? null : builtIn.searcher(level);
    out()
        .println(
            humanVsHuman
                ? "shogi play: two players at one board (平手)."
                : "shogi play: you are "
                    + PlayText.sideName(human)
                    + " against the computer ("
                    + levelName()
                    + ").");
    out().println("Type a move (7g7f, ７六歩, 76歩, 同歩, +7776FU) or help.");
    show(game);
    while (!game.isOver()) {
      Position pos = game.position();
      if (!humanVsHuman && pos.sideToMove() != human) {
        game = computerMove(game, searcher);
        continue;
      }
      out()
          .print(
              PlayText.mark(pos.sideToMove())
                  + (pos.sideToMove() == Color.SENTE ? "先手" : "後手")
                  + " (move "
                  + (game.ply() + 1)
                  + ")> ");
      out().flush();
      String line = readLine();
      if (line == null) {
        out().println();
        out().println("End of input: the game is left unfinished after " + game.ply() + " moves.");
        return game;
      }
      String text = line.strip();
      switch (text.toLowerCase(Locale.ROOT)) {
        case "" -> {}
        case "help", "?", "h" -> help();
        case "board" -> show(game);
        case "undo", "待った", "matta" -> game = undo(game);
        case "resign", "投了" -> {
          game = game.resign();
          out().println(PlayText.sideName(pos.sideToMove()) + " resigns (投了).");
        }
        case "quit", "exit", "q" -> {
          out().println("The game is left unfinished after " + game.ply() + " moves.");
          return game;
        }
        default -> {
          Optional<Move> move = chooseMove(game, text);
          if (move.isPresent()) {
            game = played(game, move.get(), "");
          }
        }
      }
    }
    out().println(PlayText.outcome(game.outcome().orElseThrow(), game.ply()));
    return game;
  }

  private Optional<Move> chooseMove(Game game, String text) {
    Position pos = game.position();
    Optional<Move> previous = lastMove(game);
    List<Move> moves;
    try {
      return Optional.of(MoveNotation.parse(pos, text, previous));
    } catch (NotationException e) {
      if (e.kind() != NotationException.Kind.AMBIGUOUS) {
        out().println("Not played: " + PlayText.whyNot(pos, e) + ".");
        return Optional.empty();
      }
      moves = e.moves();
    }
    if (onlyPromotionOpen(moves)) {
      while (true) {
        out().print("Promote (成る)? [y/n] ");
        out().flush();
        String answer = readLine();
        if (answer == null) {
          return Optional.empty();
        }
        switch (answer.strip().toLowerCase(Locale.ROOT)) {
          case "y", "yes", "成", "成る" -> {
            return moves.stream().filter(m -> ((BoardMove) m).promote()).findFirst();
          }
          case "n", "no", "不成", "成らず" -> {
            return moves.stream().filter(m -> !((BoardMove) m).promote()).findFirst();
          }
          default -> out().println("Answer y (promote, 成) or n (do not promote, 不成).");
        }
      }
    }
    out().println("\"" + text + "\" can mean " + moves.size() + " moves:");
    for (int i = 0; i < moves.size(); i++) {
      Move m = moves.get(i);
      out()
          .println(
              "  " + (i + 1) + ") " + MoveNotation.kif(pos, m, previous) + "  (" + m.toUsi() + ")");
    }
    while (true) {
      out().print("Which one? [1-" + moves.size() + ", or 0 to cancel] ");
      out().flush();
      String answer = readLine();
      if (answer == null) {
        return Optional.empty();
      }
      try {
        int n = Integer.parseInt(answer.strip());
        if (n == 0) {
          return Optional.empty();
        }
        if (n >= 1 && n <= moves.size()) {
          return Optional.of(moves.get(n - 1));
        }
      } catch (NumberFormatException e) {
        // asked again below
      }
      out().println("Type a number from 1 to " + moves.size() + ".");
    }
  }

  /** Whether the moves differ only in promotion: one board move, with and without 成. */
  private static boolean onlyPromotionOpen(List<Move> moves) {
    return moves.size() == 2
        && moves.get(0) instanceof BoardMove a
        && moves.get(1) instanceof BoardMove b
        && a.from() == b.from()
        && a.to() == b.to()
        && a.promote() != b.promote();
  }

  private Game played(Game game, Move move, String who) {
    Position before = game.position();
    Optional<Move> previous = lastMove(game);
    Game next = game.play(move);
    long now = System.nanoTime();
    times.add(Duration.ofNanos(now - turnStarted));
    turnStarted = now;
    show(next);
    out()
        .println(
            who
                + PlayText.mark(before.sideToMove())
                + MoveNotation.kif(before, move, previous)
                + "  ("
                + move.toUsi()
                + ")");
    if (next.position().isCheck() && !next.isOver()) {
      out().println("王手 (check)!");
    }
    return next;
  }

  private Game computerMove(Game game, Searcher searcher) {
    out().print("thinking...");
    out().flush();
    SearchHandle handle =
        searcher.start(SearchRequest.of(game), SearchLimits.none(), SearchListener.NONE);
    while (handle.await(DOT_EVERY).isEmpty()) {
      out().print('.');
      out().flush();
    }
    SearchResult r = handle.await();
    out().println();
    Color side = game.position().sideToMove();
    if (r instanceof SearchResult.Play p) {
      return played(game, p.move(), "The computer plays ");
    }
    if (r instanceof SearchResult.Resign) {
      out().println("The computer (" + PlayText.sideName(side) + ") resigns (投了).");
      return game.resign();
    }
    out().println("The computer declares an entering-king win (入玉宣言).");
    return game.declareImpasse();
  }

  private Game undo(Game game) {
    int back = humanVsHuman ? 1 : 2;
    if (game.ply() < back) {
      out().println("Nothing to undo.");
      return game;
    }
    Game g = game;
    for (int i = 0; i < back; i++) {
      g = g.undo();
      times.remove(times.size() - 1);
    }
    turnStarted = System.nanoTime();
    out()
        .println(
            back == 1
                ? "Took back the last move (待った)."
                : "Took back your move and the computer's reply (待った).");
    show(g);
    return g;
  }

  private void show(Game game) {
    out().print(PlayText.board(game.position(), lastMove(game), human, ansi));
  }

  private static Optional<Move> lastMove(Game game) {
    return game.ply() == 0 ? Optional.empty() : Optional.of(game.moveAt(game.ply()));
  }

  private void help() {
    out()
        .println(
            "Moves: USI 7g7f, P*5e (promote: 8h2b+); Japanese ７六歩, 76歩, 同歩, ５五角打, "
                + "２二角成, ３三銀不成, ５二金右; CSA +7776FU.");
    out()
        .println(
            "When the text fits several moves you are asked which; when promotion is "
                + "optional you are asked y/n.");
    out().println("Commands: undo (待った), resign (投了), board, help, quit.");
    out()
        .println(
            "The board: v marks gote's (後手) pieces, * the last move's square, . where it came "
                + "from.");
  }

  /**
   * The next line typed, null at the end of input; a line past the limit is skipped with a note.
   */
  private String readLine() {
    while (true) {
      try {
        return in.readLine().orElse(null);
      } catch (LineTooLongException e) {
        err().println(spec.qualifiedName() + ": input " + e.getMessage() + ": ignored");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /**
   * The record to save: the players, each move with its time and its side's running total, and an
   * ending: the game's, or interrupted (中断) when the player left before the end.
   */
  private GameRecord record(Game game) {
    String computer = "shogi4j (" + levelName() + ")";
    String senteName = humanVsHuman ? "Sente" : human == Color.SENTE ? "You" : computer;
    String goteName = humanVsHuman ? "Gote" : human == Color.GOTE ? "You" : computer;
    Headers headers =
        Headers.empty()
            .with(new Header(HeaderKey.EVENT.kifKeys().get(0), "shogi4j play"))
            .with(new Header(HeaderKey.SENTE.kifKeys().get(0), senteName))
            .with(new Header(HeaderKey.GOTE.kifKeys().get(0), goteName));
    GameRecord played = GameRecord.of(game);
    List<RecordMove> timed = new ArrayList<>();
    Duration[] total = {Duration.ZERO, Duration.ZERO};
    for (int i = 0; i < played.moves().size(); i++) {
      RecordMove m = played.moves().get(i);
      Duration t = times.get(i);
      total[i % 2] = total[i % 2].plus(t);
      timed.add(
          new RecordMove(
              m.move(),
              m.text(),
              m.illegal(),
              Optional.of(t),
              Optional.of(total[i % 2]),
              m.comments(),
              m.bookmarks(),
              m.variations()));
    }
    Line line =
        Line.of(timed)
            .withEnding(
                game.isOver()
                    ? played.mainLine().ending()
                    : Optional.of(Ending.of(Outcome.noWinner(Termination.ABORT))));
    return played.toBuilder().headers(headers).mainLine(line).build();
  }
}
