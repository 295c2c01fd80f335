package io.github.shogi4j.kif.kakinoki;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.replay.TreeWalk;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * What the KIF and KI2 writers share: headers with the start position, the summary line, comments,
 * bookmarks.
 */
final class KakinokiWriting {
  private KakinokiWriting() {}

  /** Whether names are 下手/上手: the record names a handicap other than 平手. */
  static boolean handicapNames(GameRecord record) {
    Optional<String> name = record.headers().get("手合割");
    if (name.isPresent()) {
      return Handicap.fromKifName(name.get()).map(h -> h != Handicap.EVEN).orElse(false);
    }
    return record.start().handicap().map(h -> h != Handicap.EVEN).orElse(false);
  }

  /**
   * Writes the headers in their order, with the start position: a custom start as a BOD diagram
   * after the 手合割 header (or after all headers), a handicap start as a 手合割 header when the record
   * has none (an even game needs none). A standard start whose 手合割 header names another start, or
   * none (a name read leniently as 平手), is drawn too: readers take the start from the diagram, and
   * the header is kept as it is. A start whose first move is not move 1 is drawn as a diagram too,
   * with a {@code 手数＝N} caption (N moves played before it) unless the record has its own caption:
   * KI2 has no move numbers, and a KIF record without moves has none either.
   */
  static void head(GameRecord record, List<String> out) {
    Optional<String> handicapHeader = record.headers().get("手合割");
    boolean custom =
        record.start().handicap().isEmpty()
            || record.start().setup().moveNumber() != 1
            || handicapHeader
                .filter(name -> !Handicap.fromKifName(name).equals(record.start().handicap()))
                .isPresent();
    boolean diagramDone = !custom;
    boolean hasHandicapHeader = handicapHeader.isPresent();
    Header caption = null;
    for (Header h : record.headers().all()) {
      if (h.key().equals("手数＝")) {
        caption = h;
      }
    }
    for (Header h : record.headers().all()) {
      if (h.key().equals("手数＝")) {
        continue;
      }
      h.checkOneLine();
      out.add(headerLine(record, h));
      if (h.key().equals("手合割") && !diagramDone) {
        diagram(record, caption, out);
        diagramDone = true;
      }
    }
    if (!hasHandicapHeader && !custom && record.start().handicap().get() != Handicap.EVEN) {
      // without a 手合割 line a KIF record is an even game: name only real handicaps
      out.add("手合割：" + record.start().handicap().get().kifName());
    }
    if (!diagramDone) {
      diagram(record, caption, out);
    }
  }

  private static void diagram(GameRecord record, Header caption, List<String> out) {
    Bod.format(record.start().setup(), handicapNames(record), out);
    int firstMove = record.start().setup().moveNumber();
    if (caption != null) {
      out.add("手数＝" + caption.value());
    } else if (firstMove != 1) {
      out.add("手数＝" + (firstMove - 1));
    }
  }

  private static String headerLine(GameRecord record, Header h) {
    if (h.value().isEmpty() && (h.key().equals("盤面回転") || h.key().equals("盤面反転"))) {
      return h.key();
    }
    return kifKey(record, h.key()) + "：" + h.value();
  }

  /**
   * The KIF key of a header key: a CSA key ({@code N+}, {@code $EVENT}, ... of a record read from
   * CSA) becomes its KIF key (下手/上手 for the players of a handicap game) unless the record also has
   * a header under one of that meaning's KIF keys; other keys are written as they are.
   */
  private static String kifKey(GameRecord record, String key) {
    Optional<HeaderKey> k = HeaderKey.ofCsaKey(key);
    if (k.isEmpty()
        || k.get().kifKeys().stream().anyMatch(kk -> record.headers().get(kk).isPresent())) {
      return key;
    }
    List<String> keys = k.get().kifKeys();
    return keys.size() > 1 && handicapNames(record) ? keys.get(1) : keys.get(0);
  }

