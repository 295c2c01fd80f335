package io.github.shogi4j.examples.readme;

// README:begin imports
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.validate.RecordValidator;
import io.github.shogi4j.rules.Game;
import java.nio.file.Path;
import java.util.List;

// README:end imports

/**
 * The kifu tool tour of the README, compiled and run by {@link ReadmeToursTest}; {@link
 * ReadmeSnippetsTest} checks that the README quotes it exactly.
 */
final class KifuToolTour {
  private KifuToolTour() {}

  // README:begin body
  static List<Problem> tour(Path dir, Game game) {
    KifuFile kifu = Kifu.read(dir.resolve("game.kif")); // format and encoding detected
    ReadResult r = kifu.results().get(0); // one result per record
    List<Problem> problems = RecordValidator.validate(r.record()); // each with line, move, rule
    Kifu.write(r.record(), dir.resolve("game.csa"), KifuFormat.CSA, WriteOptions.defaults());
    GameRecord mine = GameRecord.of(game); // a Game played with shogi-rules
    Kifu.write(mine, dir.resolve("mine.kif"), KifuFormat.KIF, WriteOptions.defaults());
    return problems;
  }
  // README:end body
}
