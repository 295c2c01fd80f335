package io.github.shogi4j.rules.notation;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Sets;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The record reader's toolkit of Japanese move notation (指し手の表記), below {@link MoveNotation}: move
 * text taken apart at an offset of a line, resolved strictly or leniently and, for records that end
 * with a foul (反則), to the illegal move it denotes. Both ways: KIF text with the from-square
 * ({@code ７六歩(77)}, {@code 同　銀(31)}, {@code ４五角打}) and KI2 text with the fewest relative modifiers
 * that make the move unique ({@code ５八金右}, {@code ７三銀左上不成}), following the JSA notation rules
 * (docs/rules.md: 相対表記; redundant modifiers are accepted when reading).
 *
 * <p>Reading accepts the spelling variants of real files: 王/玉, 竜/龍, 全/成銀, 圭/成桂, 杏/成香, full- and
 * half-width digits, squares as {@code ７六}, {@code ７６} or {@code 76}, {@code 同} with a full-width
 * space, a half-width space or none, {@code 行} for {@code 上}, {@code 生} for {@code 不成}, and {@code
 * 打(00)}.
 *
 * <p>Stateless and thread-safe.
 */
public final class JapaneseNotation {
  private static final String FULL_DIGITS = "１２３４５６７８９";
  private static final String KANJI_DIGITS = "一二三四五六七八九";

  /** The kinds by ordinal (parsing packs a kind as its ordinal). */
  private static final PieceType[] PIECE_TYPES = PieceType.values();

  /** {@code Optional.of} each kind and each square, made once (parsing asks for them per move). */
  private static final List<Optional<PieceType>> PIECE_LIST =
      java.util.Arrays.stream(PieceType.values()).map(Optional::of).toList();

  private static final List<Optional<Square>> SQUARE_LIST =
      java.util.Arrays.stream(Square.values()).map(Optional::of).toList();

  private JapaneseNotation() {}

  /** The shared {@code Optional.of(t)}. */
  private static Optional<PieceType> some(PieceType t) {
    return PIECE_LIST.get(t.ordinal());
  }

  /** The shared {@code Optional.of(sq)}. */
  private static Optional<Square> some(Square sq) {
    return SQUARE_LIST.get(sq.ordinal());
  }

  // ---------------------------------------------------------------- names

  /**
   * A square in Japanese notation: full-width file, kanji rank.
   *
   * @param square the square
   * @return for example {@code "７六"}
   */
  public static String square(Square square) {
    return "" + FULL_DIGITS.charAt(square.file() - 1) + KANJI_DIGITS.charAt(square.rank() - 1);
  }

  /**
   * The kind a one-character name means, with the variants real files use.
   *
   * @param c the character
   * @return the kind, or empty
   */
  public static Optional<PieceType> pieceOfChar(char c) {
    switch (c) {
      case '歩':
        return some(PieceType.PAWN);
      case '香':
        return some(PieceType.LANCE);
      case '桂':
        return some(PieceType.KNIGHT);
      case '銀':
        return some(PieceType.SILVER);
      case '金':
        return some(PieceType.GOLD);
      case '角':
        return some(PieceType.BISHOP);
      case '飛':
        return some(PieceType.ROOK);
      case '玉':
      case '王':
        return some(PieceType.KING);
      case 'と':
        return some(PieceType.PRO_PAWN);
      case '杏':
        return some(PieceType.PRO_LANCE);
      case '圭':
        return some(PieceType.PRO_KNIGHT);
      case '全':
        return some(PieceType.PRO_SILVER);
      case '馬':
        return some(PieceType.HORSE);
      case '龍':
      case '竜':
        return some(PieceType.DRAGON);
      default:
        return Optional.empty();
    }
  }

  /**
   * The value of a digit in any of the three spellings (１, 一, 1).
   *
   * @param c the character
   * @return 1 to 9, or 0 when not a digit
   */
  public static int digit(char c) {
    if (c >= '１' && c <= '９') { // full- and half-width digits are contiguous code points
      return c - '１' + 1;
    }
    if (c >= '1' && c <= '9') {
      return c - '1' + 1;
    }
    switch (c) { // KANJI_DIGITS are not
      case '一':
        return 1;
      case '二':
        return 2;
      case '三':
        return 3;
      case '四':
        return 4;
      case '五':
        return 5;
      case '六':
        return 6;
      case '七':
        return 7;
      case '八':
        return 8;
      case '九':
        return 9;
      default:
        return 0;
    }
  }