  /**
   * The summary line ({@code まで…}) after the main line, the same for KIF and KI2: the one the
   * record was read with when it still tells the ending written, else one made from the ending (or
   * from the result, when no ending move states it); empty when the record states neither.
   *
   * <p>A read summary tells the ending when it names the same reason and winner and, where the main
   * line has an ending, counts the moves written: a KIF source may hold a summary that contradicts
   * its ending line ({@code 122 投了} then {@code まで122手で中断}, read leniently), and in KI2 the summary
   * is the ending's only place. Where only the result is known (a summary that counts more moves
   * than the record holds, as in an excerpt), its count is the point and is kept.
   *
   * <p>Where the ending has a line of its own (KIF), a summary that names only the winner ({@code
   * まで87手で先手の勝ち} after {@code 88 詰み}, as many writers put it) tells it too; in KI2, where it would
   * read as a resignation, it does not.
   *
   * @param record the record
   * @param written the number of main-line moves written (fewer than the record's when a final
   *     illegal move could not be written)
   * @param endingLine whether the ending is written on a line of its own before the summary
   */
  static Optional<String> summary(GameRecord record, int written, boolean endingLine) {
    Line main = record.mainLine();
    Optional<Ending> ending = main.ending().or(() -> record.result().map(Ending::of));
    if (ending.isEmpty()) {
      return record.resultText().filter(KakinokiWriting::readsAsSummary);
    }
    Position start = record.start().position();
    int firstPly = record.start().setup().moveNumber();
    int last = firstPly + written - 1;
    Optional<String> read =
        record
            .resultText()
            .filter(
                text ->
                    tells(
                        text,
                        ending.get(),
                        start,
                        firstPly,
                        main.ending().isPresent() ? OptionalInt.of(last) : OptionalInt.empty(),
                        endingLine && main.ending().isPresent()));
    if (read.isPresent()) {
      return read;
    }
    Color toMove = written % 2 == 0 ? start.sideToMove() : start.sideToMove().opposite();
    return Optional.of(Terminations.summary(last, ending.get(), toMove, handicapNames(record)));
  }

  /** Whether a text reads as a summary line ({@code まで N 手で ...}), of any ending. */
  private static boolean readsAsSummary(String text) {
    return Terminations.parseSummary(text, ply -> Color.SENTE).isPresent();
  }

  /**
   * What KIF and KI2 leave out of a record besides what {@link
   * io.github.shogi4j.kif.KifuWriter#leftOut} finds in every format: a summary line that reads as
   * no summary (one read leniently, {@code までNaN手で中断}), which {@link #summary} leaves out; and in
   * KI2, which has no move table to mark where the moves start, variations of a main line with no
   * move and no ending, which KI2 reading takes as the main line and its variations.
   *
   * @param record the record
   * @param common what the writer's format leaves out by the common rules
   * @param ki2 whether the writer writes KI2
   * @return the common losses followed by these
   */
  static List<Loss> leftOut(GameRecord record, List<Loss> common, boolean ki2) {
    List<Loss> out = new ArrayList<>(common);
    Line main = record.mainLine();
    if (main.ending().isEmpty()
        && record.result().isEmpty()
        && record.resultText().filter(t -> !readsAsSummary(t)).isPresent()) {
      out.add(
          Loss.counted(
              Loss.Kind.SUMMARY_LINE,
              1,
              "the summary line \""
                  + record.resultText().get()
                  + "\", which is not of the form まで N 手で ..."));
    }
    if (ki2 && main.size() == 0 && main.ending().isEmpty() && !main.endVariations().isEmpty()) {
      int n = 0;
      for (Line v : main.endVariations()) {
        n += 1 + v.variationCount();
      }
      int from = record.start().setup().moveNumber();
      out.add(
          new Loss(
              Loss.Kind.VARIATIONS,
              n,
              OptionalInt.of(from),
              OptionalInt.empty(),
              n
                  + " variation(s) (変化) from move "
                  + from
                  + ", after a main line with no move and no ending, which KI2 reads back as the"
                  + " main line and its variations"));
    }
    return List.copyOf(out);
  }

  /**
   * The largest move number KIF move lines and 変化 lines hold (nine digits), as their readers read
   * them.
   */
  static final int MAX_MOVE_NUMBER = 999_999_999;

  /**
   * Checks that a move number fits KIF move lines and 変化 lines.
   *
   * @throws KifuWriteException for a number past {@link #MAX_MOVE_NUMBER}
   */
  static int moveNumber(int number) {
    if (number > MAX_MOVE_NUMBER) {
      throw new KifuWriteException(
          "move number "
              + number
              + " has more than nine digits, which no KIF move line or 変化 line holds (a record"
              + " from a move number this high can be written as KI2, CSA, JKF or USI)");
    }
    return number;
  }

  /** The line {@code 変化：N手} that starts a variation from move {@code ply}. */
  static String variationLine(int ply) {
    return "変化：" + moveNumber(ply) + "手";
  }

