package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game (対局): a start position, the moves played from it, and how it ended, adjudicated by a
 * {@link Rules} value.
 *
 * <h2>Outcome</h2>
 *
 * After every move the game checks, in this order: the try rule (トライルール) if the rules have it; the
 * fourth occurrence of the position (千日手), counting the start position, comparing board, both hands
 * and side to move; checkmate (詰み) and having no legal move while not in check (both lose); the
 * move limit. The start position itself is checked for mate and for having no move. The outcome is
 * the FIRST one reached: {@link #play} refuses further moves (it throws {@link GameOverException});
 * {@link #playPastEnd} goes on (analysis, replaying records that played on), and the outcome stays
 * the first one, which {@link #wentOnAfterEnd()} lets a caller report.
 *
 * <h2>Sennichite and perpetual check</h2>
 *
 * At the fourth occurrence of a position, the span of moves from its first occurrence to the fourth
 * is examined. If every move one side made in the span gave check (連続王手の千日手), that side loses
 * ({@link Termination#PERPETUAL_CHECK}) when {@link Rules#perpetualCheckLoses()}; it does not
 * matter which side was to move at the first occurrence or whether the cycle began in check.
 * Otherwise the game is drawn ({@link Termination#SENNICHITE}). <b>Our decision:</b> when BOTH
 * sides gave check with every move of the span, the game is a draw ({@link
 * Termination#SENNICHITE}); the JSA rules do not define this case. No legal cycle of that kind is
 * known, and problem composers believe none exists: in one, no king could ever move (a king gives
 * check only by opening a line through the square it leaves, and two such squares of consecutive
 * king moves would have to be adjacent squares on two different lines from one king, at least two
 * squares away, which the board's geometry forbids). The rule is kept so that the adjudication is
 * total.
 *
 * <h2>Resignation, declarations and other endings</h2>
 *
 * {@link #declareImpasse()} judges an impasse declaration (入玉宣言) by the rules' {@link ImpasseRule};
 * {@link #conclude(Outcome)} records an ending given from outside the moves (resignation, time
 * loss, abort, ...) and refuses one the game contradicts ({@link OutcomeRefusedException}): a
 * checkmate the position does not show, a repetition that did not occur, a declaration the rules
 * judge otherwise.
 *
 * <h2>Performance</h2>
 *
 * The history is a persistent list shared by every game derived from it: {@link #play}, {@link
 * #undo()} and {@link #playPastEnd} cost O(1) (plus the move's legality check) and never copy the
 * history. Repetition is found through a persistent map from position key to its latest occurrence,
 * at most 13 levels deep, and perpetual check through running counts of consecutive checks, so
 * adjudicating a game of n moves costs O(n). The map is held by each game, not by each move of the
 * history, so a long game keeps only its moves and positions alive. {@link #positionAt} and {@link
 * #moveAt} cost O(log n); {@link #atPly} O(k) to go back k moves; {@link #positions()} and {@link
 * #moves()} O(n).
 *
 * <h2>Thread safety</h2>
 *
 * Immutable and thread-safe.
 */
public final class Game {

  /** One ply of the shared history. */
  private static final class Node {
    final Node parent; // null at the start
    final Node jump; // an ancestor, for O(log n) access by ply (skew-binary jump pointers)
    final int ply;
    final Position position;
    final Move move; // null at the start
    final boolean gaveCheck; // the move leading here gave check
    final int senteRun; // consecutive checking moves by sente, ending here
    final int goteRun;
    final Node previous; // the previous occurrence of the same position, or null
    final int occurrence; // 1 for the first occurrence
    final long key;
    final Node[] replaced; // what the repetition index held for this key before this node, or null
    final Node[] latest; // what it holds after: this node among the latest occurrences of its key
    final Outcome outcome; // the first outcome reached up to here, or null
    final int outcomePly;

    /** The start node. */
    Node(Position start) {
      this.parent = null;
      this.jump = this;
      this.ply = 0;
      this.position = start;
      this.move = null;
      this.gaveCheck = false;
      this.senteRun = 0;
      this.goteRun = 0;
      this.previous = null;
      this.occurrence = 1;
      this.key = start.zobristKey();
      this.replaced = null;
      this.latest = new Node[] {this};
      this.outcome = start.hasLegalMoves() ? null : noMoves(start);
      this.outcomePly = 0;
    }

    /**
     * The node after a move from {@code parent}; {@code same} is what the repetition index holds
     * for the new position's key (the latest occurrence of each position with that key), or null.
     */
    Node(Node parent, Move move, Position position, Rules rules, Node[] same) {
      this.parent = parent;
      Node j = parent.jump;
      this.jump = parent.ply - j.ply == j.ply - j.jump.ply ? j.jump : parent;
      this.ply = parent.ply + 1;
      this.position = position;
      this.move = move;
      this.gaveCheck = position.isCheck();
      Color mover = parent.position.sideToMove();
      int moverRun = gaveCheck ? (mover == Color.SENTE ? parent.senteRun : parent.goteRun) + 1 : 0;
      this.senteRun = mover == Color.SENTE ? moverRun : parent.senteRun;
      this.goteRun = mover == Color.GOTE ? moverRun : parent.goteRun;

      this.key = position.zobristKey();
      this.replaced = same;
      Node prev = null;
      Node[] updated;
      if (same == null) {
        updated = new Node[] {this};
      } else {
        int i = 0;
        while (i < same.length && !same[i].position.equals(position)) {
          i++;
        }
        // Nearly always one entry; more only when different positions share a 64-bit key.
        updated = i < same.length ? same.clone() : java.util.Arrays.copyOf(same, same.length + 1);
        if (i < same.length) {
          prev = same[i];
        }
        updated[i] = this;
      }
      this.previous = prev;
      this.occurrence = prev == null ? 1 : prev.occurrence + 1;
      this.latest = updated;

      if (parent.outcome != null) {
        this.outcome = parent.outcome;
        this.outcomePly = parent.outcomePly;
      } else {
        this.outcome = judge(rules, mover);
        this.outcomePly = ply;
      }
    }

    private Outcome judge(Rules rules, Color mover) {
      if (rules.tryRule() && Impasse.isTry(position, mover)) {
        return Outcome.win(mover, Termination.TRY_RULE);
      }
      if (occurrence >= 4) {
        return repetition(rules);
      }
      if (!position.hasLegalMoves()) {
        return noMoves(position);
      }
      if (rules.moveLimit().isPresent() && ply >= rules.moveLimit().getAsInt()) {
        return Outcome.noWinner(Termination.MAX_MOVES);
      }
      return null;
    }

    private Outcome repetition(Rules rules) {
      Node first = previous.previous.previous;
      int movesEach = (ply - first.ply) / 2; // equal positions have the same side to move
      return repetitionOutcome(rules, movesEach, senteRun, goteRun);
    }

    private static Outcome noMoves(Position p) {
      return Outcome.win(
          p.sideToMove().opposite(),
          p.isCheck() ? Termination.CHECKMATE : Termination.NO_LEGAL_MOVES);
    }

    Node at(int target) {
      Node n = this;
      while (n.ply > target) {
        n = n.jump.ply >= target ? n.jump : n.parent;
      }
      return n;
    }
  }

  /**
   * The outcome of a fourfold repetition whose span (first to fourth occurrence) holds {@code
   * movesEach} moves of each side, given how many of each side's last moves gave check in a row: a
   * side whose every move in the span gave check loses; both or neither: a draw.
   */
  static Outcome repetitionOutcome(Rules rules, int movesEach, int senteChecks, int goteChecks) {
    boolean senteChecked = senteChecks >= movesEach;
    boolean goteChecked = goteChecks >= movesEach;
    if (rules.perpetualCheckLoses() && senteChecked != goteChecked) {
      return Outcome.win(senteChecked ? Color.GOTE : Color.SENTE, Termination.PERPETUAL_CHECK);
    }
    return Outcome.noWinner(Termination.SENNICHITE);
  }

  private final Rules rules;
  private final Node node;
  // The repetition index of this game: by key, the latest occurrence of each position up to node.
  // Kept by the game, not by every node, so that only live games pay for their index versions.
  private final KeyMap<Node[]> index;
  private final Outcome concluded; // an ending given by declaration or conclude(), or null
  private final int concludedPly;

  private Game(Rules rules, Node node, KeyMap<Node[]> index, Outcome concluded, int concludedPly) {
    this.rules = rules;
    this.node = node;
    this.index = index;
    this.concluded = concluded;
    this.concludedPly = concludedPly;
  }

  // ---------------------------------------------------------------- creating

  /**
   * A game from a start position: the even start, a handicap, a tsume problem or any SFEN. The
   * start position counts as the first occurrence for sennichite.
   *
   * @param start the start position
   * @param rules the rules that adjudicate the game
   * @return a game with no moves; already over if the side to move has no legal move
   */
  public static Game start(Position start, Rules rules) {
    Preconditions.checkNotNull(start, "start");
    Preconditions.checkNotNull(rules, "rules");
    Node first = new Node(start);
    return new Game(rules, first, KeyMap.<Node[]>empty().put(first.key, first.latest), null, 0);
  }

  /**
   * Replays moves as a game, going on past the end if the moves do (see {@link #playPastEnd}): the
   * way to adjudicate a record or a USI {@code position ... moves ...} line. The outcome is the
   * first one reached; {@link #wentOnAfterEnd()} tells whether moves followed it.
   *
   * @param start the start position
   * @param moves the moves, in order
   * @param rules the rules
   * @return the game after all the moves
   * @throws IllegalMoveException at the first illegal move, carrying the position it was played in
   */
  public static Game replay(Position start, List<Move> moves, Rules rules) {
    Preconditions.checkNotNull(moves, "moves");
    Game g = start(start, rules);
    for (Move m : moves) {
      g = g.playPastEnd(m);
    }
    return g;
  }

  // ---------------------------------------------------------------- moving

  /**
   * Plays a move.
   *
   * @param move a legal move
   * @return the game after it; this game is unchanged
   * @throws GameOverException if the game has already ended
   * @throws IllegalMoveException if the move is not legal
   */
  public Game play(Move move) {
    Preconditions.checkNotNull(move, "move");
    checkNotOver();
    return playPastEnd(move);
  }

  private void checkNotOver() {
    Optional<Outcome> o = outcome();
    if (o.isPresent()) {
      throw new GameOverException(o.get(), outcomePly().getAsInt());
    }
  }

  /**
   * Plays a move given in USI notation.
   *
   * @param usi for example {@code "7g7f"}
   * @return the game after it
   * @throws IllegalArgumentException if the text is not a USI move
   * @throws GameOverException if the game has already ended
   * @throws IllegalMoveException if the move is not legal
   */
  public Game playUsi(String usi) {
    Preconditions.checkNotNull(usi, "usi");
    Optional<Move> m = Move.parseUsi(usi);
    Preconditions.checkArgument(m.isPresent(), "not a USI move: \"%s\"", usi);
    return play(m.get());
  }

  /**
   * Plays a move even when the game has ended (analysis, records that play on past a fourth
   * repetition). The outcome stays the first one reached.
   *
   * @param move a legal move
   * @return the game after it
   * @throws IllegalMoveException if the move is not legal
   */
  public Game playPastEnd(Move move) {
    Preconditions.checkNotNull(move, "move");
    Position next = node.position.play(move);
    Node n = new Node(node, move, next, rules, index.get(next.zobristKey()));
    return new Game(rules, n, index.put(n.key, n.latest), concluded, concludedPly);
  }

  /**
   * The game before its last move (待った). An ending recorded by {@link #conclude} or {@link
   * #declareImpasse} at the current position is dropped with it.
   *
   * @return the shorter game, sharing this one's history
   * @throws IllegalStateException at the start, where there is no move to take back
   */
  public Game undo() {
    Preconditions.checkState(node.ply > 0, "no move to take back at the start of the game");
    return atPly(node.ply - 1);
  }

  /**
   * The game as it stood after a number of moves. Going back k moves costs O(k).
   *
   * @param ply 0 (the start) to {@link #ply()}
   * @return the game after that many moves, sharing this one's history
   * @throws IndexOutOfBoundsException if the ply is out of range
   */
  public Game atPly(int ply) {
    Preconditions.checkPositionIndex(ply, node.ply, "ply");
    if (ply == node.ply) {
      return this;
    }
    // Take the index back one move at a time: each node knows what it replaced.
    KeyMap<Node[]> back = index;
    for (Node n = node; n.ply > ply; n = n.parent) {
      back = back.put(n.key, n.replaced);
    }
    boolean keep = concluded != null && concludedPly <= ply;
    return new Game(rules, node.at(ply), back, keep ? concluded : null, keep ? concludedPly : 0);
  }

  /**
   * The side to move declares an impasse win (入玉宣言), judged by the rules' {@link ImpasseRule}. The
   * declaration ends the game: won, lost or (24-point rules) drawn, by {@link
   * Termination#IMPASSE_DECLARATION}. Under rules without declarations ({@link ImpasseRule#NONE})
   * declaring is a foul (反則): the declarer loses by {@link Termination#ILLEGAL_MOVE}.
   *
   * @return the ended game
   * @throws GameOverException if the game has already ended
   */
  public Game declareImpasse() {
    if (rules.impasseRule() == ImpasseRule.NONE) {
      return conclude(Outcome.win(node.position.sideToMove().opposite(), Termination.ILLEGAL_MOVE));
    }
    return conclude(Impasse.declaration(node.position, rules.impasseRule()).outcome());
  }

  /**
   * Ends the game with an ending given from outside the moves: resignation (投了), time loss, an
   * illegal action, an impasse declaration, agreement, abort and the like. The game checks the
   * ending against what it knows and refuses one it contradicts:
   *
   * <ul>
   *   <li>{@link Termination#CHECKMATE}, {@link Termination#NO_LEGAL_MOVES}, {@link
   *       Termination#SENNICHITE}, {@link Termination#PERPETUAL_CHECK}, {@link
   *       Termination#MAX_MOVES} and {@link Termination#TRY_RULE} are decided by the position, the
   *       history and the rules: where they hold, the game has already ended by them (and this
   *       method throws {@link GameOverException}), so a game that goes on contradicts them (the
   *       side to move has a legal move, the position has occurred fewer than four times, the move
   *       limit is not reached or the rules have none, the rules have no try rule or the winner's
   *       king does not stand on its try square);
   *   <li>{@link Termination#IMPASSE_DECLARATION} must be the verdict on a declaration by the side
   *       to move under the rules' {@link ImpasseRule} ({@link #declareImpasse()} gives it): a win
   *       the declaration does not earn, a loss it does not deserve or a draw outside the 24-point
   *       rule's band is refused, and so is any declaration under {@link ImpasseRule#NONE};
   *   <li>{@link Termination#TIME_LOSS} is lost by the side to move, the only side whose clock
   *       runs;
   *   <li>the others ({@link Termination#RESIGNATION}, {@link Termination#ILLEGAL_MOVE}, {@link
   *       Termination#AGREED_IMPASSE}, {@link Termination#DRAW}, {@link Termination#ABORT}, {@link
   *       Termination#FORFEIT}, {@link Termination#ERROR}) are facts of the players, the clock or
   *       the arbiter that the position cannot contradict; {@link Outcome} already checks that
   *       their winner is given or absent as the ending requires. Either side may resign or commit
   *       an illegal action, so their winner is free; {@link #resign()} and {@link
   *       #forfeitByIllegalMove} name the side to move.
   * </ul>
   *
   * @param outcome the ending
   * @return the ended game
   * @throws GameOverException if the game has already ended
   * @throws OutcomeRefusedException if the game contradicts the ending
   */
  public Game conclude(Outcome outcome) {
    Preconditions.checkNotNull(outcome, "outcome");
    checkNotOver();
    Optional<String> contradiction = contradiction(outcome);
    if (contradiction.isPresent()) {
      throw new OutcomeRefusedException(outcome, node.ply, contradiction.get());
    }
    return new Game(rules, node, index, outcome, node.ply);
  }

  /** What contradicts an ending offered to this game, which is not over; empty if nothing. */
  private Optional<String> contradiction(Outcome outcome) {
    Position p = node.position;
    Color toMove = p.sideToMove();
    String side = "the side to move (" + toMove + ")";
    switch (outcome.termination()) {
      case CHECKMATE:
        return Optional.of(
            side
                + " is not checkmated (詰み): it is "
                + (p.isCheck() ? "" : "not ")
                + "in check and has "
                + p.legalMoveCount()
                + " legal moves");
      case NO_LEGAL_MOVES:
        return Optional.of(side + " has " + p.legalMoveCount() + " legal moves");
      case SENNICHITE:
      case PERPETUAL_CHECK:
        return Optional.of(
            "the position has occurred "
                + node.occurrence
                + " time(s), not the 4 of a repetition (千日手)");
      case MAX_MOVES:
        return Optional.of(
            rules.moveLimit().isEmpty()
                ? "the rules have no move limit"
                : node.ply
                    + " moves played, below the move limit of "
                    + rules.moveLimit().getAsInt());
      case TRY_RULE:
        {
          if (!rules.tryRule()) {
            return Optional.of("the rules have no try rule (トライルール)");
          }
          Color winner = outcome.winner().orElseThrow(); // a try is always won
          return Impasse.isTry(p, winner)
              ? Optional.empty()
              : Optional.of(
                  "the king of "
                      + winner
                      + " does not stand on its try square (トライ) "
                      + Impasse.trySquare(winner).toUsi());
        }
      case IMPASSE_DECLARATION:
        if (rules.impasseRule() == ImpasseRule.NONE) {
          return Optional.of(
              "the rules have no impasse declaration (入玉宣言): declaring is a foul, ILLEGAL_MOVE");
        }
        Impasse.Declaration d = Impasse.declaration(p, rules.impasseRule());
        return d.outcome().equals(outcome)
            ? Optional.empty()
            : Optional.of(
                "a declaration by "
                    + side
                    + " is judged "
                    + d.verdict()
                    + " under "
                    + rules.impasseRule()
                    + " ("
                    + d.points()
                    + " points, "
                    + d.piecesInCamp()
                    + " pieces in the enemy camp, king "
                    + (d.kingInCamp() ? "in" : "not in")
                    + " the camp"
                    + (d.inCheck() ? ", in check" : "")
                    + ")");
      case TIME_LOSS:
        return outcome.winner().equals(Optional.of(toMove))
            ? Optional.of(
                "only the clock of " + side + " runs: a time loss is its loss, not its win")
            : Optional.empty();
      default:
        return Optional.empty();
    }
  }

  /**
   * The side to move attempts an illegal move (反則) where the rules say it loses, as in an engine
   * match or an over-the-board game: the game ends, won by the other side, with the rule broken in
   * the outcome. The move itself is not added to the history.
   *
   * @param move a move that is not legal in the current position
   * @return the ended game, with {@link Outcome#brokenRule()} naming the rule
   * @throws IllegalArgumentException if the move is legal
   * @throws GameOverException if the game has already ended
   */
  public Game forfeitByIllegalMove(Move move) {
    Preconditions.checkNotNull(move, "move");
    Optional<IllegalMoveReason> why = node.position.whyIllegal(move);
    Preconditions.checkArgument(why.isPresent(), "%s is legal here, not a forfeit", move.toUsi());
    return conclude(Outcome.illegalMove(node.position.sideToMove().opposite(), why.get()));
  }

  /**
   * The side to move resigns (投了).
   *
   * @return the ended game, won by the other side with {@link Termination#RESIGNATION}
   * @throws GameOverException if the game has already ended
   */
  public Game resign() {
    return conclude(Outcome.win(node.position.sideToMove().opposite(), Termination.RESIGNATION));
  }

  // ---------------------------------------------------------------- reading

  /**
   * The rules adjudicating this game.
   *
   * @return the rules
   */
  public Rules rules() {
    return rules;
  }

  /**
   * The number of moves played (手数).
   *
   * @return 0 at the start
   */
  public int ply() {
    return node.ply;
  }

  /**
   * The current position.
   *
   * @return the position after the last move
   */
  public Position position() {
    return node.position;
  }

  /**
   * The start position.
   *
   * @return the position before the first move
   */
  public Position startPosition() {
    return node.at(0).position;
  }

  /**
   * The position after a number of moves.
   *
   * @param ply 0 (the start) to {@link #ply()}
   * @return the position
   * @throws IndexOutOfBoundsException if the ply is out of range
   */
  public Position positionAt(int ply) {
    Preconditions.checkPositionIndex(ply, node.ply, "ply");
    return node.at(ply).position;
  }

  /**
   * A move by its number: move {@code n} leads from {@code positionAt(n - 1)} to {@code
   * positionAt(n)}.
   *
   * @param number 1 to {@link #ply()}
   * @return the move
   * @throws IndexOutOfBoundsException if there is no such move
   */
  public Move moveAt(int number) {
    return moveNode(number).move;
  }

  /**
   * Whether a move gave check (王手).
   *
   * @param number 1 to {@link #ply()}
   * @return true if the side to move after it was in check
   * @throws IndexOutOfBoundsException if there is no such move
   */
  public boolean gaveCheck(int number) {
    return moveNode(number).gaveCheck;
  }

  private Node moveNode(int number) {
    if (number < 1 || number > node.ply) {
      throw new IndexOutOfBoundsException(
          "move " + number + " of a game with " + node.ply + " moves");
    }
    return node.at(number);
  }

  /**
   * The moves played, in order.
   *
   * @return an immutable list of {@link #ply()} moves
   */
  public List<Move> moves() {
    Move[] out = new Move[node.ply];
    for (Node n = node; n.parent != null; n = n.parent) {
      out[n.ply - 1] = n.move;
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * Every position of the game, the start first.
   *
   * @return an immutable list of {@link #ply()} + 1 positions
   */
  public List<Position> positions() {
    Position[] out = new Position[node.ply + 1];
    for (Node n = node; n != null; n = n.parent) {
      out[n.ply] = n.position;
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * How many times the current position has occurred in this game, counting the start position and
   * this occurrence.
   *
   * @return 1 or more
   */
  public int occurrences() {
    return node.occurrence;
  }

  /**
   * The ply of the previous occurrence of the current position.
   *
   * @return the ply, or empty when the position is new
   */
  public OptionalInt previousOccurrence() {
    return node.previous == null ? OptionalInt.empty() : OptionalInt.of(node.previous.ply);
  }

  /**
   * How the game ended: the first outcome reached, or an ending given by {@link #declareImpasse()},
   * {@link #resign()} or {@link #conclude}.
   *
   * @return the outcome, or empty while the game goes on
   */
  public Optional<Outcome> outcome() {
    if (node.outcome != null && (concluded == null || node.outcomePly <= concludedPly)) {
      return Optional.of(node.outcome);
    }
    return Optional.ofNullable(concluded);
  }

  /**
   * The number of moves played when the game ended.
   *
   * @return the ply of the outcome, or empty while the game goes on
   */
  public OptionalInt outcomePly() {
    if (node.outcome != null && (concluded == null || node.outcomePly <= concludedPly)) {
      return OptionalInt.of(node.outcomePly);
    }
    return concluded == null ? OptionalInt.empty() : OptionalInt.of(concludedPly);
  }

  /**
   * Whether the game has ended.
   *
   * @return true once there is an outcome
   */
  public boolean isOver() {
    return outcome().isPresent();
  }

  /**
   * Whether moves were played after the outcome (with {@link #playPastEnd}); a record that does so
   * deserves a warning.
   *
   * @return true if the game has more moves than when it ended
   */
  public boolean wentOnAfterEnd() {
    OptionalInt p = outcomePly();
    return p.isPresent() && p.getAsInt() < node.ply;
  }

  // ---------------------------------------------------------------- identity

  /**
   * Games are equal when they have the same rules, start position, moves and outcome.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof Game)) {
      return false;
    }
    Game g = (Game) o;
    if (g.node.ply != node.ply
        || !g.rules.equals(rules)
        || !g.outcome().equals(outcome())
        || !g.outcomePly().equals(outcomePly())) {
      return false;
    }
    for (Node a = node, b = g.node; a != null; a = a.parent, b = b.parent) {
      if (a == b) {
        return true;
      }
      if (!a.position.equals(b.position) || !Objects.equals(a.move, b.move)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, node.ply, node.position, startPosition(), outcome());
  }

  /**
   * A short description: start SFEN, number of moves and outcome.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "Game[start="
        + startPosition().toSfen()
        + ", moves="
        + node.ply
        + ", outcome="
        + outcome().map(Outcome::toString).orElse("none")
        + "]";
  }
}
