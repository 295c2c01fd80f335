package io.github.shogi4j.cli;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;

/** {@code shogi moves}: the legal moves of a position, in USI, sorted as strings. */
@Command(
    name = "moves",
    mixinStandardHelpOptions = true,
    description =
        "List the legal moves of a position in USI, sorted as strings, one a line. "
            + "Without a position: the even-game start.",
    footer = {"", "JSON: {\"sfen\": s, \"moves\": [\"1g1f\", ...], \"check\": b}"})
public final class MovesCommand extends PositionCommand {

  /** Creates the command; picocli fills in the options. */
  public MovesCommand() {}

  @Override
  protected Answer answer(PositionInput.Parsed parsed) {
    Position p = parsed.last();
    List<String> moves = p.legalMoves().stream().map(Move::toUsi).sorted().toList();
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("sfen", p.toSfen());
    json.put("moves", moves);
    json.put("check", p.isCheck());
    return new Answer(json, String.join("\n", moves));
  }
}
