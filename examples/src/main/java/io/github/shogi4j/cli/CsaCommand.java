package io.github.shogi4j.cli;

import io.github.shogi4j.cli.json.Json;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.csa.CsaClient;
import io.github.shogi4j.search.csa.CsaGame;
import io.github.shogi4j.search.csa.CsaListener;
import io.github.shogi4j.search.csa.CsaPlayer;
import io.github.shogi4j.search.csa.CsaProtocolException;
import io.github.shogi4j.search.csa.GameSummary;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.usi.UsiClient;
import io.github.shogi4j.search.usi.UsiEngineException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi csa}: plays a USI engine, or this library's engine, on a CSA protocol server
 * (floodgate and the like), writing each game as a record and reporting it on standard output.
 */
@Command(
    name = "csa",
    mixinStandardHelpOptions = true,
    description =
        "Play games on a CSA protocol server (floodgate, championship servers) with a USI "
            + "engine (--engine) or this library's engine (--level): the server's clock becomes go "
            + "btime/wtime/byoyomi/binc/winc minus --margin; each game is written to --out as a record "
            + "and reported on standard output (one JSON object a game with --json: number, gameId, "
            + "sente, gote, you, moves, result, reason, winner, termination, file). The connection is "
            + "made again after a game (the plain protocol closes it) or when it drops.",
    footer = {
      "",
      "Examples:",
      "  shogi csa --engine \"./shogi usi\" --host wdoor.c.u-tokyo.ac.jp --port 4081 "
          + "--id mybot --password floodgate-300-10F,secret --games 3 --out games --pv-comments",
      "  shogi csa --level hard --host localhost --id bot --password test-600-10,x --json"
    })
public final class CsaCommand extends CliCommand {

  @Option(
      names = "--engine",
      paramLabel = "CMD",
      description =
          "The USI engine's command line (split at spaces; quote an argument that has "
              + "one). Give this or --level.")
  String engine;

  @Option(
      names = "--level",
      paramLabel = "L",
      converter = LevelConverter.class,
      description = "Play this library's engine in-process instead: easy, normal or hard.")
  Level level;

  @Option(
      names = "--option",
      paramLabel = "NAME=VALUE",
      description = "An option sent to the --engine with setoption before the first game.")
  List<String> engineOptions = new ArrayList<>();

  @Option(names = "--host", required = true, paramLabel = "H", description = "The server.")
  String host;

  @Option(
      names = "--port",
      defaultValue = "4081",
      paramLabel = "P",
      description = "The server's port (default: 4081).")
  int port;

  @Option(names = "--id", required = true, paramLabel = "NAME", description = "The login name.")
  String id;

  @Option(
      names = "--password",
      required = true,
      paramLabel = "P",
      description =
          "The password, sent as given (floodgate: GAMENAME,TRIP such as "
              + "floodgate-300-10F,secret).")
  String password;

  @Option(
      names = "--x1",
      description = "Log in in shogi-server's extended mode (LOGIN id " + "password x1).")
  boolean x1;

  @Option(
      names = "--game",
      paramLabel = "NAME",
      description = "In extended mode, ask for this game with %%%%GAME NAME *.")
  String game;

  @Option(
      names = "--games",
      defaultValue = "1",
      paramLabel = "N",
      description = "Games to play (default: 1).")
  int games;

  @Option(names = "--out", paramLabel = "DIR", description = "Write one record per game here.")
  Path out;

  @Option(
      names = "--format",
      defaultValue = "csa",
      paramLabel = "FORMAT",
      description = "Format of the records: csa (V3, UTF-8; default), kif, kifu, ki2, ki2u, jkf.")
  String format;

  @Option(
      names = "--margin",
      defaultValue = "1000",
      paramLabel = "MS",
      description = "Time kept on each move for the network, in milliseconds (default: 1000).")
  long margin;

  @Option(
      names = "--keepalive",
      defaultValue = "30",
      paramLabel = "S",
      description = "Send a blank line after this many idle seconds; 0 for never (default: 30).")
  int keepAlive;

  @Option(
      names = "--pv-comments",
      description =
          "Send floodgate's comment with each move: ,'* SCORE PV (score from sente's " + "side).")
  boolean pvComments;

  @Option(
      names = "--reconnects",
      defaultValue = "5",
      paramLabel = "N",
      description =
          "Connect again at most this many times in a row after a dropped connection "
              + "(default: 5).")
  int reconnects;

  @Mixin EngineOptions builtIn;

  /** Creates the command; picocli fills in the options. */
  public CsaCommand() {}

