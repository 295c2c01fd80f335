package io.github.shogi4j.cli;

import io.github.shogi4j.cli.json.Json;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.match.EloEstimate;
import io.github.shogi4j.search.match.Match;
import io.github.shogi4j.search.match.MatchConfig;
import io.github.shogi4j.search.match.MatchGame;
import io.github.shogi4j.search.match.MatchListener;
import io.github.shogi4j.search.match.MatchResult;
import io.github.shogi4j.search.match.TimeControl;
import io.github.shogi4j.search.usi.LineReader;
import io.github.shogi4j.search.usi.LineTooLongException;
import io.github.shogi4j.search.usi.UsiClient;
import io.github.shogi4j.search.usi.UsiEngineException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code shogi match}: two USI engines play a series of games, colors alternating, adjudicated by
 * the rules; the result with an Elo estimate, and optionally one record per game.
 */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description =
        "Play two USI engines against each other, colors alternating, adjudicated by "
            + "the rules (sennichite, perpetual check, declarations, move limit, illegal moves, time); "
            + "progress on standard error.",
    footer = {
      "",
      "JSON: {\"games\": n, \"wins\": [a, b], \"draws\": d, \"elo\": e, \"eloError\": x}"
          + " (elo and eloError are null when one engine won every game).",
      "",
      "Records name each engine by its id name and the --option values given to it (a number is "
          + "added when the two would still read the same), carry 開始日時, 終了日時 and 持ち時間, "
          + "and end with the KIF summary naming the winner. A record whose characters Shift_JIS "
          + "cannot hold (an engine's name, say) is written as .kifu (or .ki2u) in UTF-8 instead, "
          + "with a note on standard error; a record that cannot be written at all is reported and "
          + "the match goes on (exit code 1 at the end).",
      "",
      "Example: shogi match --engine \"./shogi usi\" --engine \"/opt/yaneuraou/YaneuraOu\" "
          + "--games 10 --byoyomi 1000 --out games --json"
    })
