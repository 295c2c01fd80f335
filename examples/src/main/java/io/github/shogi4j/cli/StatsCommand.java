package io.github.shogi4j.cli;

import io.github.shogi4j.cli.RecordPipeline.Batch;
import io.github.shogi4j.cli.json.Json;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Rating;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi stats}: what a collection of game records (棋譜) holds, counted on all cores: games,
 * results by side, lengths, openings by their first moves, endings, players and their ratings.
 * Memory holds the counts only: one entry per distinct opening sequence and per player.
 */
@Command(
    name = "stats",
    mixinStandardHelpOptions = true,
    description =
        "Count games, results by side, lengths, openings (first moves), endings, "
            + "players and ratings of record files, folders or archives, on all cores.",
    footer = {
      "",
      "JSON (one object): {\"records\", \"games\", \"unreadable\", \"results\": "
          + "{\"sente\", \"gote\", \"draw\", \"none\"}, \"lengths\": {\"0-19\": n, ...}, "
          + "\"averageLength\", \"openings\": [{\"moves\", \"games\"}], \"endings\": {TERMINATION: n}, "
          + "\"players\": [{\"name\", \"games\", \"wins\", \"rating\"}], \"ratings\": {\"games\", "
          + "\"min\", \"mean\", \"max\"}, \"sourceErrors\": [...]}"
    })
public final class StatsCommand extends CollectionCommand {
  /** The width of a length bucket, in moves. */
  static final int BUCKET = 20;

  /** The first length of the last, open bucket. */
  static final int LAST_BUCKET = 200;

  @Option(
      names = "--opening-moves",
      paramLabel = "N",
      defaultValue = "4",
      description = "How many first moves name an opening (default 4).")
  int openingMoves;

  @Option(
      names = "--top",
      paramLabel = "N",
      defaultValue = "10",
      description = "How many openings and players to list (default 10).")
  int top;

  /** Creates the command; picocli fills in the options. */
  public StatsCommand() {}

  /** One player's counts. */
  private static final class Player {
    long games;
    long wins;
    long rated;
    double rateSum;

    void merge(Player o) {
      games += o.games;
      wins += o.wins;
      rated += o.rated;
      rateSum += o.rateSum;
    }
  }

  /** Counts of a batch, merged into the totals. */
  private static final class Counts {
    long records;
    long games;
    long unreadable;
    long moves;
    final long[] results = new long[4]; // sente, gote, draw, none
    final long[] lengths = new long[LAST_BUCKET / BUCKET + 1];
    final Map<String, Long> openings = new HashMap<>();
    final Map<String, Long> endings = new TreeMap<>();
    final Map<String, Player> players = new HashMap<>();
    long ratedGames;
    double rateMin = Double.POSITIVE_INFINITY;
    double rateMax = Double.NEGATIVE_INFINITY;
    double rateSum;
    long rates;
    final List<String> sourceErrors = new ArrayList<>();

    void merge(Counts o) {
      records += o.records;
      games += o.games;
      unreadable += o.unreadable;
      moves += o.moves;
      for (int i = 0; i < results.length; i++) {
        results[i] += o.results[i];
      }
      for (int i = 0; i < lengths.length; i++) {
        lengths[i] += o.lengths[i];
      }
      o.openings.forEach((k, v) -> openings.merge(k, v, Long::sum));
      o.endings.forEach((k, v) -> endings.merge(k, v, Long::sum));
      o.players.forEach((k, v) -> players.computeIfAbsent(k, x -> new Player()).merge(v));
      ratedGames += o.ratedGames;
      rateMin = Math.min(rateMin, o.rateMin);
      rateMax = Math.max(rateMax, o.rateMax);
      rateSum += o.rateSum;
      rates += o.rates;
      sourceErrors.addAll(o.sourceErrors);
    }
  }

  @Override
  public Integer call() {
    if (openingMoves < 1 || top < 0) {
      throw new ParameterException(
          spec.commandLine(), "--opening-moves must be 1 or more and --top 0 or more");
    }
    Counts total = new Counts();
    runPipeline(this::count, c -> c.records, total::merge);
    Map<String, Object> json = json(total);
    if (json()) {
      out().println(Json.write(json));
    } else {
      out().print(table(json));
    }
    out().flush();
    return total.sourceErrors.isEmpty() ? Errors.OK : Errors.INVALID_INPUT;
  }

  /** Runs on a worker: the counts of one batch. */
  private Counts count(Batch batch) {
    Counts c = new Counts();
    batch.failure().ifPresent(f -> c.sourceErrors.add(batch.source() + ": " + f));
    for (ReadResult r : batch.records()) {
      c.records++;
      if (!r.isOk()) {
        c.unreadable++;
        continue;
      }
      GameRecord g = r.record();
      c.games++;
      int length = g.moves().size();
      c.moves += length;
      c.lengths[Math.min(length, LAST_BUCKET) / BUCKET]++;
      Optional<Outcome> o = g.result();
      Optional<Color> winner = o.flatMap(Outcome::winner);
      c.results[o.isEmpty() ? 3 : winner.map(Color::ordinal).orElse(2)]++;
      // the result's ending, or a word only the record holds (封じ手, 不詰 ...), which is no result
      o.map(x -> x.termination().name())
          .or(() -> g.mainLine().ending().map(e -> e.kind().name()))
          .ifPresent(name -> c.endings.merge(name, 1L, Long::sum));
      if (length >= openingMoves) {
        String key =
            g.moves().subList(0, openingMoves).stream()
                .map(m -> m.move().toUsi())
                .collect(Collectors.joining(" "));
        c.openings.merge(key, 1L, Long::sum);
      }
      boolean rated = false;
      for (Color side : Color.values()) {
        Optional<String> name = side == Color.SENTE ? g.sente() : g.gote();
        Optional<Rating> rating = g.rating(side);
        Player p = c.players.computeIfAbsent(name.orElse(""), k -> new Player());
        p.games++;
        if (winner.equals(Optional.of(side))) {
          p.wins++;
        }
        if (rating.isPresent()) {
          rated = true;
          double v = rating.get().rate();
          p.rated++;
          p.rateSum += v;
          c.rateMin = Math.min(c.rateMin, v);
          c.rateMax = Math.max(c.rateMax, v);
          c.rateSum += v;
          c.rates++;
        }
      }
      if (rated) {
        c.ratedGames++;
      }
    }
    return c;
  }

