package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.csa.CsaReader;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The game a CSA server offers ({@code BEGIN Game_Summary} ... {@code END Game_Summary}), read into
 * typed fields: the protocol fields, the players, the side this client plays ({@code Your_Turn}),
 * the move limit, the time rules of each side, and the start position with the moves already played
 * and their charges (a game resumed mid-way).
 *
 * <h2>What is read</h2>
 *
 * <ul>
 *   <li>{@code key:value} lines: {@code Protocol_Version}, {@code Protocol_Mode}, {@code Format},
 *       {@code Declaration}, {@code Game_ID} (required), {@code Name+} and {@code Name-}
 *       (required), {@code Your_Turn} (required, {@code +} or {@code -}), {@code To_Move}, {@code
 *       Max_Moves} (0 or absent: no limit), {@code Rematch_On_Draw} ({@code YES} or {@code NO});
 *       any other key is kept in {@link #otherFields()}.
 *   <li>{@code BEGIN Time} ... {@code END Time} for both sides, {@code BEGIN Time+} / {@code BEGIN
 *       Time-} for one side (they override the common block): {@code Time_Unit} (default {@code
 *       1sec}), {@code Total_Time} (required in a block), {@code Byoyomi}, {@code Increment},
 *       {@code Least_Time_Per_Move} (each 0 when absent), {@code Time_Roundup} ({@code YES} or
 *       {@code NO}, default {@code NO}); other keys are kept in {@link #otherFields()} as {@code
 *       Time.key}, {@code Time+.key} or {@code Time-.key}. A side without any block has no time
 *       limit.
 *   <li>{@code BEGIN Position} ... {@code END Position} (required): CSA record text, read by
 *       shogi-kif's {@link CsaReader}: {@code PI}, {@code P1}-{@code P9}, {@code P+}/{@code P-},
 *       the side to move, then earlier moves such as {@code +7776FU,T3} (T in the time unit of the
 *       mover; a move without T was charged nothing).
 * </ul>
 *
 * {@code To_Move}, when present, must name the side to move at the start of the position block or
 * after its moves (servers differ on which they mean).
 *
 * <p>Immutable and thread-safe.
 */
public final class GameSummary {
  /** The most lines a summary may have (the earlier moves included). */
  public static final int MAX_LINES = 10_000;

  private final ImmutableMap<String, String> fields;
  private final ImmutableMap<String, String> other;
  private final String gameId;
  private final String senteName;
  private final String goteName;
  private final Color yourTurn;
  private final OptionalInt maxMoves;
  private final boolean rematchOnDraw;
  private final TimeRules[] time;
  private final Position start;
  private final ImmutableList<Move> earlierMoves;
  private final ImmutableList<Long> earlierCharges;
  private final ImmutableList<String> lines;

  private GameSummary(Parser p) {
    this.fields = ImmutableMap.copyOf(p.fields);
    this.other = ImmutableMap.copyOf(p.other);
    this.gameId = p.gameId;
    this.senteName = p.senteName;
    this.goteName = p.goteName;
    this.yourTurn = p.yourTurn;
    this.maxMoves = p.maxMoves;
    this.rematchOnDraw = p.rematchOnDraw;
    this.time = p.time;
    this.start = p.start;
    this.earlierMoves = ImmutableList.copyOf(p.moves);
    this.earlierCharges = ImmutableList.copyOf(p.charges);
    this.lines = ImmutableList.copyOf(p.lines);
  }

  /**
   * Reads a summary.
   *
   * @param lines the lines from {@code BEGIN Game_Summary} to {@code END Game_Summary}, both
   *     included, without line ends
   * @param firstLineNumber the number of the first line in the conversation, for messages
   * @return the summary
   * @throws CsaProtocolException ({@link CsaProtocolException.Kind#MALFORMED}) at the first line
   *     that is not allowed, or at the end line when a required field is missing
   */
  public static GameSummary parse(List<String> lines, int firstLineNumber) {
    Preconditions.checkNotNull(lines, "lines");
    return new GameSummary(new Parser(lines, firstLineNumber).parse());
  }

  /**
   * The value of a {@code key:value} line outside the blocks, as sent.
   *
   * @param key for example {@code "Protocol_Version"}
   * @return the value, empty when the line was absent
   */
  public Optional<String> field(String key) {
    return Optional.ofNullable(fields.get(key));
  }

  /**
   * {@code Protocol_Version}, for example {@code 1.2}.
   *
   * @return the version, empty when absent
   */
  public Optional<String> protocolVersion() {
    return field("Protocol_Version");
  }

  /**
   * {@code Protocol_Mode}: {@code Server} or {@code Direct}.
   *
   * @return the mode, empty when absent
   */
  public Optional<String> protocolMode() {
    return field("Protocol_Mode");
  }

  /**
   * {@code Format}, for example {@code Shogi 1.0}.
   *
   * @return the format, empty when absent
   */
  public Optional<String> format() {
    return field("Format");
  }

  /**
   * {@code Declaration}: the declaration rule (入玉宣言), for example {@code Jishogi 1.1} (the CSA
   * 27-point rule).
   *
   * @return the rule's name, empty when the game has none
   */
  public Optional<String> declaration() {
    return field("Declaration");
  }

  /**
   * {@code Game_ID}.
   *
   * @return the game's identifier
   */
  public String gameId() {
    return gameId;
  }

  /**
   * A player's name ({@code Name+} / {@code Name-}).
   *
   * @param color the side
   * @return the name
   */
  public String name(Color color) {
    return color == Color.SENTE ? senteName : goteName;
  }

  /**
   * The side this client plays ({@code Your_Turn}).
   *
   * @return the side
   */
  public Color yourTurn() {
    return yourTurn;
  }

  /**
   * {@code To_Move} as sent.
   *
   * @return the side, empty when absent
   */
  public Optional<Color> toMove() {
    return field("To_Move").map(v -> v.equals("+") ? Color.SENTE : Color.GOTE);
  }

  /**
   * {@code Max_Moves}: the move limit (in plies, 手数), after which the game ends as {@code
   * #MAX_MOVES}.
   *
   * @return the limit, empty for none
   */
  public OptionalInt maxMoves() {
    return maxMoves;
  }

  /**
   * {@code Rematch_On_Draw}.
   *
   * @return true when a drawn game is played again
   */
  public boolean rematchOnDraw() {
    return rematchOnDraw;
  }

  /**
   * A side's time rules.
   *
   * @param color the side
   * @return its rules; a side without a time block gets rules with no limit
   */
  public TimeRules timeRules(Color color) {
    return time[color.ordinal()];
  }

  /**
   * Keys the reader does not know, kept as sent ({@code Time.key} for a time block's).
   *
   * @return an immutable map in the order sent
   */
  public Map<String, String> otherFields() {
    return other;
  }

  /**
   * The position block's start position.
   *
   * @return the start
   */
  public Position startPosition() {
    return start;
  }

  /**
   * The moves already played in the position block (a resumed game).
   *
   * @return an immutable list, empty for a new game
   */
  public List<Move> earlierMoves() {
    return earlierMoves;
  }

  /**
   * The charge of each earlier move, in its mover's time units ({@code ,T<n>}; 0 without T).
   *
   * @return an immutable list as long as {@link #earlierMoves()}
   */
  public List<Long> earlierCharges() {
    return earlierCharges;
  }

  /**
   * The rules of the game: the CSA rules ({@link Rules#CSA}) with this game's move limit, and the
   * 27-point declaration (入玉宣言) for {@code Declaration:Jishogi 1.1}, none without a {@code
   * Declaration}.
   *
   * @return the rules
   */
  public Rules rules() {
    return rules(declaration().isPresent(), maxMoves);
  }

  private static Rules rules(boolean declaration, OptionalInt maxMoves) {
    Rules r = Rules.CSA.withImpasseRule(declaration ? ImpasseRule.POINTS_27 : ImpasseRule.NONE);
    return maxMoves.isPresent() ? r.withMoveLimit(maxMoves.getAsInt()) : r.withoutMoveLimit();
  }

  /**
   * The game as it stands when it starts: the start position and the earlier moves, under {@link
   * #rules()}.
   *
   * @return the game
   */
  public Game game() {
    return Game.replay(start, earlierMoves, rules());
  }

  /**
   * The clocks when the game starts: the full main times, charged with the earlier moves.
   *
   * @return the clock
   */
  public CsaClock clock() {
    CsaClock c = CsaClock.start(time[0], time[1]);
    Position p = start;
    for (int i = 0; i < earlierMoves.size(); i++) {
      c = c.charge(p.sideToMove(), earlierCharges.get(i));
      p = p.play(earlierMoves.get(i));
    }
    return c;
  }

  /**
   * The summary's lines as received.
   *
   * @return an immutable list from {@code BEGIN Game_Summary} to {@code END Game_Summary}
   */
  public List<String> lines() {
    return lines;
  }

  @Override
  public String toString() {
    return "GameSummary{"
        + gameId
        + ": "
        + senteName
        + " vs "
        + goteName
        + ", you play "
        + CsaMoves.side(yourTurn)
        + "}";
  }

  /** Reads the lines once; its fields become the summary's. */
  private static final class Parser {
    private static final List<String> KNOWN =
        List.of(
            "Protocol_Version",
            "Protocol_Mode",
            "Format",
            "Declaration",
            "Game_ID",
            "Name+",
            "Name-",
            "Your_Turn",
            "To_Move",
            "Max_Moves",
            "Rematch_On_Draw");
    private static final String[] TIME_BLOCKS = {"Time", "Time+", "Time-"};

    private final List<String> lines;
    private final int first;
    private final Map<String, String> fields = new LinkedHashMap<>();
    private final Map<String, String> other = new LinkedHashMap<>();

    /** The rules of each block by TIME_BLOCKS index, null when absent. */
    private final TimeRules[] blocks = new TimeRules[3];

    private String gameId;
    private String senteName;
    private String goteName;
    private Color yourTurn;
    private OptionalInt maxMoves = OptionalInt.empty();
    private boolean rematchOnDraw;
    private TimeRules[] time;
    private Position start;
    private List<Move> moves = List.of();
    private final List<Long> charges = new java.util.ArrayList<>();
    private int i;

    Parser(List<String> lines, int first) {
      this.lines = lines;
      this.first = first;
    }

    private CsaProtocolException error(int index, String message) {
      int at = Math.min(index, lines.size() - 1);
      return new CsaProtocolException(
          CsaProtocolException.Kind.MALFORMED,
          first + at,
          at < 0 ? "" : lines.get(at),
          message,
          null);
    }

    Parser parse() {
      if (lines.isEmpty() || !lines.get(0).equals("BEGIN Game_Summary")) {
        throw error(0, "expected BEGIN Game_Summary");
      }
      if (lines.size() > MAX_LINES) {
        throw error(MAX_LINES, "a Game_Summary longer than " + MAX_LINES + " lines");
      }
      boolean ended = false;
      for (i = 1; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.equals("END Game_Summary")) {
          ended = true;
          if (i != lines.size() - 1) {
            throw error(i + 1, "a line after END Game_Summary");
          }
          break;
        }
        if (line.equals("BEGIN Position")) {
          position();
        } else if (line.startsWith("BEGIN ")) {
          timeBlock(line.substring(6));
        } else {
          int colon = line.indexOf(':');
          if (colon <= 0) {
            throw error(i, "expected key:value, BEGIN Time, BEGIN Position or END Game_Summary");
          }
          String key = line.substring(0, colon);
          String value = line.substring(colon + 1);
          if (fields.containsKey(key) || other.containsKey(key)) {
            throw error(i, "a second " + key + " line");
          }
          if (KNOWN.contains(key)) {
            fields.put(key, value);
            field(key, value);
          } else {
            other.put(key, value);
          }
        }
      }
      if (!ended) {
        throw error(lines.size(), "the summary ends without END Game_Summary");
      }
      int end = lines.size() - 1;
      if (gameId == null || senteName == null || goteName == null || yourTurn == null) {
        throw error(
            end,
            "missing "
                + (gameId == null
                    ? "Game_ID"
                    : senteName == null ? "Name+" : goteName == null ? "Name-" : "Your_Turn"));
      }
      if (start == null) {
        throw error(end, "missing BEGIN Position");
      }
      TimeRules none = new TimeRules(Duration.ofSeconds(1), 0, 0, 0, 0, false);
      time = new TimeRules[2];
      for (Color c : Color.values()) {
        TimeRules side = blocks[1 + c.ordinal()];
        time[c.ordinal()] = side != null ? side : blocks[0] != null ? blocks[0] : none;
      }
      Optional<Color> toMove =
          Optional.ofNullable(fields.get("To_Move"))
              .map(v -> v.equals("+") ? Color.SENTE : Color.GOTE);
      Color after = moves.size() % 2 == 0 ? start.sideToMove() : start.sideToMove().opposite();
      if (toMove.isPresent() && toMove.get() != start.sideToMove() && toMove.get() != after) {
        throw error(
            end,
            "To_Move:"
                + fields.get("To_Move")
                + " names neither the side to move "
                + "at the start of the position block nor after its moves");
      }
      if (Game.replay(start, moves, rules(declared(), maxMoves)).isOver()) {
        throw error(end, "the earlier moves of the position block end the game already");
      }
      return this;
    }

    private boolean declared() {
      return fields.containsKey("Declaration");
    }

    private void field(String key, String value) {
      switch (key) {
        case "Game_ID" -> gameId = nonEmpty(key, value);
        case "Name+" -> senteName = nonEmpty(key, value);
        case "Name-" -> goteName = nonEmpty(key, value);
        case "Your_Turn" -> yourTurn = sign(key, value);
        case "To_Move" -> sign(key, value);
        case "Max_Moves" -> {
          long n = number(key, value);
          if (n > Integer.MAX_VALUE) {
            throw error(i, "Max_Moves too large: " + value);
          }
          maxMoves = n == 0 ? OptionalInt.empty() : OptionalInt.of((int) n);
        }
        case "Rematch_On_Draw" -> rematchOnDraw = yesNo(key, value);
        case "Declaration" -> {
          if (!value.equals("Jishogi 1.1")) {
            throw error(i, "unknown Declaration \"" + value + "\" (known: Jishogi 1.1)");
          }
        }
        default -> {}
      }
    }

    private String nonEmpty(String key, String value) {
      if (value.isEmpty()) {
        throw error(i, key + " is empty");
      }
      return value;
    }

    private Color sign(String key, String value) {
      return switch (value) {
        case "+" -> Color.SENTE;
        case "-" -> Color.GOTE;
        default -> throw error(i, key + " must be + or -");
      };
    }

    private boolean yesNo(String key, String value) {
      return switch (value) {
        case "YES" -> true;
        case "NO" -> false;
        default -> throw error(i, key + " must be YES or NO");
      };
    }

    private long number(String key, String value) {
      if (value.isEmpty() || value.length() > 15 || !value.chars().allMatch(Character::isDigit)) {
        throw error(i, key + " must be a whole number of at most 15 digits");
      }
      return Long.parseLong(value);
    }

    private void timeBlock(String name) {
      int b = List.of(TIME_BLOCKS).indexOf(name);
      if (b < 0) {
        throw error(
            i, "unknown block BEGIN " + name + " (expected Time, Time+, Time- or Position)");
      }
      if (blocks[b] != null) {
        throw error(i, "a second BEGIN " + name);
      }
      int begin = i;
      Duration unit = Duration.ofSeconds(1);
      long total = -1;
      long[] figures = new long[3];
      boolean roundUp = false;
      List<String> seen = new java.util.ArrayList<>();
      for (i = begin + 1; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.equals("END " + name)) {
          if (total < 0) {
            throw error(i, "BEGIN " + name + " without Total_Time");
          }
          blocks[b] = new TimeRules(unit, total, figures[0], figures[1], figures[2], roundUp);
          return;
        }
        int colon = line.indexOf(':');
        if (colon <= 0) {
          throw error(i, "expected key:value or END " + name);
        }
        String key = line.substring(0, colon);
        String value = line.substring(colon + 1);
        if (seen.contains(key)) {
          throw error(i, "a second " + key + " line in BEGIN " + name);
        }
        seen.add(key);
        switch (key) {
          case "Time_Unit" ->
              unit =
                  TimeRules.parseUnit(value)
                      .orElseThrow(
                          () ->
                              error(
                                  i,
                                  "Time_Unit must be a count and msec, sec or min, such as 1sec"));
          case "Total_Time" -> total = number(key, value);
          case "Byoyomi" -> figures[0] = number(key, value);
          case "Increment" -> figures[1] = number(key, value);
          case "Least_Time_Per_Move" -> figures[2] = number(key, value);
          case "Time_Roundup" -> roundUp = yesNo(key, value);
          default -> other.put(name + "." + key, value);
        }
      }
      throw error(begin, "BEGIN " + name + " without END " + name);
    }

    private void position() {
      if (start != null) {
        throw error(i, "a second BEGIN Position");
      }
      int begin = i;
      StringBuilder text = new StringBuilder();
      for (i = begin + 1; i < lines.size(); i++) {
        if (lines.get(i).equals("END Position")) {
          readPosition(begin, text.toString());
          return;
        }
        text.append(lines.get(i)).append('\n');
      }
      throw error(begin, "BEGIN Position without END Position");
    }

    private void readPosition(int begin, String text) {
      List<ReadResult> read = CsaReader.instance().readAll(text, ReadOptions.defaults());
      if (read.size() != 1 || !read.get(0).isOk()) {
        String why =
            read.size() != 1
                ? "the position block holds " + read.size() + " records"
                : read.get(0).error().map(e -> e.getMessage()).orElse("unreadable");
        int at = begin;
        if (read.size() == 1
            && read.get(0).error().isPresent()
            && read.get(0).error().get().line().isPresent()) {
          at = begin + read.get(0).error().get().line().getAsInt();
        }
        throw error(at, "position block: " + why);
      }
      GameRecord record = read.get(0).record();
      if (record.result().isPresent() || record.mainLine().ending().isPresent()) {
        throw error(
            begin, "position block ends the game (" + record.resultText().orElse("%") + ")");
      }
      start = record.start().position();
      moves = new java.util.ArrayList<>();
      for (RecordMove m : record.moves()) {
        if (m.isIllegal()) {
          throw error(begin, "position block: an illegal move " + m.text());
        }
        moves.add(m.move());
        charges.add(m.time().map(Duration::getSeconds).orElse(0L));
      }
    }
  }
}
