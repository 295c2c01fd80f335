package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.EngineAnnotation.Form;
import io.github.shogi4j.kif.EngineAnnotation.Score;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.SharedData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Engine analysis comments (解析コメント) read as data, written back and converted. */
class EngineAnnotationTest {

  private static Move usi(String s) {
    return Move.parseUsi(s).orElseThrow();
  }

  private static final String CSA =
      String.join(
          "\n",
          "V2.2",
          "PI",
          "+",
          "+7776FU",
          "'** 30 -3334FU +2726FU",
          "-3334FU",
          "'*a person's remark",
          "'** -45 +2726FU -8384FU",
          "+2726FU",
          "");

  private static final String KIF =
      String.join(
          "\n",
          "手合割：平手",
          "手数----指手---------消費時間--",
          "   1 ７六歩(77)",
          "*互角",
          "*#評価値=30",
          "*#読み筋=△３四歩▲２六歩",
          "*#深さ=8",
          "   2 ３四歩(33)",
          "*#詰み=後手勝ち:9手",
          "*#読み筋=▲２六歩(27)△同　歩",
          "   3 ２六歩(27)",
          "");

  /** The annotation of each main-line move, empty where there is none. */
  static List<Optional<EngineAnnotation>> annotations(GameRecord r) {
    List<Optional<EngineAnnotation>> out = new ArrayList<>();
    Position p = r.start().position();
    for (RecordMove m : r.moves()) {
      out.add(m.engineAnnotation(p));
      p = p.play(m.move());
    }
    return out;
  }

  @Test
  void floodgateCommentsAreScoresAndLinesAndWrittenBackUnchanged() {
    GameRecord r = Kifu.parseRecord(CSA, KifuFormat.CSA);
    List<Optional<EngineAnnotation>> a = annotations(r);
    assertEquals(
        new EngineAnnotation(
            Optional.of(Score.cp(30)),
            List.of(usi("3c3d"), usi("2g2f")),
            Form.FLOODGATE,
            " 30 -3334FU +2726FU"),
        a.get(0).orElseThrow());
    // a person's comment before the engine's does not hide it
    assertEquals(Optional.of(Score.cp(-45)), a.get(1).orElseThrow().score());
    assertEquals(List.of(usi("2g2f"), usi("8c8d")), a.get(1).orElseThrow().pv());
    assertEquals(Optional.empty(), a.get(2));
    String written = Kifu.toText(r, KifuFormat.CSA);
    assertTrue(written.contains("+7776FU\n'** 30 -3334FU +2726FU\n"), written);
    assertTrue(written.contains("'*a person's remark\n'** -45 +2726FU -8384FU\n"), written);
  }

  @Test
  void kifAnalysisLinesAreScoresAndLinesAndWrittenBackUnchanged() {
    GameRecord r = Kifu.parseRecord(KIF, KifuFormat.KIF);
    List<Optional<EngineAnnotation>> a = annotations(r);
    EngineAnnotation first = a.get(0).orElseThrow();
    assertEquals(Optional.of(Score.cp(30)), first.score());
    assertEquals(List.of(usi("3c3d"), usi("2g2f")), first.pv());
    assertEquals(Form.KIF_COMMENT, first.form());
    assertEquals("#評価値=30\n#読み筋=△３四歩▲２六歩\n#深さ=8", first.raw());
    EngineAnnotation second = a.get(1).orElseThrow();
    assertEquals(Optional.of(Score.mateIn(-9)), second.score());
    assertEquals(usi("2g2f"), second.pv().get(0));
    assertEquals(1, second.pv().size(), "同　歩 is no legal capture here: the line stops");
    String written = Kifu.toText(r, KifuFormat.KIF);
    assertTrue(written.contains("*互角\n*#評価値=30\n*#読み筋=△３四歩▲２六歩\n*#深さ=8\n"), written);
  }

  @Test
  void convertingWritesTheAnalysisInTheTargetsForm() {
    GameRecord csa = Kifu.parseRecord(CSA, KifuFormat.CSA);
    GameRecord asKif =
        Kifu.parseRecord(
            Kifu.toText(EngineAnnotation.inForm(csa, Form.KIF_COMMENT), KifuFormat.KIF),
            KifuFormat.KIF);
    List<Optional<EngineAnnotation>> a = annotations(asKif);
    assertEquals(Form.KIF_COMMENT, a.get(0).orElseThrow().form());
    assertEquals("#評価値=30\n#読み筋=△３四歩▲２六歩", a.get(0).orElseThrow().raw());
    assertEquals(Optional.of(Score.cp(-45)), a.get(1).orElseThrow().score());
    assertEquals(List.of(usi("2g2f"), usi("8c8d")), a.get(1).orElseThrow().pv());
    // the person's comment stays first; the analysis lines (KIF * comments too) follow it
    assertEquals(
        List.of("a person's remark", "#評価値=-45", "#読み筋=▲２六歩△８四歩"),
        asKif.moves().get(1).normalComments());
    assertFalse(Kifu.toText(asKif, KifuFormat.KIF).contains("**"));

    GameRecord kif = Kifu.parseRecord(KIF, KifuFormat.KIF);
    GameRecord asCsa =
        Kifu.parseRecord(
            Kifu.toText(EngineAnnotation.inForm(kif, Form.FLOODGATE), KifuFormat.CSA),
            KifuFormat.CSA);
    List<Optional<EngineAnnotation>> b = annotations(asCsa);
    assertEquals(" 30 -3334FU +2726FU", b.get(0).orElseThrow().raw());
    assertEquals(List.of("互角"), asCsa.moves().get(0).normalComments());
    // floodgate has no mate: a mate by gote in 9 is written as -(100000 - 9)
    assertEquals(Optional.of(Score.cp(-99991)), b.get(1).orElseThrow().score());
  }

  @Test
  void aRealRecordsAnalysisReadsAsData() {
    Path shogihome =
        SharedData.require(
            "conformance/corpus/shogihome/src/tests/testdata/book/source-with-score/src01.kifu");
    GameRecord r = Kifu.read(shogihome).record();
    List<Optional<EngineAnnotation>> a = annotations(r);
    // move 5 (６六歩) carries 評価値 -102 and a line starting with △８五歩
    EngineAnnotation fifth = a.get(4).orElseThrow();
    assertEquals(Optional.of(Score.cp(-102)), fifth.score());
    assertEquals(usi("8d8e"), fifth.pv().get(0));
    assertTrue(fifth.pv().size() > 10, fifth.pv()::toString);
    Path bridge =
        SharedData.require(
            "conformance/corpus/shogihome/src/command/usi-csa-bridge/e2e/scenario/23/record.kifu");
    List<Optional<EngineAnnotation>> f = annotations(Kifu.read(bridge).record());
    assertEquals(
        new EngineAnnotation(
            Optional.of(Score.cp(-35)),
            List.of(usi("2f2e"), usi("8d8e")),
            Form.FLOODGATE,
            " -35 +2625FU -8485FU"),
        f.get(1).orElseThrow());
  }
}