  /**
   * The mark of a side in KI2 text.
   *
   * @param color the side
   * @param pieces ☗☖ rather than ▲△
   * @return the mark
   */
  public static char mark(Color color, boolean pieces) {
    if (pieces) {
      return color == Color.SENTE ? '☗' : '☖';
    }
    return color == Color.SENTE ? '▲' : '△';
  }

  /**
   * The side a turn mark (▲ △ ▽ ☗ ☖) stands for.
   *
   * @param c the character
   * @return the side, or empty when not a mark
   */
  public static Optional<Color> colorOfMark(char c) {
    switch (c) {
      case '▲':
      case '☗':
        return Optional.of(Color.SENTE);
      case '△':
      case '▽':
      case '☖':
        return Optional.of(Color.GOTE);
      default:
        return Optional.empty();
    }
  }

  // ---------------------------------------------------------------- parsing

  /** The result of {@link #parse}: the parts and where the text ended. */
  public static final class Parsed {
    private final MoveText text;
    private final int end;

    Parsed(MoveText text, int end) {
      this.text = text;
      this.end = end;
    }

    /**
     * The parts.
     *
     * @return the move text
     */
    public MoveText text() {
      return text;
    }

    /**
     * The offset just after the move text.
     *
     * @return the end offset
     */
    public int end() {
      return end;
    }
  }

  /**
   * Whether move text starts at an offset: a destination (a square, or 同) and a piece, as {@link
   * #parse} reads them. A line for which this is false is no move; {@code parse} can still refuse
   * one for which it is true (a malformed from-square).
   *
   * @param s the text
   * @param start where the move would start
   * @return whether a destination and a piece start there
   */
  public static boolean startsMove(CharSequence s, int start) {
    Preconditions.checkNotNull(s, "s");
    Preconditions.checkPositionIndex(start, s.length(), "start");
    int i = afterDestination(s, start, s.length());
    return i >= 0 && pieceAt(s, i, s.length()) != 0;
  }

  /**
   * The offset after the destination at {@code i}: a square (two digits, the first not a kanji
   * digit) or 同 with the spaces after it; -1 when neither starts there.
   */
  private static int afterDestination(CharSequence s, int i, int n) {
    if (i < n && s.charAt(i) == '同') {
      i++;
      while (i < n && (s.charAt(i) == '　' || s.charAt(i) == ' ')) {
        i++;
      }
      return i;
    }
    if (i + 1 >= n) {
      return -1;
    }
    char file = s.charAt(i); // a full- or half-width digit, not a kanji one
    boolean arabic = (file >= '１' && file <= '９') || (file >= '1' && file <= '9');
    return arabic && digit(s.charAt(i + 1)) > 0 ? i + 2 : -1;
  }

  /**
   * The piece at {@code i}, packed as {@code (kind ordinal + 1) << 2 | length}: length 2 for 成 and
   * a piece that promotes (成銀, the promoted kind), 1 for a piece character; 0 when no piece starts
   * there.
   */
  private static int pieceAt(CharSequence s, int i, int n) {
    if (i >= n) {
      return 0;
    }
    char c = s.charAt(i);
    if (c == '成' && i + 1 < n) {
      Optional<PieceType> p = pieceOfChar(s.charAt(i + 1));
      if (p.isPresent() && p.get().canPromote()) {
        return (p.get().promoted().ordinal() + 1) << 2 | 2;
      }
    }
    Optional<PieceType> p = pieceOfChar(c);
    return p.isPresent() ? (p.get().ordinal() + 1) << 2 | 1 : 0;
  }

  /**
   * Takes apart the move text starting at an offset (after any turn mark or move number). Stops at
   * the first character that cannot continue the move.
   *
   * @param s the text
   * @param start where the move starts
   * @return the parts and the end offset
   * @throws NotationException ({@link NotationException.Kind#SYNTAX}) if no move text starts there
   */
  public static Parsed parse(CharSequence s, int start) {
    Preconditions.checkNotNull(s, "s");
    return parse(s, start, s.length());
  }