  /**
   * Whether a summary line names the ending's reason and winner, and counts {@code last} moves;
   * with {@code winnerOnly}, a summary of the winner alone (read as a resignation) names any ending
   * of that winner.
   */
  private static boolean tells(
      String text,
      Ending ending,
      Position start,
      int firstPly,
      OptionalInt last,
      boolean winnerOnly) {
    Optional<Terminations.Summary> s =
        Terminations.parseSummary(
            text,
            ply -> (ply - firstPly) % 2 == 0 ? start.sideToMove() : start.sideToMove().opposite());
    if (s.isEmpty()
        || !s.get().said.winner().equals(ending.winner())
        || (last.isPresent() && s.get().moves != last.getAsInt())) {
      return false;
    }
    EndingKind said = s.get().said.kind();
    return said == ending.kind()
        || (winnerOnly && said == EndingKind.RESIGNATION && ending.winner().isPresent());
  }

  /**
   * A variation (変化) to write: its line, the position and move number it starts from, the
   * destination of the move before it, what the writer sums over the moves before it on its path
   * (each side's total time, for KIF; the writer's own copy), and whether a later alternative from
   * the same move follows it.
   */
  /** Adds a move of {@code side} to the sums a writer keeps over a path ({@link Branch#totals}). */
  interface Sums {
    /**
     * Adds the move.
     *
     * @param sums the sums, changed in place
     * @param side the mover's {@code Color} ordinal
     * @param m the move
     */
    void add(long[] sums, int side, RecordMove m);
  }

  record Branch(
      Line line,
      Position start,
      int ply,
      Optional<Square> previousTo,
      long[] totals,
      boolean moreAlternatives) {}

  /**
   * Hands the variations below the main line to {@code write} in the order KIF and KI2 write them:
   * depth-first, each followed by the variations below it; below a line, those at its end first,
   * then those of each move from its last move back to its first. Walked without recursion:
   * variations may nest as deep as the record is long.
   */
  static void variations(
      Line main, Position start, int firstPly, Sums sums, Consumer<Branch> write) {
    Branch root = new Branch(main, start, firstPly, Optional.empty(), new long[2], false);
    TreeWalk.depthFirst(
        root,
        b -> {
          if (b != root) {
            write.accept(b);
          }
          return below(b, sums);
        });
  }

  /** The variations directly below a branch's line, in the order they are written. */
  private static List<Branch> below(Branch b, Sums add) {
    Line line = b.line();
    List<List<Branch>> atMoves = new ArrayList<>();
    long[] sums = b.totals().clone();
    Position p = b.start();
    Optional<Square> prev = b.previousTo();
    for (int i = 0; i < line.size(); i++) {
      RecordMove m = line.moves().get(i);
      if (!m.variations().isEmpty()) {
        atMoves.add(block(m.variations(), p, b.ply() + i, prev, sums));
      }
      add.add(sums, p.sideToMove().ordinal(), m);
      if (!m.isIllegal()) {
        p = p.play(m.move());
      }
      prev = Optional.of(m.move().to());
    }
    List<Branch> out = block(line.endVariations(), p, b.ply() + line.size(), prev, sums);
    for (int i = atMoves.size() - 1; i >= 0; i--) {
      out.addAll(atMoves.get(i));
    }
    return out;
  }

  /** The alternatives from one point as branches, each with its own copy of the totals. */
  private static List<Branch> block(
      List<Line> alternatives, Position p, int ply, Optional<Square> prev, long[] totals) {
    List<Branch> out = new ArrayList<>(alternatives.size());
    for (int i = 0; i < alternatives.size(); i++) {
      out.add(
          new Branch(
              alternatives.get(i), p, ply, prev, totals.clone(), i < alternatives.size() - 1));
    }
    return out;
  }

  /** Comment lines ({@code *} and {@code **}) then bookmark lines ({@code &}). */
  static void notes(List<Comment> comments, List<String> bookmarks, List<String> out) {
    for (Comment c : comments) {
      out.add((c.kind() == Comment.Kind.ENGINE ? "**" : "*") + c.text());
    }
    for (String b : bookmarks) {
      out.add("&" + b);
    }
  }

  static String join(List<String> lines, String separator) {
    StringBuilder sb = new StringBuilder();
    for (String l : lines) {
      sb.append(l).append(separator);
    }
    return sb.toString();
  }
}
