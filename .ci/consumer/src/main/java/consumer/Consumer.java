package consumer;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.rules.Position;

/** Uses shogi-rules and shogi-kif as a dependency; exits 1 if they do not answer as documented. */
public final class Consumer {
  private Consumer() {}

  public static void main(String[] args) {
    Position p = Position.initial().playUsi("7g7f").playUsi("3c3d");
    GameRecord r = Kifu.parseRecord("手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n", KifuFormat.KIF);
    boolean ok = Position.initial().legalMoves().size() == 30 && r.finalPosition().equals(p);
    System.out.println("consumer: " + (ok ? "ok" : "FAILED") + " " + p.toSfen());
    System.exit(ok ? 0 : 1);
  }
}