  @Override
  public Integer call() throws IOException {
    if ((engine == null) == (level == null)) {
      throw usage("give either --engine or --level");
    }
    builtIn.check(spec, level != null);
    if (games < 1) {
      throw usage("--games must be at least 1, not " + games);
    }
    if (margin < 0) {
      throw usage("--margin must be 0 or more milliseconds, not " + margin);
    }
    if (keepAlive < 0) {
      throw usage("--keepalive must be 0 or more seconds, not " + keepAlive);
    }
    if (game != null && !x1) {
      throw usage("--game needs --x1 (the plain protocol names the game in the password)");
    }
    KifuFileType recordFormat =
        KifuFileType.fromExtension(format)
            .filter(t -> t.extension().equalsIgnoreCase(format))
            .filter(t -> t.format() != KifuFormat.SFEN && t.format() != KifuFormat.USI)
            .orElseThrow(
                () ->
                    usage("unknown --format \"" + format + "\" (csa, kif, kifu, ki2, ki2u, jkf)"));
    CsaClient.Config connection;
    try {
      connection =
          CsaClient.Config.of(host, port, id, password)
              .withX1(x1)
              .withKeepAlive(Duration.ofSeconds(keepAlive));
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
    if (out != null) {
      Files.createDirectories(out);
    }
    CsaPlayer.Config config =
        CsaPlayer.Config.defaults()
            .withMargin(Duration.ofMillis(margin))
            .withPvComments(pvComments)
            .withReconnects(reconnects, Duration.ofSeconds(1))
            .withX1Game(Optional.ofNullable(game));
    Searcher searcher = level != null ? builtIn.searcher(level) : engine();
    try {
      new CsaPlayer(searcher, config).run(connection, games, new Reporter(recordFormat));
    } catch (CsaProtocolException e) {
      throw new InputException(host + ":" + port, e.getMessage(), e);
    } catch (SearchException | UsiEngineException e) {
      throw new InputException(searcher.name(), e.getMessage(), e);
    } finally {
      if (searcher instanceof UsiClient c) {
        c.close();
      }
    }
    return Errors.OK;
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }

  private UsiClient engine() {
    List<String[]> options =
        engineOptions.stream()
            .map(
                o -> {
                  int eq = o.indexOf('=');
                  return eq < 0
                      ? new String[] {o, ""}
                      : new String[] {o.substring(0, eq), o.substring(eq + 1)};
                })
            .toList();
    return MatchCommand.startEngine(engine, options, "");
  }

  /** Reports each game: a line on standard error as it starts, the record, the result line. */
  private final class Reporter implements CsaListener {
    private final KifuFileType recordFormat;
    private int number;

    Reporter(KifuFileType recordFormat) {
      this.recordFormat = recordFormat;
    }

    @Override
    public void gameStarted(GameSummary s) {
      err()
          .printf(
              "game %s: %s (sente) vs %s (gote), playing %s%n",
              s.gameId(), s.name(Color.SENTE), s.name(Color.GOTE), side(s.yourTurn()));
      err().flush();
    }

    @Override
    public void reconnecting(int attempt, CsaProtocolException cause) {
      err().printf("connecting again (attempt %d): %s%n", attempt, cause.getMessage());
      err().flush();
    }

    @Override
    public void gameFinished(CsaGame g) {
      number++;
      Optional<Path> file = Optional.empty();
      if (out != null) {
        file =
            Optional.of(
                out.resolve(
                    String.format(
                        "game-%03d-%s.%s",
                        number, safe(g.summary().gameId()), recordFormat.extension())));
        write(g.toRecord(), file.get());
      }
      PrintWriter o = out();
      String result =
          g.outcome()
              .winner()
              .map(w -> w == g.you() ? "win" : "lose")
              .orElse(g.end().verdict().isEmpty() ? "aborted" : "draw");
      if (json()) {
        Map<String, Object> j = new LinkedHashMap<>();
        j.put("game", number);
        j.put("gameId", g.summary().gameId());
        j.put("sente", g.summary().name(Color.SENTE));
        j.put("gote", g.summary().name(Color.GOTE));
        j.put("you", side(g.you()));
        j.put("moves", g.game().ply());
        j.put("result", result);
        j.put("reason", g.end().toString());
        j.put("winner", g.outcome().winner().map(CsaCommand::side).orElse(null));
        j.put("termination", g.outcome().termination().name().toLowerCase(Locale.ROOT));
        j.put("file", file.map(Path::toString).orElse(null));
        o.println(Json.write(j));
      } else {
        o.printf(
            "game %d %s: %s after %d moves (%s)%s%n",
            number,
            g.summary().gameId(),
            result,
            g.game().ply(),
            g.detail(),
            file.map(f -> ", written to " + f).orElse(""));
      }
      o.flush();
    }

    private void write(GameRecord record, Path file) {
      if (recordFormat == KifuFileType.CSA) {
        WriteOptions utf8 = WriteOptions.defaults().withCharset(StandardCharsets.UTF_8);
        String text = CsaWriter.v30().write(record, utf8);
        try {
          Files.write(file, Kifu.encode(text, StandardCharsets.UTF_8));
        } catch (IOException e) {
          throw new java.io.UncheckedIOException("cannot write " + file, e);
        }
      } else {
        Kifu.write(record, file, WriteOptions.defaults());
      }
    }
  }

  private static String side(Color c) {
    return c == Color.SENTE ? "sente" : "gote";
  }

  /** A game ID as a file name part: characters other than letters, digits, - and _ become _. */
  private static String safe(String s) {
    String t = s.replaceAll("[^A-Za-z0-9_-]", "_");
    return t.length() > 100 ? t.substring(0, 100) : t;
  }
}
