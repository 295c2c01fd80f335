package io.github.shogi4j.rules.picture;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.MoveNotation;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How to draw a board picture: from whose side, with or without coordinates, which move to
 * highlight, the caption, the side names and the pixel width.
 *
 * <pre>{@code
 * Position before = Position.initial();
 * Move move = Move.parseUsi("7g7f").orElseThrow();
 * PictureOptions o = PictureOptions.builder().lastMove(before, move).flipped(true).build();
 * String svg = SvgBoard.of(before.play(move), o);   // caption 手数＝1  ▲７六歩(77)  まで
 * }</pre>
 *
 * <p>Which options a picture uses: {@link SvgBoard} and {@link PngBoard} use all of them; {@link
 * TextBoard} (BOD) uses the side names and the caption only, since the BOD layout is always drawn
 * from sente's side with its coordinates.
 *
 * <p>Equality: by value. Thread safety: immutable, so safe to share between threads.
 */
public final class PictureOptions {
  /** The smallest width a picture may be asked for, in pixels. */
  public static final int MIN_WIDTH = 16;

  /**
   * The largest width a picture may be asked for, in pixels (a PNG holds width × height pixels).
   */
  public static final int MAX_WIDTH = 4096;

  /** Sente's view, coordinates shown, no last move, no caption, 先手/後手, natural size. */
  public static final PictureOptions DEFAULT = builder().build();

  private final boolean flipped;
  private final boolean coordinates;
  private final SideNames sideNames;
  private final Move lastMove;
  private final int movesPlayed;
  private final String moveText;
  private final int width;

  private PictureOptions(Builder b) {
    this.flipped = b.flipped;
    this.coordinates = b.coordinates;
    this.sideNames = b.sideNames;
    this.lastMove = b.lastMove;
    this.movesPlayed = b.movesPlayed;
    this.moveText = b.moveText;
    this.width = b.width;
  }

  /**
   * A builder with the {@link #DEFAULT} settings.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder with these settings.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.flipped = flipped;
    b.coordinates = coordinates;
    b.sideNames = sideNames;
    b.lastMove = lastMove;
    b.movesPlayed = movesPlayed;
    b.moveText = moveText;
    b.width = width;
    return b;
  }

  /**
   * Whether the board is drawn from gote's side (盤面反転): rank 9 at the top, gote's hand below.
   *
   * @return false by default
   */
  public boolean isFlipped() {
    return flipped;
  }

  /**
   * Whether file numbers and rank kanji are drawn around the board.
   *
   * @return true by default
   */
  public boolean hasCoordinates() {
    return coordinates;
  }

  /**
   * What the sides are called.
   *
   * @return {@link SideNames#SENTE_GOTE} by default
   */
  public SideNames sideNames() {
    return sideNames;
  }

  /**
   * The move whose squares are highlighted (its origin, unless a drop, and its destination).
   *
   * @return the move, or empty
   */
  public Optional<Move> lastMove() {
    return Optional.ofNullable(lastMove);
  }

  /**
   * The caption line Kakinoki diagrams carry: {@code 手数＝N ▲７六歩 まで}, N being the moves played to
   * reach the position.
   *
   * @return the line, or empty when no caption was set
   */
  public Optional<String> caption() {
    return moveText == null
        ? Optional.empty()
        : Optional.of("手数＝" + movesPlayed + "  " + moveText + "  まで");
  }

  /** The N of the caption, for the ASCII caption of pictures drawn without a Japanese font. */
  int captionMoves() {
    return movesPlayed;
  }

  /**
   * The width asked for, in pixels; the height follows from the picture's proportions.
   *
   * @return the width, or empty for the picture's natural width
   */
  public OptionalInt width() {
    return width == 0 ? OptionalInt.empty() : OptionalInt.of(width);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PictureOptions p
        && flipped == p.flipped
        && coordinates == p.coordinates
        && sideNames == p.sideNames
        && Objects.equals(lastMove, p.lastMove)
        && movesPlayed == p.movesPlayed
        && Objects.equals(moveText, p.moveText)
        && width == p.width;
  }

  @Override
  public int hashCode() {
    return Objects.hash(flipped, coordinates, sideNames, lastMove, movesPlayed, moveText, width);
  }