  private Map<String, Object> json(Counts t) {
    Map<String, Object> j = new LinkedHashMap<>();
    j.put("records", t.records);
    j.put("games", t.games);
    j.put("unreadable", t.unreadable);
    Map<String, Object> results = new LinkedHashMap<>();
    results.put("sente", t.results[0]);
    results.put("gote", t.results[1]);
    results.put("draw", t.results[2]);
    results.put("none", t.results[3]);
    j.put("results", results);
    Map<String, Object> lengths = new LinkedHashMap<>();
    for (int i = 0; i < t.lengths.length; i++) {
      lengths.put(
          i * BUCKET >= LAST_BUCKET
              ? LAST_BUCKET + "+"
              : i * BUCKET + "-" + (i * BUCKET + BUCKET - 1),
          t.lengths[i]);
    }
    j.put("lengths", lengths);
    j.put("averageLength", t.games == 0 ? 0.0 : Math.round(t.moves * 10.0 / t.games) / 10.0);
    j.put(
        "openings",
        t.openings.entrySet().stream()
            .sorted(
                Map.Entry.<String, Long>comparingByValue()
                    .reversed()
                    .thenComparing(Map.Entry.comparingByKey()))
            .limit(top)
            .map(
                e -> {
                  Map<String, Object> m = new LinkedHashMap<>();
                  m.put("moves", e.getKey());
                  m.put("games", e.getValue());
                  return m;
                })
            .toList());
    j.put("endings", t.endings);
    j.put(
        "players",
        t.players.entrySet().stream()
            .sorted(
                Comparator.comparing((Map.Entry<String, Player> e) -> e.getValue().games)
                    .reversed()
                    .thenComparing(Map.Entry::getKey))
            .limit(top)
            .map(
                e -> {
                  Map<String, Object> m = new LinkedHashMap<>();
                  m.put("name", e.getKey());
                  m.put("games", e.getValue().games);
                  m.put("wins", e.getValue().wins);
                  m.put(
                      "rating",
                      e.getValue().rated == 0
                          ? Optional.empty()
                          : Optional.of(
                              Math.round(e.getValue().rateSum * 10 / e.getValue().rated) / 10.0));
                  return m;
                })
            .toList());
    Map<String, Object> ratings = new LinkedHashMap<>();
    ratings.put("games", t.ratedGames);
    ratings.put("min", t.rates == 0 ? Optional.empty() : Optional.of(t.rateMin));
    ratings.put(
        "mean",
        t.rates == 0 ? Optional.empty() : Optional.of(Math.round(t.rateSum * 10 / t.rates) / 10.0));
    ratings.put("max", t.rates == 0 ? Optional.empty() : Optional.of(t.rateMax));
    j.put("ratings", ratings);
    j.put("sourceErrors", t.sourceErrors);
    return j;
  }

  @SuppressWarnings("unchecked")
  private static String table(Map<String, Object> j) {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            "records %d, games %d, unreadable %d%n",
            j.get("records"), j.get("games"), j.get("unreadable")));
    Map<String, Object> r = (Map<String, Object>) j.get("results");
    sb.append(
        String.format(
            "results: sente %d, gote %d, draw %d, none %d%n",
            r.get("sente"), r.get("gote"), r.get("draw"), r.get("none")));
    sb.append(String.format("lengths (moves; average %s):%n", j.get("averageLength")));
    ((Map<String, Object>) j.get("lengths"))
        .forEach((k, v) -> sb.append(String.format("  %-8s %8d%n", k, v)));
    sb.append("openings:\n");
    for (Map<String, Object> o : (List<Map<String, Object>>) j.get("openings")) {
      sb.append(String.format("  %8d  %s%n", o.get("games"), o.get("moves")));
    }
    sb.append("endings:\n");
    ((Map<String, Object>) j.get("endings"))
        .forEach((k, v) -> sb.append(String.format("  %-20s %8d%n", k, v)));
    sb.append("players (games, wins, mean rating):\n");
    for (Map<String, Object> p : (List<Map<String, Object>>) j.get("players")) {
      sb.append(
          String.format(
              "  %8d %8d %8s  %s%n",
              p.get("games"),
              p.get("wins"),
              ((Optional<Object>) p.get("rating")).map(String::valueOf).orElse("-"),
              p.get("name").toString().isEmpty() ? "(no name)" : p.get("name")));
    }
    Map<String, Object> ra = (Map<String, Object>) j.get("ratings");
    sb.append(
        String.format(
            "ratings: %d rated games, min %s, mean %s, max %s%n",
            ra.get("games"),
            ((Optional<Object>) ra.get("min")).map(String::valueOf).orElse("-"),
            ((Optional<Object>) ra.get("mean")).map(String::valueOf).orElse("-"),
            ((Optional<Object>) ra.get("max")).map(String::valueOf).orElse("-")));
    for (String e : (List<String>) j.get("sourceErrors")) {
      sb.append("error: ").append(e).append('\n');
    }
    return sb.toString();
  }
}
