package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.MoveNotation;
import io.github.shogi4j.rules.notation.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An engine's analysis of a move as records carry it in comments (解析コメント): the evaluation (評価値) of
 * the position after the move and the line the engine expects from there (読み筋), read as data from
 * one of the two forms common tools write:
 *
 * <ul>
 *   <li>{@link Form#FLOODGATE}: floodgate's engine comment, CSA {@code '** 30 -3334FU +2726FU}
 *       (also found as {@code ** 30 -3334FU} in KIF files that copied it): the score, then the line
 *       as CSA moves;
 *   <li>{@link Form#KIF_COMMENT}: the analysis lines of Kakinoki-format tools (ShogiHome and
 *       others), ordinary comments whose text starts with {@code #}: {@code *#評価値=-102}, {@code
 *       *#読み筋=△８五歩▲７七角}, {@code *#詰み=先手勝ち:15手}, {@code *#深さ=21}, {@code *#エンジン=name}.
 * </ul>
 *
 * <p>Both forms give the score from sente's (先手) point of view: positive when sente stands better.
 * The line is read from the position after the move, move by move, and ends before the first move
 * that is not legal there or cannot be read; {@link #raw()} keeps the comment text as it was, so a
 * record written back in the same format is unchanged. {@link #comments} writes the annotation in
 * either form, which is how a record converted between KIF and CSA carries its analysis in the
 * target's own form.
 *
 * <p>Immutable and thread-safe.
 *
 * @param score the evaluation, when the comment gives one
 * @param pv the expected line (読み筋) from the position after the move; may be empty
 * @param form the form the comment was written in
 * @param raw the comment text as read, its lines joined by {@code \n} (without the KIF {@code *} or
 *     {@code **} or CSA {@code '**} markers)
 */
public record EngineAnnotation(Optional<Score> score, List<Move> pv, Form form, String raw) {

  /** The comment forms an analysis is written in. */
  public enum Form {
    /** floodgate's CSA engine comment {@code '** <score> <CSA moves>}. */
    FLOODGATE,
    /** KIF analysis comment lines {@code *#評価値=}, {@code *#読み筋=} and the like. */
    KIF_COMMENT
  }

  /**
   * An evaluation from sente's (先手) point of view.
   *
   * <p>Immutable and thread-safe.
   *
   * @param value centipawns (歩 = 100), or for a mate score the plies to mate: positive when sente
   *     mates, negative when gote does
   * @param mate whether this is a mate score (詰み)
   */
  public record Score(int value, boolean mate) {

    /**
     * A centipawn score.
     *
     * @param centipawns from sente's point of view
     * @return the score
     */
    public static Score cp(int centipawns) {
      return new Score(centipawns, false);
    }

    /**
     * A mate score.
     *
     * @param plies plies to mate, positive when sente mates, negative when gote does
     * @return the score
     */
    public static Score mateIn(int plies) {
      return new Score(plies, true);
    }
  }

  /** The value floodgate's form gives a mate, which it has no word for: 100000 less the plies. */
  public static final int FLOODGATE_MATE = 100_000;

  private static final Pattern FLOODGATE_TEXT =
      Pattern.compile("\\s*([+-]?\\d{1,9})((?:\\s+[+-]\\d{4}[A-Z]{2})*)\\s*");
  private static final Pattern MATE_TEXT = Pattern.compile("(先手|後手)勝ち(?::(\\d{1,4})手)?");
  private static final String SCORE_KEY = "#評価値=";
  private static final String PV_KEY = "#読み筋=";
  private static final String MATE_KEY = "#詰み=";

  /**
   * Checks the fields and copies the line.
   *
   * @param score evaluation
   * @param pv expected line
   * @param form form
   * @param raw text as read
   */
  public EngineAnnotation {
    Preconditions.checkNotNull(score, "score");
    Preconditions.checkNotNull(form, "form");
    Preconditions.checkNotNull(raw, "raw");
    pv = ImmutableList.copyOf(pv);
  }

  /**
   * An annotation made from data, its {@link #raw()} text the comments of {@code form}.
   *
   * @param score the evaluation
   * @param pv the line from {@code after}, every move legal in turn
   * @param form the form to write it in
   * @param after the position after the annotated move
   * @return the annotation
   * @throws IllegalArgumentException if a move of the line is not legal in turn
   */
  public static EngineAnnotation of(
      Optional<Score> score, List<Move> pv, Form form, Position after) {
    EngineAnnotation a = new EngineAnnotation(score, pv, form, "");
    List<String> texts = new ArrayList<>();
    for (Comment c : a.comments(form, after)) {
      texts.add(c.text());
    }
    return new EngineAnnotation(score, pv, form, String.join("\n", texts));
  }

  /**
   * Reads the annotation a move's comments carry: the first floodgate engine comment, else the KIF
   * analysis lines ({@code #評価値=}, {@code #読み筋=}, {@code #詰み=} and the other {@code #key=value}
   * lines next to them).
   *
   * @param comments the move's comments
   * @param after the position after the move
   * @return the annotation, empty when the comments carry none
   */
  public static Optional<EngineAnnotation> read(List<Comment> comments, Position after) {
    Preconditions.checkNotNull(after, "after");
    for (Comment c : comments) {
      if (c.kind() == Comment.Kind.ENGINE) {
        Matcher m = FLOODGATE_TEXT.matcher(c.text());
        if (m.matches()) {
          Score s = Score.cp(Integer.parseInt(m.group(1).replace("+", "")));
          return Optional.of(
              new EngineAnnotation(
                  Optional.of(s), csaLine(m.group(2), after), Form.FLOODGATE, c.text()));
        }
      }
    }
    int first = kifLines(comments);
    if (first < 0) {
      return Optional.empty();
    }
    Optional<Score> score = Optional.empty();
    Optional<Score> mate = Optional.empty();
    List<Move> pv = List.of();
    List<String> raw = new ArrayList<>();
    for (int i = first; i < comments.size() && isKeyLine(comments.get(i)); i++) {
      String t = comments.get(i).text();
      raw.add(t);
      if (t.startsWith(SCORE_KEY)) {
        score = integer(t.substring(SCORE_KEY.length())).map(Score::cp);
      } else if (t.startsWith(PV_KEY)) {
        pv = kifLine(t.substring(PV_KEY.length()), after);
      } else if (t.startsWith(MATE_KEY)) {
        Matcher m = MATE_TEXT.matcher(t.substring(MATE_KEY.length()).strip());
        if (m.matches() && m.group(2) != null) {
          int plies = Integer.parseInt(m.group(2));
          mate = Optional.of(Score.mateIn(m.group(1).equals("先手") ? plies : -plies));
        }
      }
    }
    Optional<Score> cp = score;
    return Optional.of(
        new EngineAnnotation(mate.or(() -> cp), pv, Form.KIF_COMMENT, String.join("\n", raw)));
  }

  /**
   * The comments that write this annotation in a form: its {@link #raw()} text unchanged when the
   * form is its own, else the score and line written anew ({@code #評価値=}, {@code #詰み=} and {@code
   * #読み筋=} lines for KIF, one {@code '**} line for floodgate, where a mate in {@code n} is written
   * as {@link #FLOODGATE_MATE} less {@code n}, with its sign, since the form has no word for a
   * mate).
   *
   * @param target the form to write
   * @param after the position after the annotated move, to write the line from
   * @return the comments, in order
   * @throws IllegalArgumentException if a move of the line is not legal in turn
   */
  public List<Comment> comments(Form target, Position after) {
    if (target == form && !raw.isEmpty()) {
      List<Comment> out = new ArrayList<>();
      for (String line : raw.split("\n", -1)) {
        out.add(target == Form.FLOODGATE ? Comment.engine(line) : Comment.of(line));
      }
      return ImmutableList.copyOf(out);
    }
    if (target == Form.FLOODGATE) {
      StringBuilder sb = new StringBuilder(" ");
      int v =
          score
              .map(
                  s ->
                      !s.mate()
                          ? s.value()
                          : Integer.signum(s.value()) * (FLOODGATE_MATE - Math.abs(s.value())))
              .orElse(0);
      sb.append(v);
      Position p = after;
      for (Move m : pv) {
        sb.append(' ').append(csa(p, m));
        p = p.play(m);
      }
      return List.of(Comment.engine(sb.toString()));
    }
    List<Comment> out = new ArrayList<>();
    score.ifPresent(
        s ->
            out.add(
                Comment.of(
                    s.mate()
                        ? MATE_KEY
                            + (s.value() > 0 ? "先手" : "後手")
                            + "勝ち:"
                            + Math.abs(s.value())
                            + "手"
                        : SCORE_KEY + s.value())));
    if (!pv.isEmpty()) {
      StringBuilder sb = new StringBuilder(PV_KEY);
      Position p = after;
      Optional<Move> prev = Optional.empty();
      for (Move m : pv) {
        Preconditions.checkArgument(p.isLegal(m), "%s is not legal in the line %s", m, pv);
        sb.append(MoveNotation.ki2(p, m, prev));
        prev = Optional.of(m);
        p = p.play(m);
      }
      out.add(Comment.of(sb.toString()));
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * A move's comments with its annotation written in another form: the comments that made the
   * annotation are replaced, where the first of them stood, by the target form's; the others are
   * kept as they are. Comments without an annotation, or with one already in the target form, are
   * returned unchanged.
   *
   * @param comments the move's comments
   * @param after the position after the move
   * @param target the form to write
   * @return the comments
   */
  public static List<Comment> convert(List<Comment> comments, Position after, Form target) {
    Optional<EngineAnnotation> a = read(comments, after);
    if (a.isEmpty() || a.get().form() == target) {
      return comments;
    }
    return replace(comments, after, a.get(), target);
  }

  /**
   * A move's comments with their annotation (if any) replaced by another: the comments that made
   * the old one give way, where the first of them stood, to the new one written in a form (at the
   * end when there was none); the other comments are kept as they are.
   *
   * @param comments the move's comments
   * @param after the position after the move
   * @param annotation the new annotation
   * @param target the form to write it in
   * @return the comments
   * @throws IllegalArgumentException if a move of the annotation's line is not legal in turn
   */
  public static List<Comment> replace(
      List<Comment> comments, Position after, EngineAnnotation annotation, Form target) {
    Optional<EngineAnnotation> old = read(comments, after);
    List<Comment> out = new ArrayList<>();
    boolean written = false;
    int kifFirst = kifLines(comments);
    for (int i = 0; i < comments.size(); i++) {
      Comment c = comments.get(i);
      boolean part =
          old.isPresent()
              && (old.get().form() == Form.FLOODGATE
                  ? c.kind() == Comment.Kind.ENGINE && c.text().equals(old.get().raw()) && !written
                  : i >= kifFirst && isKeyLine(c) && allKeyLines(comments, kifFirst, i));
      if (part) {
        if (!written) {
          out.addAll(annotation.comments(target, after));
          written = true;
        }
      } else {
        out.add(c);
      }
    }
    if (!written) {
      out.addAll(annotation.comments(target, after));
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * A record with the analysis of its main line's moves written in one form (see {@link #convert}):
   * what a conversion between KIF and CSA does so that the target's tools read the scores. Moves of
   * variations keep their comments as they are; the walk is a loop over the main line, without
   * recursion.
   *
   * @param record the record
   * @param target the form to write
   * @return the record, the same instance when nothing changed
   */
  public static GameRecord inForm(GameRecord record, Form target) {
    Position p = record.start().position();
    List<RecordMove> moves = new ArrayList<>();
    boolean changed = false;
    for (RecordMove m : record.mainLine().moves()) {
      RecordMove out = m;
      if (!m.isIllegal() && p.isLegal(m.move())) {
        Position after = p.play(m.move());
        List<Comment> c = convert(m.comments(), after, target);
        if (c != m.comments()) {
          out = m.withComments(c);
          changed = true;
        }
        p = after;
      }
      moves.add(out);
    }
    if (!changed) {
      return record;
    }
    Line main = record.mainLine();
    return record.toBuilder()
        .mainLine(new Line(moves, main.ending(), main.endVariations()))
        .build();
  }

  private static boolean allKeyLines(List<Comment> comments, int from, int to) {
    for (int i = from; i <= to; i++) {
      if (!isKeyLine(comments.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** The index of the first KIF analysis line in the block holding a score, line or mate. */
  private static int kifLines(List<Comment> comments) {
    for (int i = 0; i < comments.size(); i++) {
      if (!isKeyLine(comments.get(i))) {
        continue;
      }
      int start = i;
      boolean data = false;
      for (; i < comments.size() && isKeyLine(comments.get(i)); i++) {
        String t = comments.get(i).text();
        data |= t.startsWith(SCORE_KEY) || t.startsWith(PV_KEY) || t.startsWith(MATE_KEY);
      }
      if (data) {
        return start;
      }
    }
    return -1;
  }

  private static boolean isKeyLine(Comment c) {
    return c.kind() == Comment.Kind.NORMAL && c.text().startsWith("#") && c.text().indexOf('=') > 1;
  }

  private static Optional<Integer> integer(String s) {
    try {
      return Optional.of(Integer.parseInt(s.strip().replace("+", "")));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** CSA moves separated by spaces, read while each is legal in turn. */
  private static List<Move> csaLine(String text, Position after) {
    List<Move> out = new ArrayList<>();
    Position p = after;
    for (String token : text.strip().split("\\s+")) {
      if (token.isEmpty()) {
        continue;
      }
      Optional<Move> m = csaMove(token, p);
      if (m.isEmpty()) {
        break;
      }
      out.add(m.get());
      p = p.play(m.get());
    }
    return ImmutableList.copyOf(out);
  }

  private static Optional<Move> csaMove(String t, Position p) {
    Color side = t.charAt(0) == '+' ? Color.SENTE : Color.GOTE;
    Optional<PieceType> type = PieceType.fromCsa(t.substring(5, 7));
    if (side != p.sideToMove() || type.isEmpty() || t.charAt(3) == '0' || t.charAt(4) == '0') {
      return Optional.empty();
    }
    Square to = Square.of(t.charAt(3) - '0', t.charAt(4) - '0');
    Move m;
    if (t.startsWith("00", 1)) {
      m = new Drop(type.get(), to);
    } else if (t.charAt(1) == '0' || t.charAt(2) == '0') {
      return Optional.empty();
    } else {
      Square from = Square.of(t.charAt(1) - '0', t.charAt(2) - '0');
      Optional<Piece> piece = p.pieceAt(from);
      if (piece.isEmpty()) {
        return Optional.empty();
      }
      m = new BoardMove(from, to, piece.get().type() != type.get());
    }
    return p.isLegal(m) ? Optional.of(m) : Optional.empty();
  }

  private static String csa(Position p, Move m) {
    Preconditions.checkArgument(p.isLegal(m), "%s is not legal in the line", m);
    return MoveNotation.csa(p, m);
  }

  /** KIF or KI2 move text (▲７六歩(77)△同　歩 ...), read while each move is legal in turn. */
  private static List<Move> kifLine(String text, Position after) {
    List<Move> out = new ArrayList<>();
    Position p = after;
    Optional<Square> prev = Optional.empty();
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c) || c == '\u3000') {
        i++;
        continue;
      }
      Optional<Color> mark = JapaneseNotation.colorOfMark(c);
      if (mark.isPresent()) {
        if (mark.get() != p.sideToMove()) {
          break;
        }
        i++;
      }
      try {
        JapaneseNotation.Parsed parsed = JapaneseNotation.parse(text, i);
        Move m = JapaneseNotation.resolve(p, parsed.text(), prev, true, false).move();
        if (!p.isLegal(m)) {
          break;
        }
        out.add(m);
        prev = Optional.of(m.to());
        p = p.play(m);
        i = parsed.end();
      } catch (NotationException | IllegalArgumentException e) {
        break;
      }
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * The annotation in words, without {@code Optional} wrappers: for example {@code
   * EngineAnnotation[score=Score[value=-186, mate=false], pv=[3c3d], form=..., raw=...]}; no score
   * part when none was given, no pv part when the line is empty.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return new ToStringBuilder("EngineAnnotation")
        .add("score", score)
        .add("pv", pv)
        .add("form", form)
        .add("raw", raw)
        .toString();
  }
}