  /**
   * {@link #parse(CharSequence, int)} of the move text in {@code s} from {@code start} to {@code
   * end}, nothing after {@code end} read: the move on one line of a whole text.
   *
   * @param s the text
   * @param start where the move starts
   * @param end where the text to read ends (the end of the line)
   * @return the parts and the end offset, at most {@code end}
   * @throws NotationException ({@link NotationException.Kind#SYNTAX}) if no move text starts there
   */
  public static Parsed parse(CharSequence s, int start, int end) {
    Preconditions.checkNotNull(s, "s");
    Preconditions.checkPositionIndexes(start, end, s.length());
    int i = start;
    int n = end;
    int afterTo = afterDestination(s, i, n);
    if (afterTo < 0) {
      throw NotationException.syntax(i, "expected a square or 同 at \"" + excerpt(s, i, n) + "\"");
    }
    Optional<Square> to =
        s.charAt(i) == '同'
            ? Optional.empty()
            : some(Square.of(digit(s.charAt(i)), digit(s.charAt(i + 1))));
    i = afterTo;
    int packed = pieceAt(s, i, n);
    if (packed == 0) {
      throw NotationException.syntax(i, "expected a piece at \"" + excerpt(s, i, n) + "\"");
    }
    PieceType piece = PIECE_TYPES[(packed >> 2) - 1]; // 成香, 成桂, 成銀 promoted already
    i += packed & 3;
    while (i < n && s.charAt(i) == '　' && i + 1 < n && isMoveSuffix(s.charAt(i + 1))) {
      i++; // a full-width space after the piece (Kifu for Android)
    }
    int mods = 0; // bit m.ordinal() for each modifier m
    Promotion promotion = Promotion.UNSPECIFIED;
    boolean drop = false;
    loop:
    while (i < n) {
      char c = s.charAt(i);
      switch (c) {
        case '右':
          mods |= 1 << Modifier.RIGHT.ordinal();
          break;
        case '左':
          mods |= 1 << Modifier.LEFT.ordinal();
          break;
        case '直':
          mods |= 1 << Modifier.STRAIGHT.ordinal();
          break;
        case '上':
        case '行':
          mods |= 1 << Modifier.UP.ordinal();
          break;
        case '引':
          mods |= 1 << Modifier.DOWN.ordinal();
          break;
        case '寄':
          mods |= 1 << Modifier.SIDEWAYS.ordinal();
          break;
        case '打':
          drop = true;
          break;
        case '成':
          promotion = Promotion.PROMOTE;
          break;
        case '生':
          promotion = Promotion.NO_PROMOTION;
          break;
        case '不':
          if (i + 1 < n && s.charAt(i + 1) == '成') {
            promotion = Promotion.NO_PROMOTION;
            i++;
            break;
          }
          break loop;
        default:
          break loop;
      }
      i++;
    }
    Optional<Square> from = Optional.empty();
    boolean zero = false;
    if (i < n && (s.charAt(i) == '(' || s.charAt(i) == '（')) {
      int close = i + 3;
      if (close >= n || (s.charAt(close) != ')' && s.charAt(close) != '）')) {
        throw NotationException.syntax(
            i, "expected a from-square like (77) at \"" + excerpt(s, i, n) + "\"");
      }
      char a = s.charAt(i + 1);
      char b = s.charAt(i + 2);
      if ((a == '0' || a == '０') && (b == '0' || b == '０')) {
        zero = true;
      } else {
        int f = digit(a);
        int r = digit(b);
        if (f == 0 || r == 0) {
          throw NotationException.syntax(
              i + 1, "not a from-square: \"" + s.subSequence(i, close + 1) + "\"");
        }
        from = some(Square.of(f, r));
      }
      i = close + 1;
    }
    return new Parsed(new MoveText(to, piece, BY_BITS.get(mods), promotion, drop, from, zero), i);
  }

  /** The immutable set of each combination of modifiers, by bits (bit m.ordinal() for m). */
  private static final List<Set<Modifier>> BY_BITS = setsByBits();

  private static List<Set<Modifier>> setsByBits() {
    Modifier[] all = Modifier.values();
    ImmutableList.Builder<Set<Modifier>> out = ImmutableList.builder();
    for (int bits = 0; bits < 1 << all.length; bits++) {
      EnumSet<Modifier> set = EnumSet.noneOf(Modifier.class);
      for (Modifier m : all) {
        if ((bits & 1 << m.ordinal()) != 0) {
          set.add(m);
        }
      }
      out.add(set.isEmpty() ? ImmutableSet.of() : Sets.immutableEnumSet(set));
    }
    return out.build();
  }

  private static boolean isMoveSuffix(char c) {
    return "右左直上行引寄打成不生(（".indexOf(c) >= 0;
  }

  private static String excerpt(CharSequence s, int i, int end) {
    return s.subSequence(i, Math.min(end, i + 8)).toString();
  }

  // ---------------------------------------------------------------- resolving

