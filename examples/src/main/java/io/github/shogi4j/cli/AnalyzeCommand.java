package io.github.shogi4j.cli;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.EngineAnnotation;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.notation.MoveNotation;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.usi.UsiClient;
import io.github.shogi4j.search.usi.UsiEngineException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code shogi analyze}: searches every position of a record's main line with an engine (ours at a
 * level, or any USI engine), annotates each move with the engine's score, expected line (読み筋) and
 * the loss against the best move, writes the annotated record and lists the blunders (悪手).
 */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    description =
        "Search every position of a record's main line with an engine and annotate each "
            + "move with its score, the engine's line and the loss against the best move.",
    footer = {
      "",
      "Scores are centipawns (歩 = 100) from the mover's point of view in the report and "
          + "the JSON; a mate counts as 100000 less its plies. The loss of a move is the best move's "
          + "score less the played move's (0 when the engine's best move was played).",
      "",
      "The record written with -o carries each move's analysis as the comments other tools "
          + "read: *#評価値= and *#読み筋= lines in KIF, KI2 and JKF (score from sente's point of "
          + "view), floodgate's '** <score> <moves> in CSA; where the engine preferred another move, "
          + "a comment names it with the loss. Analysis already in the record is replaced.",
      "",
      "JSON: a line per move {\"ply\": k, \"move\": \"7g7f\", \"scoreBefore\": n, "
          + "\"scoreAfter\": n, \"bestMove\": \"2g2f\", \"loss\": n, \"pv\": [...], \"lines\": "
          + "[{\"multipv\": 1, \"score\": n, \"pv\": [...]}...]}, then {\"moves\": n, \"blunders\": "
          + "[{\"ply\", \"move\", \"bestMove\", \"loss\"}...], \"output\": path or null}.",
      "",
      "Example: shogi analyze game.kif --level hard --time 1000 -o analyzed.kif"
    })
public final class AnalyzeCommand extends CliCommand {
  /** The value a mate counts as in losses: this less the plies to mate. */
  static final int MATE_VALUE = EngineAnnotation.FLOODGATE_MATE;

  @Parameters(
      paramLabel = "FILE",
      description = "The game record to analyze (- for standard " + "input).")
  Path file;

  @Option(
      names = "--record",
      paramLabel = "K",
      description = "The record to analyze in a file holding several (from 1).")
  Integer recordNumber;

  @Option(
      names = "--engine",
      paramLabel = "CMD",
      description = "A USI engine's command line (split at spaces) to analyze with.")
  String engine;

  @Option(
      names = "--level",
      paramLabel = "LEVEL",
      converter = LevelConverter.class,
      description =
          "Analyze with the built-in engine at this level (easy, normal, hard); the "
              + "default when no --engine is given: hard.")
  Level level;

  @Option(
      names = "--time",
      paramLabel = "MS",
      description = "Milliseconds per position (default 1000 unless --nodes is given).")
  Long millis;

  @Option(names = "--nodes", paramLabel = "N", description = "Nodes per position.")
  Long nodes;

  @Option(
      names = "--multipv",
      paramLabel = "K",
      defaultValue = "1",
      description =
          "Lines searched per position (MultiPV), reported in the JSON. Default: "
              + "${DEFAULT-VALUE}.")
  int multiPv;

