package io.github.shogi4j.cli;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.Level;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi bestmove}: the move the built-in searcher chooses at a level, with its score, depth,
 * nodes, time and principal variation (読み筋). The position's moves are passed on as history, so the
 * searcher sees repetitions.
 */
@Command(
    name = "bestmove",
    mixinStandardHelpOptions = true,
    description =
        "Search a position with the built-in engine and print its move, score and "
            + "principal variation. Without a position: the even-game start.",
    footer = {
      "",
      "JSON: {\"bestmove\": \"7g7f\", \"score\": {\"cp\": n} or {\"mate\": n}, "
          + "\"depth\": d, \"nodes\": n, \"millis\": t, \"pv\": [...]}; bestmove is \"resign\" when "
          + "the side to move has no move (score {\"mate\": 0}, USI \"mate -0\": it has lost, "
          + "in check or not) or gives up, \"win\" for an impasse declaration. Mate distances are "
          + "in plies, negative when the side to move is mated."
    })
public final class BestmoveCommand extends PositionCommand {
  @Option(
      names = "--level",
      paramLabel = "LEVEL",
      defaultValue = "normal",
      converter = LevelConverter.class,
      description =
          "easy (two plies, with human-looking mistakes), normal (three plies) or hard (about "
              + "a second). Default: ${DEFAULT-VALUE}.")
  Level level;

  @Option(
      names = "--depth",
      paramLabel = "N",
      description = "Search this many plies (replaces the level's own limit).")
  Integer depth;

  @Option(
      names = "--time",
      paramLabel = "MS",
      description = "Search for this many milliseconds (replaces the level's own limit).")
  Long millis;

  @Mixin EngineOptions builtIn;

  /** Creates the command; picocli fills in the options. */
  public BestmoveCommand() {}

  @Override
  protected void checkOptions() {
    builtIn.check(spec, true);
    if (depth != null && (depth < 1 || depth > AlphaBetaSearcher.MAX_DEPTH)) {
      throw new ParameterException(
          spec.commandLine(),
          "--depth must be 1 to " + AlphaBetaSearcher.MAX_DEPTH + ", not " + depth);
    }
    if (millis != null && millis < 1) {
      throw new ParameterException(spec.commandLine(), "--time must be 1 or more, not " + millis);
    }
  }

  @Override
  protected Answer answer(PositionInput.Parsed parsed) {
    SearchLimits.Builder limits = SearchLimits.builder();
    if (depth != null) {
      limits.depth(depth);
    }
    if (millis != null) {
      limits.moveTime(Duration.ofMillis(millis));
    }
    // An explicit depth or time replaces the level's depth cap; the level keeps its evaluator,
    // table size and (easy) human-looking mistakes.
    EngineConfig config = builtIn.apply(level.config());
    if (depth != null || millis != null) {
      config =
          config.toBuilder().maxDepth(depth != null ? depth : AlphaBetaSearcher.MAX_DEPTH).build();
    }
    SearchResult r =
        new AlphaBetaSearcher(config)
            .search(SearchRequest.of(parsed.start(), parsed.moves()), limits.build());
    List<String> pv = AnalyzeCommand.pv(r).stream().map(Move::toUsi).toList();
    Score score = AnalyzeCommand.score(r);
    int depth = r instanceof SearchResult.Play play ? play.depth() : 0;
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("bestmove", r.toUsi());
    json.put("score", score(score));
    json.put("depth", depth);
    json.put("nodes", r.nodes());
    json.put("millis", r.time().toMillis());
    json.put("pv", pv);
    json.put("level", level.name().toLowerCase(Locale.ROOT));
    String text =
        String.format(
            "bestmove %s  score %s  depth %d  nodes %d  %d ms%s",
            r.toUsi(),
            score.toUsi(),
            depth,
            r.nodes(),
            r.time().toMillis(),
            pv.isEmpty() ? "" : "\npv " + String.join(" ", pv));
    Position p = parsed.last();
    if (!p.hasLegalMoves()) {
      text +=
          "\nno legal move: "
              + (p.isCheck() ? "checkmated (詰み)" : "a loss in shogi, though not in check");
    }
    return new Answer(json, text);
  }

  private static Map<String, Object> score(Score s) {
    return s instanceof Score.Mate m
        ? Map.of("mate", m.signedPlies())
        : Map.of("cp", ((Score.Centipawns) s).value());
  }
}