public final class MatchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin CommonOptions common;

  @Option(
      names = "--engine",
      required = true,
      paramLabel = "CMD",
      description =
          "An engine's command line (split at spaces; quote an argument that has one); "
              + "give exactly two. The first engine has sente in the odd games.")
  List<String> engines = new ArrayList<>();

  @Option(
      names = "--option",
      paramLabel = "N:NAME=VALUE",
      description =
          "An option for engine N (1 or 2, in the order of --engine), sent with "
              + "setoption before the first game, for example --option \"2:Skill Level=5\"; "
              + "N:NAME alone presses a button option. Repeatable.")
  List<String> engineOptions = new ArrayList<>();

  @Option(names = "--games", defaultValue = "2", description = "Games to play (default: 2).")
  int games;

  @Option(
      names = "--byoyomi",
      defaultValue = "1000",
      paramLabel = "MS",
      description = "Byoyomi per move in milliseconds (default: 1000; 0 with --inc).")
  long byoyomi;

  @Option(
      names = "--time",
      defaultValue = "0",
      paramLabel = "MS",
      description = "Main time per side in milliseconds (default: 0).")
  long mainTime;

  @Option(
      names = "--inc",
      defaultValue = "0",
      paramLabel = "MS",
      description = "Increment per move in milliseconds instead of byoyomi (default: 0).")
  long increment;

  @Option(
      names = "--margin",
      defaultValue = "1000",
      paramLabel = "MS",
      description = "Lateness tolerated before a loss on time (default: 1000).")
  long margin;

  @Option(
      names = "--rules",
      defaultValue = "csa",
      description =
          "Rules: csa (27-point declaration, draw at 256 moves), jsa, casual " + "(default: csa).")
  String rules;

  @Option(
      names = "--max-moves",
      paramLabel = "N",
      description = "Draw at this many moves instead of the rules' limit.")
  Integer maxMoves;

  @Option(
      names = "--openings",
      paramLabel = "FILE",
      description =
          "Start positions, one a line (USI position or SFEN); each is played twice, "
              + "colors swapped.")
  Path openings;

  @Option(names = "--out", paramLabel = "DIR", description = "Write one record per game here.")
  Path out;

  @Option(
      names = "--format",
      defaultValue = "kif",
      paramLabel = "FORMAT",
      description =
          "Format of the records: kif (Shift_JIS), kifu (UTF-8), ki2, ki2u, csa (CSA "
              + "V3.0, UTF-8) or jkf (default: kif).")
  String format;

  /** Creates the command; picocli fills in the options. */
  public MatchCommand() {}

  @Override
  public Integer call() throws IOException {
    if (engines.size() != 2) {
      throw new ParameterException(
          spec.commandLine(), "give --engine exactly twice, not " + engines.size() + " times");
    }
    List<List<String[]>> perEngine = List.of(new ArrayList<>(), new ArrayList<>());
    for (String o : engineOptions) {
      Matcher m = OPTION.matcher(o);
      if (!m.matches()) {
        throw new ParameterException(
            spec.commandLine(),
            "--option \"" + o + "\": write N:NAME=VALUE (N is 1 or 2), or N:NAME for a button");
      }
      perEngine
          .get(m.group(1).charAt(0) - '1')
          .add(new String[] {m.group(2).strip(), m.group(3) == null ? "" : m.group(3)});
    }
    this.options = perEngine;
    if (games < 1) {
      throw new ParameterException(spec.commandLine(), "--games must be at least 1");
    }
    Rules r =
        Rules.preset(rules)
            .orElseThrow(
                () ->
                    new ParameterException(
                        spec.commandLine(), "unknown rules \"" + rules + "\" (csa, jsa, casual)"));
    if (maxMoves != null) {
      if (maxMoves < 1) {
        throw new ParameterException(
            spec.commandLine(), "--max-moves must be 1 or more, not " + maxMoves);
      }
      r = r.withMoveLimit(maxMoves);
    }
    String[] timeNames = {"--time", "--byoyomi", "--inc", "--margin"};
    long[] times = {mainTime, byoyomi, increment, margin};
    for (int i = 0; i < times.length; i++) {
      if (times[i] < 0) {
        throw new ParameterException(
            spec.commandLine(), timeNames[i] + " must be 0 or more milliseconds, not " + times[i]);
      }
    }
    TimeControl tc;
    try {
      tc =
          new TimeControl(
              Duration.ofMillis(mainTime),
              Duration.ofMillis(increment > 0 ? 0 : byoyomi),
              Duration.ofMillis(increment),
              Duration.ofMillis(margin));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    List<SearchRequest> starts = List.of();
    if (openings != null) {
      starts = MatchConfig.readOpenings(openingLines(openings), r);
    }
    KifuFileType recordFormat =
        KifuFileType.fromExtension(format)
            .filter(t -> t.extension().equalsIgnoreCase(format))
            .filter(RECORD_FORMATS::contains)
            .orElseThrow(
                () ->
                    new ParameterException(
                        spec.commandLine(),
                        "unknown --format \"" + format + "\" (kif, kifu, ki2, ki2u, csa, jkf)"));
    if (out != null) {
      Files.createDirectories(out);
    }
    MatchConfig config = new MatchConfig(games, tc, r, starts);
    TimeControl clock = tc;
    PrintWriter err = spec.commandLine().getErr();
    boolean[] lost = {false};
    try (UsiClient a = engine(0);
        UsiClient b = engine(1)) {
      List<String> names = names(a, b);
      MatchResult result =
          new Match(a, names.get(0), b, names.get(1), config)
              .run(
                  new MatchListener() {
                    private ZonedDateTime started = ZonedDateTime.now();

                    @Override
                    public void gameStarted(int number, String sente, String gote) {
                      started = ZonedDateTime.now();
                    }

                    @Override
                    public void gameFinished(MatchGame g) {
                      err.printf(
                          "game %d/%d: %s (sente) vs %s (gote): %s after %d moves: %s%n",
                          g.number(),
                          games,
                          g.senteName(),
                          g.goteName(),
                          describe(g),
                          g.game().ply(),
                          g.detail());
                      if (out != null) {
                        MatchRecords.Context context =
                            new MatchRecords.Context(
                                "shogi4j match", clock, started, ZonedDateTime.now());
                        lost[0] |= !write(g, recordFormat, context, err);
                      }
                      err.flush();
                    }
                  });
      print(result);
    }
    return lost[0] ? Errors.INVALID_INPUT : Errors.OK;
  }

  private static final List<KifuFileType> RECORD_FORMATS =
      List.of(
          KifuFileType.KIF,
          KifuFileType.KIFU,
          KifuFileType.KI2,
          KifuFileType.KI2U,
          KifuFileType.CSA,
          KifuFileType.JKF);

  /**
   * The engines' names for the records and messages: the {@code id name} with the options given to
   * the engine, and a number when the two would still read the same.
   */
  private List<String> names(UsiClient a, UsiClient b) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      UsiClient c = i == 0 ? a : b;
      List<String> given = new ArrayList<>();
      for (String[] o : options.get(i)) {
        given.add(o[1].isEmpty() ? o[0] : o[0] + "=" + o[1]);
      }
      names.add(c.name() + (given.isEmpty() ? "" : " (" + String.join(", ", given) + ")"));
    }
    if (names.get(0).equals(names.get(1))) {
      return List.of(names.get(0) + " #1", names.get(1) + " #2");
    }
    return names;
  }

  /** The lines of the openings file, each at most {@link LineReader#DEFAULT_MAX_LENGTH}. */
  private static List<String> openingLines(Path file) {
    List<String> lines = new ArrayList<>();
    try (LineReader r = TextLines.of(file)) {
      for (Optional<String> l; (l = r.readLine()).isPresent(); ) {
        lines.add(l.get());
      }
      return lines;
    } catch (LineTooLongException e) {
      throw new InputException(
          "--openings " + file + ":" + e.lineNumber(),
          "line longer than " + e.maxLength() + " characters (it starts \"" + e.start() + "...\")",
          e);
    } catch (IOException e) {
      throw new InputException("--openings " + file, "cannot read: " + Errors.ioReason(e), e);
    }
  }

  private static final Pattern OPTION = Pattern.compile("([12]):([^=]*[^=\\s][^=]*)(?:=(.*))?");

  /** The options given for each engine, as name and value. */
  private List<List<String[]>> options = List.of(List.of(), List.of());

  private UsiClient engine(int i) {
    return startEngine(engines.get(i), options.get(i), "engine " + (i + 1));
  }

  /**
   * Starts a USI engine from its command line (split as {@link #split} does) and sets its options,
   * the one way every command that drives engines starts them.
   *
   * @param command the engine's command line
   * @param options each option's name and value
   * @param which how the engine is named in an options error (e.g. {@code "engine 2"}), or empty to
   *     name it by its {@code id name} alone
   * @return the engine, ready
   * @throws InputException naming {@code --engine} if it does not start, or {@code --option} if an
   *     option is refused
   */
  static UsiClient startEngine(String command, List<String[]> options, String which) {
    UsiClient c;
    try {
      c = UsiClient.start(UsiClient.Config.of(split(command)));
    } catch (UsiEngineException e) {
      throw new InputException("--engine " + command, e.getMessage(), e);
    }
    try {
      for (String[] o : options) {
        c.setOption(o[0], o[1]);
      }
      if (!options.isEmpty()) {
        c.isReady();
      }
      return c;
    } catch (IllegalArgumentException | UsiEngineException e) {
      c.close();
      throw new InputException(
          "--option for " + (which.isEmpty() ? c.name() : which + " (" + c.name() + ")"),
          e.getMessage(),
          e);
    }
  }

  private static String describe(MatchGame g) {
    return g.outcome().winner().map(c -> c.name().toLowerCase(Locale.ROOT) + " wins").orElse("draw")
        + " by "
        + g.reason();
  }

  private void print(MatchResult result) {
    PrintWriter o = spec.commandLine().getOut();
    if (common.json()) {
      EloEstimate e = result.elo();
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("games", result.games().size());
      json.put("wins", List.of(result.wins(0), result.wins(1)));
      json.put("draws", result.draws());
      json.put("elo", Double.isFinite(e.elo()) ? round(e.elo()) : null);
      json.put("eloError", Double.isFinite(e.error()) ? round(e.error()) : null);
      o.println(Json.write(json));
    } else {
      o.print(result.table());
    }
    o.flush();
  }

  private static double round(double d) {
    return Math.round(d * 10) / 10.0;
  }

  /**
   * Writes one game's record; never throws, so that no record ends the match. A KIF or KI2 record
   * that Shift_JIS cannot hold is written in UTF-8 (.kifu, .ki2u) instead, with a note.
   *
   * @return false when the record could not be written at all (said on standard error)
   */
  private boolean write(
      MatchGame g, KifuFileType f, MatchRecords.Context context, PrintWriter err) {
    String what = spec.qualifiedName() + ": game " + g.number() + ": ";
    try {
      GameRecord record = MatchRecords.of(g, context);
      try {
        writeRecord(record, f, g.number());
        return true;
      } catch (KifuWriteException e) {
        KifuFileType utf8 = KifuFileType.of(f.format(), StandardCharsets.UTF_8);
        if (utf8 == f || !utf8.charset().equals(StandardCharsets.UTF_8)) {
          throw e;
        }
        Path file = writeRecord(record, utf8, g.number());
        err.println(
            what
                + "the ."
                + f.extension()
                + " record cannot be written ("
                + e.getMessage()
                + "); written as "
                + file
                + " (UTF-8) instead");
        return true;
      }
    } catch (RuntimeException e) {
      err.println(what + "record not written: " + Errors.describe(e));
      return false;
    }
  }

  /** Writes a record as {@code game-NNN.ext}; CSA as V3.0 in UTF-8 (it declares its encoding). */
  private Path writeRecord(GameRecord record, KifuFileType f, int number) {
    Path file = out.resolve(String.format("game-%03d.%s", number, f.extension()));
    if (f == KifuFileType.CSA) {
      WriteOptions utf8 = WriteOptions.defaults().withCharset(StandardCharsets.UTF_8);
      byte[] bytes = Kifu.encode(CsaWriter.v30().write(record, utf8), StandardCharsets.UTF_8);
      try {
        Files.write(file, bytes);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write " + file, e);
      }
    } else {
      Kifu.write(record, file, WriteOptions.defaults());
    }
    return file;
  }

  /** Splits a command line at spaces, keeping quoted parts ("..." or '...') together. */
  static List<String> split(String command) {
    List<String> parts = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    char quote = 0;
    boolean any = false;
    for (int i = 0; i < command.length(); i++) {
      char c = command.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          cur.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        any = true;
      } else if (Character.isWhitespace(c)) {
        if (any || cur.length() > 0) {
          parts.add(cur.toString());
          cur.setLength(0);
          any = false;
        }
      } else {
        cur.append(c);
      }
    }
    if (quote != 0) {
      throw new InputException("--engine " + command, "unbalanced quote");
    }
    if (any || cur.length() > 0) {
      parts.add(cur.toString());
    }
    if (parts.isEmpty()) {
      throw new InputException("--engine", "empty engine command");
    }
    return parts;
  }
}
