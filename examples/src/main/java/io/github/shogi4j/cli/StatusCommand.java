package io.github.shogi4j.cli;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Impasse;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi status}: where a game stands after its moves, replayed as a {@link Game} so that
 * repetition (千日手) and perpetual check (連続王手の千日手) count: check, checkmate, the legal moves, the
 * outcome if the game is over, and the impasse (入玉) figures.
 */
@Command(
    name = "status",
    mixinStandardHelpOptions = true,
    description =
        "Replay a position's moves as a game (repetition counts) and tell where it "
            + "stands: side to move, check, checkmate, legal moves, the outcome if the game is over, and "
            + "the impasse (入玉) points and declaration verdicts for the side to move.",
    footer = {
      "",
      "JSON: {\"sfen\": s, \"sideToMove\": \"sente\"/\"gote\", \"check\": b, "
          + "\"checkmate\": b, \"legalMoves\": [...], \"outcome\": null or {\"winner\": "
          + "\"sente\"/\"gote\"/null, \"reason\": R}, \"impasse\": {\"points\": {\"sente\": n, "
          + "\"gote\": n}, \"declaration27\": \"WIN\"/\"LOSE\", \"declaration24\": "
          + "\"WIN\"/\"DRAW\"/\"LOSE\"}}"
    })
public final class StatusCommand extends PositionCommand {
  @Option(
      names = "--rules",
      paramLabel = "NAME",
      defaultValue = "jsa",
      description =
          "The rule set that adjudicates: jsa (professional: no move limit, 24-point "
              + "impasse), csa or floodgate (27-point declaration, 256-move limit), casual (300-move "
              + "draw). Default: ${DEFAULT-VALUE}.")
  String rulesName;

  private Rules rules;

  /** Creates the command; picocli fills in the options. */
  public StatusCommand() {}

  @Override
  protected void checkOptions() {
    rules =
        Rules.preset(rulesName)
            .orElseThrow(
                () ->
                    new ParameterException(
                        spec.commandLine(),
                        "unknown --rules '" + rulesName + "': use jsa, csa, floodgate or casual"));
  }

  @Override
  protected Answer answer(PositionInput.Parsed parsed) {
    Game game;
    try {
      game = Game.replay(parsed.start(), parsed.moves(), rules);
    } catch (IllegalMoveException e) {
      // Cannot happen: the moves were already played once; say so plainly if it does.
      throw new IllegalStateException("a move legal in the position was refused by the game", e);
    }
    Position p = game.position();
    List<String> moves = p.legalMoves().stream().map(Move::toUsi).sorted().toList();
    Optional<Outcome> outcome = game.outcome();

    Map<String, Object> json = new LinkedHashMap<>();
    json.put("sfen", p.toSfen());
    json.put("sideToMove", Outcomes.name(p.sideToMove()));
    json.put("check", p.isCheck());
    json.put("checkmate", p.isCheckmate());
    json.put("legalMoves", moves);
    json.put("outcome", outcome.map(Outcomes::json));
    Map<String, Object> points = new LinkedHashMap<>();
    points.put("sente", Impasse.points(p, Color.SENTE));
    points.put("gote", Impasse.points(p, Color.GOTE));
    Impasse.Verdict v27 = Impasse.declaration(p, ImpasseRule.POINTS_27).verdict();
    Impasse.Verdict v24 = Impasse.declaration(p, ImpasseRule.POINTS_24).verdict();
    Map<String, Object> impasse = new LinkedHashMap<>();
    impasse.put("points", points);
    impasse.put("declaration27", v27);
    impasse.put("declaration24", v24);
    json.put("impasse", impasse);
    json.put("ply", game.ply());
    outcome.ifPresent(o -> json.put("outcomePly", game.outcomePly().orElseThrow()));

    StringBuilder text = new StringBuilder();
    text.append("sfen        ").append(p.toSfen()).append('\n');
    text.append("to move     ")
        .append(Outcomes.name(p.sideToMove()))
        .append(p.isCheckmate() ? " (checkmated)" : p.isCheck() ? " (in check)" : "")
        .append('\n');
    text.append("legal moves ").append(moves.size()).append('\n');
    text.append("outcome     ")
        .append(
            outcome
                .map(o -> Outcomes.describe(o) + " at move " + game.outcomePly().orElseThrow())
                .orElse("none, the game goes on"))
        .append('\n');
    text.append(
        String.format(
            "impasse     points sente %d, gote %d; a declaration by %s now: "
                + "27-point rule %s, 24-point rule %s",
            Impasse.points(p, Color.SENTE),
            Impasse.points(p, Color.GOTE),
            Outcomes.name(p.sideToMove()),
            v27,
            v24));
    return new Answer(json, text.toString());
  }
}