  @Option(
      names = "--blunder",
      paramLabel = "CP",
      defaultValue = "300",
      description =
          "The loss from which a move is listed as a blunder, in centipawns. Default: "
              + "${DEFAULT-VALUE}.")
  int blunder;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description =
          "Write the annotated record here, its format told by the extension (kif, "
              + "kifu, ki2, ki2u, csa, jkf).")
  Path output;

  @Mixin ReadModeOptions readMode;

  @Mixin EngineOptions builtIn;

  /** Creates the command; picocli fills in the options. */
  public AnalyzeCommand() {}

  /** One move's analysis: the searches before and after it, in the mover's terms. */
  private record Analysed(
      int ply,
      RecordMove move,
      Position before,
      SearchResult beforeSearch,
      SearchResult afterSearch,
      int scoreBefore,
      int scoreAfter,
      int loss) {}

  @Override
  public Integer call() {
    if (engine != null && level != null) {
      throw new ParameterException(spec.commandLine(), "give --engine or --level, not both");
    }
    builtIn.check(spec, engine == null);
    if (millis != null && nodes != null) {
      throw new ParameterException(spec.commandLine(), "give --time or --nodes, not both");
    }
    if ((millis != null && millis < 1) || (nodes != null && nodes < 1)) {
      throw new ParameterException(spec.commandLine(), "--time and --nodes must be 1 or more");
    }
    if (multiPv < 1 || multiPv > SearchLimits.MAX_MULTI_PV) {
      throw new ParameterException(
          spec.commandLine(),
          "--multipv must be 1 to " + SearchLimits.MAX_MULTI_PV + ", not " + multiPv);
    }
    if (blunder < 1) {
      throw new ParameterException(
          spec.commandLine(), "--blunder must be 1 or more, not " + blunder);
    }
    Optional<KifuFormat> outFormat = Optional.empty();
    if (output != null) {
      outFormat =
          Optional.of(
              KifuFileType.fromFileName(output.getFileName().toString())
                  .map(KifuFileType::format)
                  .filter(f -> f != KifuFormat.SFEN && f != KifuFormat.USI)
                  .orElseThrow(
                      () ->
                          new ParameterException(
                              spec.commandLine(),
                              "-o "
                                  + output
                                  + ": give a file ending in .kif, .kifu, .ki2, .ki2u, .csa or .jkf (the analysis "
                                  + "is written as comments)")));
    }
    ReadResult read = RecordPosition.readRecord(spec, file, readMode.mode(spec), recordNumber);
    String where = RecordFiles.name(file);
    GameRecord record = read.record();
    List<RecordMove> played = new ArrayList<>();
    Position start = record.start().position();
    Position p = start;
    for (RecordMove m : record.moves()) {
      if (m.isIllegal() || !p.isLegal(m.move())) {
        break; // an illegal final move (反則) was never played: nothing to analyze after it
      }
      played.add(m);
      p = p.play(m.move());
    }
    SearchLimits.Builder lb = SearchLimits.builder().multiPv(multiPv);
    if (nodes != null) {
      lb.nodes(nodes);
    } else {
      lb.moveTime(Duration.ofMillis(millis == null ? 1000 : millis));
    }
    SearchLimits limits = lb.build();
    List<SearchResult> results = new ArrayList<>();
    Optional<UsiClient> client = engine == null ? Optional.empty() : Optional.of(startEngine());
    Searcher searcher =
        client.isPresent() ? client.get() : builtIn.searcher(level == null ? Level.HARD : level);
    try (Progress bar =
        new Progress(err(), terminal(), "analyze", played.size() + 1, System::nanoTime)) {
      List<Move> moves = new ArrayList<>();
      for (int i = 0; i <= played.size(); i++) {
        results.add(searcher.search(SearchRequest.of(start, moves), limits));
        bar.step();
        if (i < played.size()) {
          moves.add(played.get(i).move());
        }
      }
    } catch (SearchException | IllegalArgumentException e) {
      throw new InputException(engineName(), e.getMessage(), e);
    } finally {
      client.ifPresent(UsiClient::close);
    }
    List<Analysed> analysed = new ArrayList<>();
    p = start;
    for (int i = 0; i < played.size(); i++) {
      RecordMove m = played.get(i);
      SearchResult before = results.get(i);
      SearchResult after = results.get(i + 1);
      int best = value(score(before));
      int got = -value(score(after));
      boolean isBest = bestMove(before).equals(Optional.of(m.move()));
      int loss = isBest ? 0 : Math.max(0, best - got);
      analysed.add(new Analysed(i + 1, m, p, before, after, best, got, loss));
      p = p.play(m.move());
    }
    Optional<Path> written = Optional.empty();
    if (outFormat.isPresent()) {
      written = Optional.of(write(record, played, analysed, outFormat.get(), where));
    }
    report(analysed, written);
    return Errors.OK;
  }

  private UsiClient startEngine() {
    UsiClient c = MatchCommand.startEngine(engine, List.of(), "");
    try {
      c.newGame();
      return c;
    } catch (UsiEngineException e) {
      c.close();
      throw new InputException("--engine " + engine, e.getMessage(), e);
    }
  }

  private String engineName() {
    return engine != null
        ? "--engine " + engine
        : "level " + (level == null ? Level.HARD : level).name().toLowerCase(Locale.ROOT);
  }

  /**
   * A score as one number: centipawns, or a mate as {@link #MATE_VALUE} less its plies (a side
   * without a legal move: {@code -MATE_VALUE}).
   */
  static int value(Score s) {
    return s.toCentipawns(MATE_VALUE);
  }

  /**
   * The score of a search of a position, for its side to move: a declaration, which carries none,
   * counts as even.
   */
  static Score score(SearchResult r) {
    if (r instanceof SearchResult.Play p) {
      return p.score().relative();
    }
    if (r instanceof SearchResult.Resign resign) {
      return resign.score().relative();
    }
    return Score.cp(0);
  }

  private static Optional<Move> bestMove(SearchResult r) {
    return r instanceof SearchResult.Play p ? Optional.of(p.move()) : Optional.empty();
  }

  static List<Move> pv(SearchResult r) {
    return r instanceof SearchResult.Play p ? p.pv() : List.of();
  }

  private static List<PvLine> lines(SearchResult r) {
    return r instanceof SearchResult.Play p ? p.lines() : List.of();
  }

  /** The annotation of a move: the search of the position after it, from sente's view. */
  private static EngineAnnotation annotation(Analysed a, EngineAnnotation.Form form) {
    Position after = a.before().play(a.move().move());
    Score s = new PovScore(score(a.afterSearch()), after.sideToMove()).sente();
    EngineAnnotation.Score score =
        s instanceof Score.Mate mate && mate.plies() != 0
            ? EngineAnnotation.Score.mateIn(mate.signedPlies())
            : EngineAnnotation.Score.cp(value(s));
    return EngineAnnotation.of(Optional.of(score), pv(a.afterSearch()), form, after);
  }

  private Path write(
      GameRecord record,
      List<RecordMove> played,
      List<Analysed> analysed,
      KifuFormat format,
      String where) {
    EngineAnnotation.Form form =
        format == KifuFormat.CSA
            ? EngineAnnotation.Form.FLOODGATE
            : EngineAnnotation.Form.KIF_COMMENT;
    List<RecordMove> moves = new ArrayList<>(record.mainLine().moves());
    for (Analysed a : analysed) {
      Position after = a.before().play(a.move().move());
      List<Comment> comments =
          EngineAnnotation.replace(a.move().comments(), after, annotation(a, form), form);
      Optional<Move> best = bestMove(a.beforeSearch());
      if (best.isPresent() && !best.get().equals(a.move().move()) && a.loss() > 0) {
        List<Comment> withBest = new ArrayList<>(comments);
        withBest.add(Comment.of("最善手 " + text(a.before(), best.get()) + " 損失 " + a.loss()));
        comments = withBest;
      }
      moves.set(a.ply() - 1, a.move().withComments(comments));
    }
    Line main = record.mainLine();
    GameRecord annotated =
        record.toBuilder().mainLine(new Line(moves, main.ending(), main.endVariations())).build();
    try {
      Kifu.write(annotated, output, WriteOptions.defaults());
    } catch (KifuWriteException e) {
      throw new InputException(where, "cannot write it as " + format + ": " + e.getMessage(), e);
    } catch (java.io.UncheckedIOException e) {
      throw new InputException(
          output.toString(), "cannot write the output: " + Errors.ioReason(e.getCause()), e);
    }
    return output;
  }

  private static String text(Position p, Move m) {
    return MoveNotation.ki2(p, m);
  }

  private void report(List<Analysed> analysed, Optional<Path> written) {
    List<Map<String, Object>> blunders = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    for (Analysed a : analysed) {
      Move m = a.move().move();
      Optional<Move> best = bestMove(a.beforeSearch());
      if (json()) {
        Map<String, Object> j = new LinkedHashMap<>();
        j.put("ply", a.ply());
        j.put("move", m.toUsi());
        j.put("scoreBefore", a.scoreBefore());
        j.put("scoreAfter", a.scoreAfter());
        j.put("bestMove", a.beforeSearch().toUsi());
        j.put("loss", a.loss());
        j.put("pv", usi(pv(a.afterSearch())));
        if (multiPv > 1) {
          List<Map<String, Object>> lines = new ArrayList<>();
          for (PvLine l : lines(a.beforeSearch())) {
            Map<String, Object> lj = new LinkedHashMap<>();
            lj.put("multipv", l.multiPv());
            lj.put("score", value(l.score().relative()));
            lj.put("pv", usi(l.pv()));
            lines.add(lj);
          }
          j.put("lines", lines);
        }
        print(new Answer(j, ""));
      } else {
        text.append(
            String.format(
                "%4d %-12s %7d  best %-12s loss %d%n",
                a.ply(),
                text(a.before(), m),
                a.scoreAfter(),
                best.map(b -> text(a.before(), b)).orElse(a.beforeSearch().toUsi()),
                a.loss()));
      }
      if (a.loss() >= blunder) {
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("ply", a.ply());
        b.put("move", m.toUsi());
        b.put("bestMove", a.beforeSearch().toUsi());
        b.put("loss", a.loss());
        blunders.add(b);
      }
    }
    Map<String, Object> summary = new LinkedHashMap<>();
    summary.put("moves", analysed.size());
    summary.put("blunders", blunders);
    summary.put("output", written.map(Path::toString).orElse(null));
    if (!json()) {
      text.append(
          blunders.isEmpty()
              ? "no blunders (loss " + blunder + " or more)"
              : "blunders (loss " + blunder + " or more):");
      for (Map<String, Object> b : blunders) {
        Analysed a = analysed.get((Integer) b.get("ply") - 1);
        text.append(
            String.format(
                "%n  %d %s loss %d (best %s)",
                a.ply(),
                text(a.before(), a.move().move()),
                a.loss(),
                bestMove(a.beforeSearch())
                    .map(x -> text(a.before(), x))
                    .orElse(a.beforeSearch().toUsi())));
      }
      written.ifPresent(w -> text.append(String.format("%nwritten to %s", w)));
    }
    print(new Answer(summary, text.toString()));
  }

  private static List<String> usi(List<Move> moves) {
    return moves.stream().map(Move::toUsi).toList();
  }
}