  /**
   * Resolves parsed move text against the position it is played in.
   *
   * <p>With a from-square (KIF) the move is taken as written and only checked; without one (KI2) it
   * is found among the legal moves with the modifiers (redundant ones are accepted). When no legal
   * move fits and {@code allowIllegal} is set, the illegal move the text denotes is returned with
   * the rule it breaks (for records that end with an illegal move).
   *
   * @param position the position before the move
   * @param text the parsed text
   * @param previousTo the destination of the previous move, for {@code 同}
   * @param lenient accept a forced promotion written without 成, and a from-square whose piece
   *     differs from the written one, reporting it in {@link ResolvedMove#warning()}
   * @param allowIllegal return an illegal move with its rule instead of failing
   * @return the move
   * @throws NotationException with offset 0: {@link NotationException.Kind#NO_SUCH_MOVE}, {@link
   *     NotationException.Kind#AMBIGUOUS}, {@link NotationException.Kind#SYNTAX} ({@code 同} with no
   *     previous move, a drop of a kind never in hand), or {@link NotationException.Kind#ILLEGAL}
   *     with the rule the move breaks
   */
  public static ResolvedMove resolve(
      Position position,
      MoveText text,
      Optional<Square> previousTo,
      boolean lenient,
      boolean allowIllegal) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(previousTo, "previousTo");
    Square to =
        text.to()
            .or(() -> previousTo)
            .orElseThrow(() -> NotationException.syntax(0, "同 with no previous move"));
    if (text.isDrop() && text.from().isEmpty()) {
      if (!text.piece().isHandType()) {
        throw NotationException.syntax(0, text.piece().kanji() + " cannot be dropped");
      }
      return checked(position, Move.drop(text.piece(), to), Optional.empty(), allowIllegal);
    }
    if (text.from().isPresent()) {
      return resolveFrom(position, text, to, lenient, allowIllegal);
    }
    List<Move> found =
        candidates(position, to, text.piece(), text.promotion(), text.drop(), text.modifiers());
    if (found.size() == 1) {
      return new ResolvedMove(found.get(0), Optional.empty(), Optional.empty());
    }
    if (found.size() > 1) {
      throw NotationException.ambiguous(
          found, "the text fits " + found.size() + " moves: " + found);
    }
    if (lenient && text.promotion() == Promotion.UNSPECIFIED) {
      List<Move> promoting =
          candidates(position, to, text.piece(), Promotion.PROMOTE, false, text.modifiers());
      if (promoting.size() == 1 && !canStay(position, (BoardMove) promoting.get(0))) {
        return new ResolvedMove(
            promoting.get(0), Optional.empty(), Optional.of("forced promotion written without 成"));
      }
    }
    return illegalCandidate(position, text, to, allowIllegal);
  }

  private static boolean canStay(Position position, BoardMove m) {
    return position.isLegal(Move.of(m.from(), m.to()));
  }

  private static ResolvedMove resolveFrom(
      Position position, MoveText text, Square to, boolean lenient, boolean allowIllegal) {
    Square from = text.from().get();
    Optional<Piece> there = position.pieceAt(from);
    Optional<String> warning = Optional.empty();
    if (there.isPresent()
        && there.get().color() == position.sideToMove()
        && there.get().type() != text.piece()) {
      String msg =
          "the piece on "
              + from.toCsa()
              + " is "
              + there.get().type().kanji()
              + ", not "
              + text.piece().kanji();
      if (!lenient) {
        throw NotationException.noSuchMove(msg);
      }
      warning = Optional.of(msg);
    }
    if (from == to) {
      throw NotationException.illegal(
          Optional.empty(),
          IllegalMoveReason.ILLEGAL_MOVEMENT,
          "the from-square is the destination " + from.toCsa());
    }
    boolean promote = text.promotion() == Promotion.PROMOTE;
    BoardMove m = new BoardMove(from, to, promote);
    if (lenient
        && !promote
        && !position.isLegal(m)
        && position.isLegal(Move.promoting(from, to))
        && position.whyIllegal(m).orElseThrow() == IllegalMoveReason.DEAD_PIECE) {
      return new ResolvedMove(
          Move.promoting(from, to),
          Optional.empty(),
          Optional.of("forced promotion written without 成"));
    }
    return checked(position, m, warning, allowIllegal);
  }

  private static ResolvedMove checked(
      Position position, Move m, Optional<String> warning, boolean allowIllegal) {
    Optional<IllegalMoveReason> why = position.whyIllegal(m);
    if (why.isEmpty()) {
      return new ResolvedMove(m, Optional.empty(), warning);
    }
    if (!allowIllegal) {
      throw NotationException.illegal(
          Optional.of(m), why.get(), m.toUsi() + " is illegal: " + why.get());
    }
    return new ResolvedMove(m, why, warning);
  }

  private static ResolvedMove illegalCandidate(
      Position position, MoveText text, Square to, boolean allowIllegal) {
    // No legal move fits: find the illegal move the text denotes, to report its rule.
    Color us = position.sideToMove();
    List<Move> tried = new ArrayList<>();
    List<IllegalMoveReason> reasons = new ArrayList<>();
    boolean promote = text.promotion() == Promotion.PROMOTE;
    if (!text.drop()) {
      for (Square from : Square.values()) {
        Optional<Piece> p = position.pieceAt(from);
        if (from == to || p.isEmpty() || p.get().color() != us || p.get().type() != text.piece()) {
          continue;
        }
        BoardMove m = new BoardMove(from, to, promote);
        Optional<IllegalMoveReason> why = position.whyIllegal(m);
        if (why.isPresent()
            && why.get() != IllegalMoveReason.ILLEGAL_MOVEMENT
            && matches(us, text.piece(), m, text.modifiers(), List.of(m))) {
          tried.add(m);
          reasons.add(why.get());
        }
      }
    }
    if (tried.isEmpty()
        && text.piece().isHandType()
        && text.modifiers().isEmpty()
        && text.promotion() == Promotion.UNSPECIFIED) {
      Drop d = Move.drop(text.piece(), to);
      Optional<IllegalMoveReason> why = position.whyIllegal(d);
      if (why.isPresent() && why.get() != IllegalMoveReason.NOT_IN_HAND) {
        tried.add(d);
        reasons.add(why.get());
      }
    }
    if (tried.size() == 1) {
      if (!allowIllegal) {
        throw NotationException.illegal(
            Optional.of(tried.get(0)),
            reasons.get(0),
            tried.get(0).toUsi() + " is illegal: " + reasons.get(0));
      }
      return new ResolvedMove(tried.get(0), Optional.of(reasons.get(0)), Optional.empty());
    }
    if (tried.size() > 1) {
      throw NotationException.ambiguous(
          tried, "the text fits " + tried.size() + " illegal moves: " + tried);
    }
    throw NotationException.noSuchMove(
        "no " + text.piece().kanji() + " can move to " + square(to) + " as written");
  }

  /**
   * The legal moves that Japanese text with these parts denotes (the KI2 reading rule).
   *
   * @param position the position
   * @param to the destination
   * @param piece the kind before the move
   * @param promotion what the text says about promotion
   * @param dropMark whether {@code 打} was written
   * @param modifiers the modifiers
   * @return the matching legal moves: one when the text is exact
   */
  public static List<Move> candidates(
      Position position,
      Square to,
      PieceType piece,
      Promotion promotion,
      boolean dropMark,
      Set<Modifier> modifiers) {
    // Only the few moves the text can mean are tested, each directly (no legal-move generation):
    // a board move to the destination from every square holding our piece of that kind, and a drop.
    List<Move> board = new ArrayList<>(4);
    Drop drop = null;
    Color side = position.sideToMove();
    if (!dropMark) {
      boolean promote = promotion == Promotion.PROMOTE;
      for (Square from : Square.values()) {
        if (from == to) {
          continue;
        }
        Optional<Piece> p = position.pieceAt(from);
        if (p.isPresent() && p.get().color() == side && p.get().type() == piece) {
          BoardMove b = new BoardMove(from, to, promote);
          if (position.isLegal(b)) {
            board.add(b);
          }
        }
      }
    }
    if (piece.isHandType() && promotion == Promotion.UNSPECIFIED) {
      Drop d = new Drop(piece, to);
      if (position.isLegal(d)) {
        drop = d;
      }
    }
    if (board.isEmpty()) {
      return drop != null && modifiers.isEmpty() ? List.of(drop) : List.of();
    }
    return select(position.sideToMove(), piece, modifiers, board);
  }

  /**
   * The board moves among legal candidates that relative modifiers select (the KI2 reading rule):
   * movement modifiers (上 引 寄 直) filter first, then 右 and 左 pick the rightmost and leftmost of what
   * remains.
   *
   * @param us the side to move
   * @param piece the kind that moves, before the move
   * @param modifiers the modifiers written
   * @param candidates the legal board moves of that kind to one square
   * @return the moves the text selects, in the order given: one when the text is exact
   */
  public static List<Move> select(
      Color us, PieceType piece, Set<Modifier> modifiers, List<? extends Move> candidates) {
    Preconditions.checkNotNull(us, "us");
    Preconditions.checkNotNull(piece, "piece");
    Preconditions.checkNotNull(modifiers, "modifiers");
    List<Move> all = List.copyOf(candidates);
    List<Move> out = new ArrayList<>(all.size());
    for (Move m : all) {
      if (matches(us, piece, (BoardMove) m, modifiers, all)) {
        out.add(m);
      }
    }
    return out;
  }

  /**
   * Whether a board move fits the modifiers among the given candidates: movement modifiers (上 引 寄
   * 直) filter first, then 右 and 左 pick the rightmost and leftmost of what remains.
   */
  private static boolean matches(
      Color us, PieceType piece, BoardMove m, Set<Modifier> mods, List<Move> all) {
    if (!movementMatches(us, piece, m, mods)) {
      return false;
    }
    if (!mods.contains(Modifier.RIGHT) && !mods.contains(Modifier.LEFT)) {
      return true;
    }
    int best = Integer.MIN_VALUE;
    int worst = Integer.MAX_VALUE;
    for (Move o : all) {
      BoardMove b = (BoardMove) o;
      if (movementMatches(us, piece, b, mods)) {
        int r = rightness(us, b.from());
        best = Math.max(best, r);
        worst = Math.min(worst, r);
      }
    }
    int r = rightness(us, m.from());
    return (!mods.contains(Modifier.RIGHT) || r == best)
        && (!mods.contains(Modifier.LEFT) || r == worst);
  }

  private static boolean movementMatches(
      Color us, PieceType piece, BoardMove m, Set<Modifier> mods) {
    int forward = (m.from().rank() - m.to().rank()) * (us == Color.SENTE ? 1 : -1);
    if (mods.contains(Modifier.UP) && forward <= 0) {
      return false;
    }
    if (mods.contains(Modifier.DOWN) && forward >= 0) {
      return false;
    }
    if (mods.contains(Modifier.SIDEWAYS) && forward != 0) {
      return false;
    }
    return !mods.contains(Modifier.STRAIGHT)
        || (forward > 0
            && m.from().file() == m.to().file()
            && piece != PieceType.HORSE
            && piece != PieceType.DRAGON);
  }

  /** Larger is further right from the mover's side: sente's right is file 1. */
  private static int rightness(Color us, Square s) {
    return us == Color.SENTE ? -s.file() : s.file();
  }

  // ---------------------------------------------------------------- formatting

  /**
   * KIF move text: destination (or {@code 同　}), piece, 成/不成/打, and the from-square in parentheses
   * for board moves: {@code ７六歩(77)}, {@code 同　銀(31)}, {@code ２二角成(88)}, {@code ３三桂不成(45)}, {@code
   * ４五角打}.
   *
   * @param position the position before the move (the move need not be legal, but a board move
   *     needs a piece on its from-square)
   * @param move the move
   * @param previousTo the destination of the previous move, for {@code 同}
   * @return the text
   * @throws IllegalArgumentException if a board move's from-square is empty
   */
  public static String kif(Position position, Move move, Optional<Square> previousTo) {
    StringBuilder sb = new StringBuilder(12);
    destination(sb, move, previousTo);
    if (move instanceof Drop) {
      return sb.append(((Drop) move).type().kanji()).append('打').toString();
    }
    BoardMove b = (BoardMove) move;
    PieceType t = movingType(position, b);
    sb.append(t.kanji());
    promotionSuffix(sb, position.sideToMove(), t, b);
    return sb.append('(').append(b.from().file()).append(b.from().rank()).append(')').toString();
  }

  /**
   * KI2 move text without the turn mark: destination (or {@code 同　}), piece, the fewest modifiers
   * that single the move out among all the pieces of its kind that can move to the square,
   * promoting or not (成 and 不成 never disambiguate), 成/不成, and {@code 打} only when a board piece
   * could also move to the square (a pinned one too, see below), as the JSA notation rules
   * (日本将棋連盟「棋譜の表記方法」) write them: the movement (上 引 寄) alone where it singles the piece out, else
   * the position alone (右 左, and 直 for a gold, silver or promoted minor piece moving straight
   * forward), else both. A piece that a pin (or a check on the mover's king) keeps from moving
   * there cannot move there, so it is no reason for a modifier: ▲５五銀右, not ▲５五銀右引, when the other
   * silver on the right is pinned; it is a reason for {@code 打}, as tsshogi writes it, so that
   * readers that ignore pins do not take the drop for a board move.
   *
   * @param position the position before the move
   * @param move a legal move
   * @param previousTo the destination of the previous move, for {@code 同}
   * @return the text, for example {@code ７三銀左上不成}
   * @throws IllegalArgumentException if the move is not legal, or if no modifiers single the move
   *     out: only a position with three or more rooks, bishops, dragons or horses of one side
   *     (which a game cannot reach; lenient reading accepts it) has such a move, a piece between
   *     others of its kind that make the same movement
   */
  public static String ki2(Position position, Move move, Optional<Square> previousTo) {
    Preconditions.checkArgument(position.isLegal(move), "%s is not legal in %s", move, position);
    StringBuilder sb = new StringBuilder(12);
    destination(sb, move, previousTo);
    if (move instanceof Drop) {
      PieceType t = ((Drop) move).type();
      sb.append(t.kanji());
      if (!reachers(position, move.to(), t, false, true).isEmpty()) {
        sb.append('打');
      }
      return sb.toString();
    }
    BoardMove b = (BoardMove) move;
    PieceType t = movingType(position, b);
    sb.append(t.kanji());
    Promotion promo =
        b.promote()
            ? Promotion.PROMOTE
            : canPromote(position.sideToMove(), t, b)
                ? Promotion.NO_PROMOTION
                : Promotion.UNSPECIFIED;
    List<Move> all = reachers(position, b.to(), t, b.promote(), false);
    if (all.size() > 1) {
      Set<Modifier> mods = fewestModifiers(position, b, t, promo, all);
      for (Modifier m : Modifier.values()) {
        if (mods.contains(m)) {
          sb.append(m.kanji());
        }
      }
    }
    promotionSuffix(sb, position.sideToMove(), t, b);
    return sb.toString();
  }

  /**
   * KI2 move text without the turn mark for a move the rules refuse (反則), as a record keeps its
   * final move: text that KI2 reading ({@link #resolve} with {@code allowIllegal}, strict or
   * lenient) reads back as this same move breaking the same rule. A drop is written with {@code 打};
   * a board move with its piece, 成/不成 where the piece could promote, and the fewest modifiers (in
   * the order {@link #ki2} tries them) that keep every legal move and every other illegal one of
   * its kind from fitting the text.
   *
   * @param position the position before the move
   * @param move the move
   * @param previousTo the destination of the previous move, for {@code 同}
   * @param rule the rule the move is recorded as breaking
   * @return the text, or empty when no KI2 text reads back so: the move breaks no rule or another
   *     one, its from-square holds no piece of the side to move, its piece cannot move so ({@link
   *     IllegalMoveReason#ILLEGAL_MOVEMENT}, which KI2 reading never takes a text for), or a legal
   *     move of its kind fits every text of it (KI2 reading prefers legal moves)
   */
  public static Optional<String> ki2Illegal(
      Position position, Move move, Optional<Square> previousTo, IllegalMoveReason rule) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(previousTo, "previousTo");
    Preconditions.checkNotNull(rule, "rule");
    if (!position.whyIllegal(move).equals(Optional.of(rule))) {
      return Optional.empty();
    }
    StringBuilder head = new StringBuilder(12);
    destination(head, move, previousTo);
    if (move instanceof Drop d) {
      String text = head.append(d.type().kanji()).append('打').toString();
      return readsBack(position, move, previousTo, rule, text)
          ? Optional.of(text)
          : Optional.empty();
    }
    BoardMove b = (BoardMove) move;
    Optional<Piece> piece = position.pieceAt(b.from());
    if (piece.isEmpty() || piece.get().color() != position.sideToMove()) {
      return Optional.empty();
    }
    PieceType t = piece.get().type();
    head.append(t.kanji());
    StringBuilder suffix = new StringBuilder(2);
    promotionSuffix(suffix, position.sideToMove(), t, b);
    List<Set<Modifier>> tried = new ArrayList<>(MODIFIER_SETS.size() + 1);
    tried.add(EnumSet.noneOf(Modifier.class));
    tried.addAll(MODIFIER_SETS);
    for (Set<Modifier> mods : tried) {
      StringBuilder text = new StringBuilder(head);
      for (Modifier m : Modifier.values()) {
        if (mods.contains(m)) {
          text.append(m.kanji());
        }
      }
      text.append(suffix);
      if (readsBack(position, move, previousTo, rule, text.toString())) {
        return Optional.of(text.toString());
      }
    }
    return Optional.empty();
  }

  /**
   * Whether KI2 reading, strict and lenient, reads {@code text} as {@code move} breaking {@code
   * rule}.
   */
  private static boolean readsBack(
      Position position,
      Move move,
      Optional<Square> previousTo,
      IllegalMoveReason rule,
      String text) {
    for (boolean lenient : new boolean[] {false, true}) {
      try {
        Parsed parsed = parse(text, 0);
        ResolvedMove r = resolve(position, parsed.text(), previousTo, lenient, true);
        if (parsed.end() != text.length()
            || !r.move().equals(move)
            || !r.illegal().equals(Optional.of(rule))) {
          return false;
        }
      } catch (NotationException e) {
        return false;
      }
    }
    return true;
  }

  /**
   * The pieces of a kind that can move to a square, one board move from each: legal with the given
   * promotion or without it. Writers choose the modifiers among all of them, as the JSA notation
   * rules do: 成 and 不成 never tell two pieces apart (▲８六角引成, not ▲８六角成, when another bishop could
   * step to ８六 without promoting); a piece a pin holds back cannot move there and is not counted.
   * For {@code 打}, a piece kept back only by a pin (or by a check on the mover's king) counts too,
   * as tsshogi writes it (▲５一銀打 when the silver that could step there is pinned): the drop is then
   * plain to readers that ignore pins.
   *
   * @param promote the promotion of the move written; the other is tried where it is not legal
   * @param pinned whether a piece kept back only by a pin or check counts
   */
  private static List<Move> reachers(
      Position position, Square to, PieceType type, boolean promote, boolean pinned) {
    List<Move> out = new ArrayList<>(2);
    for (Square from : Square.values()) {
      Optional<Piece> p = position.pieceAt(from);
      if (from == to
          || p.isEmpty()
          || p.get().color() != position.sideToMove()
          || p.get().type() != type) {
        continue;
      }
      BoardMove same = new BoardMove(from, to, promote);
      BoardMove other = new BoardMove(from, to, !promote);
      if (canMove(position, same, pinned)) {
        out.add(same);
      } else if (canMove(position, other, pinned)) {
        out.add(other);
      }
    }
    return out;
  }

  /**
   * Whether a board move is legal, or with {@code pinned} illegal only for leaving the mover's king
   * attacked.
   */
  private static boolean canMove(Position position, BoardMove m, boolean pinned) {
    Optional<IllegalMoveReason> why = position.whyIllegal(m);
    return why.isEmpty() || (pinned && why.get() == IllegalMoveReason.KING_LEFT_IN_CHECK);
  }

  private static final List<Set<Modifier>> MODIFIER_SETS = modifierSets();

  /**
   * The modifier sets in the order they are tried: the empty set, single modifiers (movement 上 引 寄
   * before 直, then 右 左, as the JSA rules prefer), then pairs of a position and a movement modifier.
   */
  private static List<Set<Modifier>> modifierSets() {
    ImmutableList.Builder<Set<Modifier>> b = ImmutableList.builder();
    Modifier[] movement = {Modifier.UP, Modifier.DOWN, Modifier.SIDEWAYS};
    Modifier[] side = {Modifier.RIGHT, Modifier.LEFT};
    for (Modifier m : movement) {
      b.add(EnumSet.of(m));
    }
    b.add(EnumSet.of(Modifier.STRAIGHT));
    for (Modifier s : side) {
      b.add(EnumSet.of(s));
    }
    for (Modifier s : side) {
      for (Modifier m : movement) {
        b.add(EnumSet.of(s, m));
      }
    }
    return b.build();
  }

  private static Set<Modifier> fewestModifiers(
      Position position, BoardMove move, PieceType t, Promotion promo, List<Move> all) {
    Color us = position.sideToMove();
    for (Set<Modifier> mods : MODIFIER_SETS) {
      if (!matches(us, t, move, mods, all)) {
        continue;
      }
      int n = 0;
      for (Move o : all) {
        if (matches(us, t, (BoardMove) o, mods, all)) {
          n++;
        }
      }
      if (n == 1) {
        return mods;
      }
    }
    throw new IllegalArgumentException(
        "no KI2 modifiers single out the move "
            + move.toUsi()
            + " to "
            + square(move.to())
            + " among "
            + all.size()
            + " "
            + t.kanji()
            + " that can move there (a position no game reaches): write KIF, which names the"
            + " from-square");
  }

  private static PieceType movingType(Position position, BoardMove b) {
    return position
        .pieceAt(b.from())
        .orElseThrow(
            () -> new IllegalArgumentException("no piece on " + b.from() + " in " + position))
        .type();
  }

  private static void destination(StringBuilder sb, Move move, Optional<Square> previousTo) {
    if (previousTo.isPresent() && previousTo.get() == move.to()) {
      sb.append("同　");
    } else {
      sb.append(square(move.to()));
    }
  }

  private static boolean canPromote(Color us, PieceType t, BoardMove b) {
    return t.canPromote() && (b.from().isPromotionZone(us) || b.to().isPromotionZone(us));
  }

  private static void promotionSuffix(StringBuilder sb, Color us, PieceType t, BoardMove b) {
    if (b.promote()) {
      sb.append('成');
    } else if (canPromote(us, t, b)) {
      sb.append("不成");
    }
  }
}
