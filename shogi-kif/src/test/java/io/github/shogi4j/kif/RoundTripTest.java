package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.testkit.SharedData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Writing a record and reading it back gives the same record: random games in KIF and KI2, and
 * every KIF/KI2 file of the corpus in its own format (and in KI2 for the moves). Move texts, ending
 * words and the summary line are compared after normalising, since a writer spells them its own
 * way; everything else (headers and their order, start, times, comments, bookmarks, variations,
 * endings) must be equal.
 */
class RoundTripTest {

  @Test
  void randomRecordsSurviveEveryKakinokiFormat() {
    for (long seed = 1; seed <= 60; seed++) {
      GameRecord r = Records.random(seed, true);
      for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF}) {
        String text = Kifu.toText(r, f);
        GameRecord back = Kifu.parseRecord(text, f);
        assertEquals(
            Records.normalized(r, true),
            Records.normalized(back, true),
            "seed " + seed + " " + f + ":\n" + text);
        // bytes in the format's encoding read back the same
        GameRecord fromBytes =
            Kifu.read(
                    Kifu.toBytes(r, f, WriteOptions.defaults()),
                    ReadOptions.defaults().withFormat(f))
                .record();
        assertEquals(Records.normalized(back, true), Records.normalized(fromBytes, true));
      }
      GameRecord noTimes = Records.normalized(r, false);
      for (KifuFormat f : new KifuFormat[] {KifuFormat.KI2}) {
        String text = Kifu.toText(r, f);
        GameRecord back = Kifu.parseRecord(text, f);
        assertEquals(
            noTimes, Records.normalized(back, false), "seed " + seed + " " + f + ":\n" + text);
      }
    }
  }

  @Test
  void corpusFilesSurviveTheirOwnFormat() {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    Path corpus = manifest.getParent().resolve("corpus");
    List<String> failures = new ArrayList<>();
    int n = 0;
    for (String[] row : SharedData.tsv(manifest)) {
      if (!row[1].equals("KIF") && !row[1].equals("KI2")) {
        continue;
      }
      KifuFile kf = Kifu.read(corpus.resolve(row[0]), ReadOptions.lenient());
      if (!kf.isOk()) {
        continue; // fork-test.kif, refused on purpose (KakinokiCorpusTest)
      }
      GameRecord r = kf.record();
      String text = Kifu.toText(r, kf.format());
      ReadResult back =
          Kifu.readText(text, ReadOptions.defaults().withFormat(kf.format())).results().get(0);
      boolean kif = kf.format() == KifuFormat.KIF;
      if (!back.isOk()) {
        failures.add(row[0] + ": " + back.error().get().getMessage() + "\n" + text);
      } else if (!Records.normalized(r, kif).equals(Records.normalized(back.record(), kif))) {
        failures.add(row[0] + ": differs after writing\n" + text);
      } else if (r.resultText().isPresent() && !r.resultText().equals(back.record().resultText())) {
        failures.add(
            row[0] + ": summary line " + r.resultText() + " became " + back.record().resultText());
      }
      if (kif) {
        GameRecord viaKi2 = Kifu.parseRecord(Kifu.toText(r, KifuFormat.KI2), KifuFormat.KI2);
        if (!Records.moveTree(r.mainLine()).equals(Records.moveTree(viaKi2.mainLine()))) {
          failures.add(row[0] + ": moves differ after KIF -> KI2");
        }
      }
      n++;
    }
    assertTrue(n >= 160, "too few files: " + n);
    assertEquals(List.of(), failures);
  }
}
