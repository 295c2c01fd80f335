package io.github.shogi4j.kif.replay;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.SourceLocation;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Builds a record's move tree while replaying it with the rules: the shared engine of the readers.
 * Moves go to the <em>current line</em>; {@link #fork(int)} opens a variation with the fork-stack
 * rule of KIF and KI2 (a block {@code 変化：N手} attaches to the most recent line on the current path
 * that has a move N or ends just before it); comments and bookmarks attach to the last move of the
 * current line, or to the start when there is none.
 *
 * <p>Each line replays its moves on one {@link Cursor} (no position object per move); the immutable
 * {@link Position} at a line's end is built only when asked for. A variation that starts at ply N
 * replays its parent line's first moves from the parent's start.
 *
 * <p>Not thread-safe: one builder per record being read.
 */
public final class RecordBuilder {
  private final LineBuilder main;
  private final Deque<LineBuilder> path = new ArrayDeque<>();
  private final List<Comment> startComments = new ArrayList<>();
  private final List<String> startBookmarks = new ArrayList<>();

  /**
   * Starts a record.
   *
   * @param start the start position
   * @param firstPly the number of the first move (1 unless the record starts mid-game)
   */
  public RecordBuilder(Position start, int firstPly) {
    this(start, firstPly, 0);
  }

  /**
   * Starts a record whose main line will have about {@code expectedMoves} moves: its list is made
   * that large at once instead of growing step by step.
   *
   * @param start the start position
   * @param firstPly the number of the first move (1 unless the record starts mid-game)
   * @param expectedMoves the expected length of the main line, 0 when unknown; a wrong guess costs
   *     only memory or copies
   */
  public RecordBuilder(Position start, int firstPly, int expectedMoves) {
    Preconditions.checkNotNull(start, "start");
    Preconditions.checkArgument(firstPly >= 1, "firstPly must be at least 1: %s", firstPly);
    Preconditions.checkArgument(
        expectedMoves >= 0, "expectedMoves must not be negative: %s", expectedMoves);
    this.main =
        new LineBuilder(null, null, firstPly, start.cursor(), Optional.empty(), expectedMoves);
    main.lastPosition = start;
    path.push(main);
  }

  // ---------------------------------------------------------------- state of the current line

  /**
   * The position at the end of the current line.
   *
   * @return the position
   */
  public Position position() {
    return current().last();
  }

  /**
   * The side to move at the end of the current line (an illegal last move is not played).
   *
   * @return the side
   */
  public Color sideToMove() {
    return current().board.sideToMove();
  }

  /**
   * The cursor at the end of the current line, for resolving moves without building a {@link
   * Position}. The caller must not play on it (its queries are fine).
   *
   * @return the builder's own cursor
   */
  public Cursor cursor() {
    return current().board;
  }

  /**
   * The destination of the current line's last move (or of the move before its start), for {@code
   * 同}.
   *
   * @return the square, or empty at the start of the record
   */
  public Optional<Square> previousTo() {
    LineBuilder l = current();
    return l.moves.isEmpty()
        ? l.previousTo
        : Optional.of(l.moves.get(l.moves.size() - 1).move().to());
  }

  /**
   * The board index of {@link #previousTo()}.
   *
   * @return the square index, or -1 at the start of the record
   */
  public int previousToIndex() {
    LineBuilder l = current();
    if (l.moves.isEmpty()) {
      return l.previousTo.isPresent() ? l.previousTo.get().ordinal() : -1;
    }
    return l.moves.get(l.moves.size() - 1).move().to().ordinal();
  }

  /**
   * The number of the next move of the current line.
   *
   * @return the ply number
   */
  public int nextPly() {
    LineBuilder l = current();
    return l.startPly + l.moves.size();
  }

  /**
   * Whether the current line is closed to further moves: it has an ending or ends with an illegal
   * move.
   *
   * @return true when only comments (and, after an illegal move, an ending) may follow
   */
  public boolean isClosed() {
    LineBuilder l = current();
    return l.ending.isPresent() || l.endsIllegal();
  }

  /**
   * Whether the current line ends with a move recorded as illegal and no ending yet.
   *
   * @return true after an illegal move
   */
  public boolean endsWithIllegalMove() {
    LineBuilder l = current();
    return l.ending.isEmpty() && l.endsIllegal();
  }

  /**
   * Whether the current line is the main line.
   *
   * @return true on the main line
   */
  public boolean onMainLine() {
    return current() == main;
  }

  /**
   * Whether the current line has an ending.
   *
   * @return true once {@link #end} was called for it
   */
  public boolean hasEnding() {
    return current().ending.isPresent();
  }

  private LineBuilder current() {
    return path.peek();
  }

  // ---------------------------------------------------------------- adding

  /**
   * Appends a move to the current line.
   *
   * @param move the move
   * @param illegal the rule it breaks, when recorded as an illegal move (it must then be legal
   *     otherwise: the line accepts no further move)
   * @param text the original text
   * @param time time spent, or empty
   * @param totalTime total time, or empty
   * @throws IllegalStateException if the line is closed
   * @throws io.github.shogi4j.rules.IllegalMoveException if the move is illegal but not marked so
   */
  public void play(
      Move move,
      Optional<IllegalMoveReason> illegal,
      String text,
      Optional<Duration> time,
      Optional<Duration> totalTime) {
    play(move, illegal, text, time, totalTime, Optional.empty());
  }

  /**
   * Appends a move read from text to the current line, with where it was read.
   *
   * @param move the move
   * @param illegal the rule it breaks, when recorded as an illegal move
   * @param text the original text
   * @param time time spent, or empty
   * @param totalTime total time, or empty
   * @param source the line and column of the move's text, or empty
   * @throws IllegalStateException if the line is closed
   * @throws io.github.shogi4j.rules.IllegalMoveException if the move is illegal but not marked so
   */
  public void play(
      Move move,
      Optional<IllegalMoveReason> illegal,
      String text,
      Optional<Duration> time,
      Optional<Duration> totalTime,
      Optional<SourceLocation> source) {
    Preconditions.checkNotNull(source, "source");
    LineBuilder l = current();
    Preconditions.checkState(!isClosed(), "the line is closed");
    if (illegal.isEmpty()) {
      l.board.play(move); // throws the IllegalMoveException with the rule broken
      l.lastPosition = null;
      l.keys.add(l.board.zobristKey());
    }
    add(l, move, illegal, text, time, totalTime, source);
  }

  /**
   * Appends a legal move, already resolved on {@link #cursor()}, to the current line.
   *
   * @param move the move, legal on {@link #cursor()}
   * @param text the original text
   * @param time time spent, or empty
   * @param totalTime total time, or empty
   * @param source the line and column of the move's text, or empty
   * @throws IllegalStateException if the line is closed
   */
  public void playLegal(
      Move move,
      String text,
      Optional<Duration> time,
      Optional<Duration> totalTime,
      Optional<SourceLocation> source) {
    LineBuilder l = current();
    Preconditions.checkState(!isClosed(), "the line is closed");
    l.board.playUnchecked(move);
    l.lastPosition = null;
    l.keys.add(l.board.zobristKey());
    add(l, move, Optional.empty(), text, time, totalTime, source);
  }

  private static void add(
      LineBuilder l,
      Move move,
      Optional<IllegalMoveReason> illegal,
      String text,
      Optional<Duration> time,
      Optional<Duration> totalTime,
      Optional<SourceLocation> source) {
    l.moves.add(
        new Node(
            new RecordMove(
                move,
                text,
                illegal,
                time,
                totalTime,
                ImmutableList.of(),
                ImmutableList.of(),
                ImmutableList.of(),
                source)));
  }

  /**
   * Adds a comment to the current line's last move, or to the start when the main line has no move
   * yet, or to the ending when the line has one.
   *
   * @param comment the comment
   * @return false when there is nothing to attach it to (a variation with no move yet)
   */
  public boolean comment(Comment comment) {
    Preconditions.checkNotNull(comment, "comment");
    return attach(comment, null);
  }

  /**
   * Adds a bookmark (しおり) as {@link #comment} adds a comment.
   *
   * @param bookmark the bookmark name
   * @return false when there is nothing to attach it to
   */
  public boolean bookmark(String bookmark) {
    Preconditions.checkNotNull(bookmark, "bookmark");
    return attach(null, bookmark);
  }

  private boolean attach(Comment c, String b) {
    LineBuilder l = current();
    if (l.ending.isPresent()) {
      Ending e = l.ending.get();
      l.ending =
          Optional.of(
              c != null
                  ? e.withComments(
                      ImmutableList.<Comment>builder().addAll(e.comments()).add(c).build())
                  : e.withBookmarks(
                      ImmutableList.<String>builder().addAll(e.bookmarks()).add(b).build()));
      return true;
    }
    if (!l.moves.isEmpty()) {
      Node n = l.moves.get(l.moves.size() - 1);
      if (c != null) {
        n.comment(c);
      } else {
        n.bookmark(b);
      }
      return true;
    }
    if (l == main) {
      if (c != null) {
        startComments.add(c);
      } else {
        startBookmarks.add(b);
      }
      return true;
    }
    return false;
  }

  /**
   * Ends the current line.
   *
   * @param ending the ending
   * @throws IllegalStateException if the line already has one
   */
  public void end(Ending ending) {
    Preconditions.checkNotNull(ending, "ending");
    Preconditions.checkState(current().ending.isEmpty(), "the line already has an ending");
    current().ending = Optional.of(ending);
  }

  /**
   * Opens a variation that replaces move {@code ply}: the current path is searched from the
   * innermost line outwards for one that has move {@code ply} (or ends just before it); a line that
   * itself starts at {@code ply} gets a sibling. The variation becomes the current line.
   *
   * @param ply the number of the first move of the variation
   * @return false when no line on the current path reaches {@code ply - 1} (nothing changes)
   */
  public boolean fork(int ply) {
    List<LineBuilder> popped = new ArrayList<>();
    for (LineBuilder l : path) {
      int end = l.startPly + l.moves.size();
      if (l != main && ply == l.startPly) {
        LineBuilder v = new LineBuilder(l.parent, l.parentList, ply, l.boardAt(0), l.previousTo, 0);
        l.parentList.add(v);
        for (int i = 0; i <= popped.size(); i++) {
          path.pop();
        }
        path.push(v);
        return true;
      }
      if (ply >= l.startPly && ply <= end && (l == main || ply > l.startPly)) {
        int index = ply - l.startPly;
        Optional<Square> prev =
            index == 0 ? l.previousTo : Optional.of(l.moves.get(index - 1).move().to());
        List<LineBuilder> target =
            index < l.moves.size() ? l.moves.get(index).variations() : l.endVariations;
        LineBuilder v = new LineBuilder(l, target, ply, l.boardAt(index), prev, 0);
        target.add(v);
        for (int i = 0; i < popped.size(); i++) {
          path.pop();
        }
        path.push(v);
        return true;
      }
      popped.add(l);
    }
    return false;
  }

  // ---------------------------------------------------------------- result

  /**
   * The comments on the start position.
   *
   * @return an immutable copy
   */
  public List<Comment> startComments() {
    return ImmutableList.copyOf(startComments);
  }

  /**
   * The bookmarks on the start position.
   *
   * @return an immutable copy
   */
  public List<String> startBookmarks() {
    return ImmutableList.copyOf(startBookmarks);
  }

  /**
   * The main line built so far, with its variations.
   *
   * @return the immutable line
   */
  public Line mainLine() {
    // every line is built after the lines below it, without recursion: variations may nest as
    // deep as the input is long
    List<LineBuilder> all = new ArrayList<>();
    TreeWalk.depthFirst(
        main,
        l -> {
          all.add(l);
          return l.below();
        });
    for (int i = all.size() - 1; i >= 0; i--) {
      all.get(i).build();
    }
    return main.built;
  }

  /**
   * The position key ({@link Cursor#zobristKey()}) after each move of the main line that was played
   * (all of them unless one was recorded as illegal).
   *
   * @return a new array
   */
  public long[] mainLineKeys() {
    return main.keys.toArray();
  }

  /**
   * The position after the main line's moves (an illegal final move is not played).
   *
   * @return the position
   */
  public Position mainLinePosition() {
    return main.last();
  }

  /**
   * The number of moves of the main line.
   *
   * @return the count
   */
  public int mainLineSize() {
    return main.moves.size();
  }

  private static final class Node {
    /** The move without comments, bookmarks or variations: what most moves build to. */
    final RecordMove plain;

    // Most moves have no comment, bookmark or variation: each list stays the shared empty
    // ImmutableList until its first element.
    private List<Comment> comments = ImmutableList.of();
    private List<String> bookmarks = ImmutableList.of();
    private List<LineBuilder> variations = ImmutableList.of();

    Node(RecordMove plain) {
      this.plain = plain;
    }

    Move move() {
      return plain.move();
    }

    void comment(Comment c) {
      comments = growable(comments);
      comments.add(c);
    }

    void bookmark(String b) {
      bookmarks = growable(bookmarks);
      bookmarks.add(b);
    }

    /** The variations replacing this move, as a list that {@link RecordBuilder#fork} adds to. */
    List<LineBuilder> variations() {
      variations = growable(variations);
      return variations;
    }

    /**
     * {@code l} itself once it is a growable list, else a new empty one in its place (of the
     * default capacity: moves with comments often have several).
     */
    private static <T> List<T> growable(List<T> l) {
      return l instanceof ImmutableList ? new ArrayList<>() : l;
    }

    RecordMove build() {
      if (comments.isEmpty() && bookmarks.isEmpty() && variations.isEmpty()) {
        return plain; // the usual move, made once when it was added
      }
      RecordMove p = plain;
      return new RecordMove(
          p.move(),
          p.text(),
          p.illegal(),
          p.time(),
          p.totalTime(),
          comments,
          bookmarks,
          lines(variations),
          p.source());
    }
  }

  /**
   * The lines last built by line builders ({@link LineBuilder#build}), as an immutable list (the
   * shared empty one for none).
   */
  private static List<Line> lines(List<LineBuilder> builders) {
    if (builders.isEmpty()) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<Line> out = ImmutableList.builderWithExpectedSize(builders.size());
    for (LineBuilder b : builders) {
      out.add(b.built);
    }
    return out.build();
  }

  private static final class LineBuilder {
    final LineBuilder parent;
    final List<LineBuilder> parentList;
    final int startPly;
    final Optional<Square> previousTo;
    final List<Node> moves;
    final Cursor board; // after the last move played (the line's own)
    Position lastPosition; // the position of board, built on demand
    final KeyLog keys; // the key after each move played
    final List<LineBuilder> endVariations = new ArrayList<>(0);
    Optional<Ending> ending = Optional.empty();

    /** The line as {@link #build} last made it. */
    Line built;

    /** A line whose moves start from {@code start}, a cursor it takes as its own. */
    LineBuilder(
        LineBuilder parent,
        List<LineBuilder> parentList,
        int startPly,
        Cursor start,
        Optional<Square> previousTo,
        int expectedMoves) {
      this.moves = expectedMoves > 0 ? new ArrayList<>(expectedMoves) : new ArrayList<>();
      this.keys = new KeyLog(expectedMoves);
      this.parent = parent;
      this.parentList = parentList;
      this.startPly = startPly;
      this.previousTo = previousTo;
      this.board = start;
    }

    Position last() {
      if (lastPosition == null) {
        lastPosition = board.toPosition();
      }
      return lastPosition;
    }

    /**
     * A new cursor at the position before move {@code index} of this line: a copy of the cursor at
     * its end with the moves from {@code index} on taken back (an illegal move was not played).
     */
    Cursor boardAt(int index) {
      Cursor b = board.copy();
      for (int i = moves.size() - 1; i >= index; i--) {
        if (moves.get(i).plain.illegal().isEmpty()) {
          b.undo();
        }
      }
      return b;
    }

    boolean endsIllegal() {
      return !moves.isEmpty() && moves.get(moves.size() - 1).plain.illegal().isPresent();
    }

    /** The line builders directly below this one: its moves' variations, then its end's. */
    List<LineBuilder> below() {
      List<LineBuilder> out = new ArrayList<>(endVariations);
      for (Node n : moves) {
        out.addAll(n.variations);
      }
      return out;
    }

    /** Builds {@link #built} from the lines below, which must have been built before. */
    void build() {
      // immutable lists of the exact size, which the line takes without copying them again
      ImmutableList.Builder<RecordMove> ms = ImmutableList.builderWithExpectedSize(moves.size());
      for (Node n : moves) {
        ms.add(n.build());
      }
      built = new Line(ms.build(), ending, lines(endVariations));
    }
  }
}