  @Override
  public String toString() {
    return "PictureOptions[flipped="
        + flipped
        + ", coordinates="
        + coordinates
        + ", sideNames="
        + sideNames
        + ", lastMove="
        + (lastMove == null ? "none" : lastMove.toUsi())
        + ", caption="
        + caption().orElse("none")
        + ", width="
        + (width == 0 ? "natural" : width)
        + "]";
  }

  /** Collects options; not thread-safe, build one per thread. */
  public static final class Builder {
    private boolean flipped;
    private boolean coordinates = true;
    private SideNames sideNames = SideNames.SENTE_GOTE;
    private Move lastMove;
    private int movesPlayed;
    private String moveText;
    private int width;

    private Builder() {}

    /**
     * Draws the board from gote's side (true) or sente's (false, the default).
     *
     * @param flipped whether to turn the board
     * @return this builder
     */
    public Builder flipped(boolean flipped) {
      this.flipped = flipped;
      return this;
    }

    /**
     * Shows or hides the file numbers and rank kanji.
     *
     * @param coordinates whether to draw them
     * @return this builder
     */
    public Builder coordinates(boolean coordinates) {
      this.coordinates = coordinates;
      return this;
    }

    /**
     * Sets what the sides are called; {@link SideNames#forStart} picks them from a game's start.
     *
     * @param names the names
     * @return this builder
     */
    public Builder sideNames(SideNames names) {
      this.sideNames = Preconditions.checkNotNull(names, "names");
      return this;
    }

    /**
     * Highlights a move's squares, without a caption.
     *
     * @param move the move that led to the position drawn
     * @return this builder
     */
    public Builder lastMove(Move move) {
      this.lastMove = Preconditions.checkNotNull(move, "move");
      return this;
    }

    /**
     * Highlights a move and captions it in plain KIF text: {@code 手数＝N ▲７六歩(77) まで}, N being {@code
     * before.moveNumber()} (the moves played once this one is).
     *
     * @param before the position the move was played in
     * @param move the move, legal in {@code before}
     * @return this builder
     * @throws IllegalArgumentException if the move is not legal in {@code before}
     */
    public Builder lastMove(Position before, Move move) {
      Preconditions.checkNotNull(before, "before");
      Preconditions.checkNotNull(move, "move");
      Preconditions.checkArgument(before.isLegal(move), "%s is not legal in %s", move, before);
      this.lastMove = move;
      return caption(
          before.moveNumber(),
          JapaneseNotation.mark(before.sideToMove(), false) + MoveNotation.kif(before, move));
    }

    /**
     * Sets the caption with the caller's move text, for other notation than plain KIF (KI2's {@code
     * ▲７六歩} from {@link MoveNotation#ki2(Position, Move)}, for example): {@code 手数＝N TEXT まで}.
     *
     * @param movesPlayed the moves played to reach the position drawn, 0 or more
     * @param moveText the last move's text: not blank, no line break or other control character
     * @return this builder
     * @throws IllegalArgumentException if the count is negative or the text blank or holding a
     *     control character
     */
    public Builder caption(int movesPlayed, String moveText) {
      Preconditions.checkArgument(movesPlayed >= 0, "moves played: %s is negative", movesPlayed);
      Preconditions.checkNotNull(moveText, "moveText");
      Preconditions.checkArgument(
          !moveText.isBlank() && moveText.chars().noneMatch(Character::isISOControl),
          "the move text must be one line without control characters, not blank: %s",
          moveText);
      this.movesPlayed = movesPlayed;
      this.moveText = moveText;
      return this;
    }

    /**
     * Sets the picture's width in pixels; the height keeps the picture's proportions.
     *
     * @param pixels from {@link #MIN_WIDTH} to {@link #MAX_WIDTH}
     * @return this builder
     * @throws IllegalArgumentException if the width is out of that range
     */
    public Builder width(int pixels) {
      Preconditions.checkArgument(
          pixels >= MIN_WIDTH && pixels <= MAX_WIDTH,
          "width %s is outside %s..%s pixels",
          pixels,
          MIN_WIDTH,
          MAX_WIDTH);
      this.width = pixels;
      return this;
    }

    /**
     * The options.
     *
     * @return an immutable value
     */
    public PictureOptions build() {
      return new PictureOptions(this);
    }
  }
}
