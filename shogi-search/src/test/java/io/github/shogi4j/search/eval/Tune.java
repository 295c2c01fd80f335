package io.github.shogi4j.search.eval;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Texel-style tuning of the {@link StandardEval}'s parameters: fits them so that a logistic
 * function of the evaluation, {@code 1 / (1 + exp(-eval / K))}, predicts the results of the games
 * the positions come from (written by {@code tools.GenPositions}), or a blend of the result and the
 * same function of the score the game's search gave the position (LAMBDA its weight). The
 * evaluation is linear in its parameters ({@link EvalFeatures}), so the mean squared error and its
 * gradient over all positions are computed exactly at each step; the steps are Adam's, from the
 * hand-made parameters, with an L2 pull towards them (the rare counts in hand see few positions);
 * the drop dangers are kept at 0 or more. K is chosen first to fit the hand-made parameters best
 * and then held. Deterministic: the only randomness, the split of the positions into training (90%)
 * and validation (10%), is seeded. Not a test: run by hand (see docs/evaluation.md), {@code Tune
 * POSITIONS OUT SEED STEPS PULL [LAMBDA [BOARD_PULL]]}, PULL the weight of the L2 pull per
 * centipawn squared (against the mean squared error), BOARD_PULL that of the values by the king's
 * square (many and each seen in few positions), or {@code off} to leave them at 0.
 */
public final class Tune {
  private Tune() {}

  private static final double RATE = 1.0;

  /** The number of parts the positions are cut into, to compute the loss in parallel. */
  private static final int PARTS = 16;

  /**
   * Positions as sparse coefficient rows (indices and values, packed one after the other) and their
   * targets: the result for the side to move blended with the search's score.
   */
  private static final class Data {
    private int[] index = new int[1 << 16];
    private short[] value = new short[1 << 16];
    private int[] start = new int[1 << 10];
    private double[] result = new double[1 << 10];
    private double[] score = new double[1 << 10];
    private int size;
    private int used;

    void add(EvalFeatures.Sparse x, double r, double cp) {
      if (size + 1 >= start.length) {
        start = Arrays.copyOf(start, start.length * 2);
        result = Arrays.copyOf(result, result.length * 2);
        score = Arrays.copyOf(score, score.length * 2);
      }
      int n = x.index().length;
      if (used + n > index.length) {
        int grown = Math.max(used + n, index.length + (index.length >> 1));
        index = Arrays.copyOf(index, grown);
        value = Arrays.copyOf(value, grown);
      }
      for (int i = 0; i < n; i++) {
        index[used] = x.index()[i];
        value[used++] = (short) x.value()[i];
      }
      result[size] = r;
      score[size++] = cp;
      start[size] = used;
    }

    int size() {
      return size;
    }

    double eval(int n, double[] w) {
      double e = 0;
      for (int j = start[n]; j < start[n + 1]; j++) {
        e += w[index[j]] * value[j];
      }
      return e;
    }

    /**
     * Mean squared error against the targets, lambda the weight of the score; adds its gradient to
     * grad when grad is not null. The positions are cut into {@link #PARTS} parts computed in
     * parallel and summed in order, so that the result does not depend on the threads.
     */
    double loss(double[] w, double k, double lambda, double[] grad) {
      double[][] partGrad = new double[PARTS][];
      double[] partSum = new double[PARTS];
      IntStream.range(0, PARTS)
          .parallel()
          .forEach(
              part -> {
                double[] g = grad == null ? null : new double[w.length];
                partSum[part] =
                    loss(w, k, lambda, g, size * part / PARTS, size * (part + 1) / PARTS);
                partGrad[part] = g;
              });
      double sum = 0;
      for (int part = 0; part < PARTS; part++) {
        sum += partSum[part];
        if (grad != null) {
          for (int i = 0; i < w.length; i++) {
            grad[i] += partGrad[part][i];
          }
        }
      }
      return sum / size;
    }

    /** The squared errors of positions from to (excluded) summed, and their gradient into grad. */
    private double loss(double[] w, double k, double lambda, double[] grad, int from, int to) {
      double sum = 0;
      for (int n = from; n < to; n++) {
        double s = 1 / (1 + Math.exp(-eval(n, w) / k));
        double target = (1 - lambda) * result[n] + lambda / (1 + Math.exp(-score[n] / k));
        double err = target - s;
        sum += err * err;
        if (grad != null) {
          double g = -2 * err * s * (1 - s) / k / size;
          for (int j = start[n]; j < start[n + 1]; j++) {
            grad[index[j]] += g * value[j];
          }
        }
      }
      return sum;
    }
  }

  /**
   * Whether a parameter is tuned: not the pawn's value on the board (the unit, 100), nor the king's
   * value, nor the king's places relative to itself.
   */
  static boolean tuned(int i) {
    if (i == EvalParams.PIECE || i == EvalParams.PIECE + 7) {
      return false;
    }
    int ownKingRow = EvalParams.OWN_KING + 7 * EvalParams.OFFSETS;
    int ownKingSquareRows = EvalParams.OWN_KING_SQUARE + 7 * EvalParams.PLACES;
    return (i < ownKingRow || i >= ownKingRow + EvalParams.OFFSETS)
        && (i < ownKingSquareRows || i >= ownKingSquareRows + EvalParams.PLACES);
  }

  /**
   * Whether a parameter is kept at 0 or more: the drop danger (a piece in the enemy's hand never
   * makes a king safer).
   */
  static boolean nonNegative(int i) {
    return i >= EvalParams.DROP_DANGER && i < EvalParams.DROP_DANGER + 7;
  }

  /**
   * Runs the tuning.
   *
   * @param args the positions files (separated by commas), the output file, the seed of the split,
   *     the number of steps, the pull towards the hand-made values, and the weight of the search's
   *     score in the targets (0 to 1, default 0: the results alone), and the pull of the values by
   *     the king's square ({@link EvalParams#OWN_KING_SQUARE} and {@link
   *     EvalParams#ENEMY_KING_SQUARE}; default the pull of the others; {@code off} to leave them at
   *     0, as the rounds before they existed did), and the pull of the pairs beside the kings
   *     ({@link EvalParams#KING_PAIRS}; default {@code off}, leaving them at 0 as the rounds before
   *     they existed did)
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 5) {
      System.err.println(
          "usage: Tune POSITIONS[,POSITIONS...] OUT SEED STEPS PULL [LAMBDA [BOARD_PULL [PAIR_PULL]]]");
      System.exit(2);
    }
    String[] inputs = args[0].split(",");
    Path out = Path.of(args[1]);
    long seed = Long.parseLong(args[2]);
    int steps = Integer.parseInt(args[3]);
    double pull = Double.parseDouble(args[4]);
    double lambda = args.length > 5 ? Double.parseDouble(args[5]) : 0;
    boolean boardTuned = args.length <= 6 || !args[6].equals("off");
    double boardPull = args.length > 6 && boardTuned ? Double.parseDouble(args[6]) : pull;
    boolean pairsTuned = args.length > 7 && !args[7].equals("off");
    double pairPull = pairsTuned ? Double.parseDouble(args[7]) : 0;
    Data train = new Data();
    Data valid = new Data();
    SplittableRandom rng = new SplittableRandom(seed);
    for (String input : inputs) {
      read(Path.of(input), rng, train, valid);
    }
    int[] start = StandardEval.handMade().params().toArray();
    double[] w = new double[start.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = start[i];
    }
    double k = fitK(train, w);
    System.out.printf(
        Locale.ROOT,
        "%d training and %d validation positions; K = %.1f%n",
        train.size(),
        valid.size(),
        k);
    System.out.printf(
        Locale.ROOT,
        "hand-made: training %.6f, validation %.6f%n",
        train.loss(w, k, lambda, null),
        valid.loss(w, k, lambda, null));
    double[] m = new double[w.length];
    double[] v = new double[w.length];
    double b1 = 0.9;
    double b2 = 0.999;
    for (int step = 1; step <= steps; step++) {
      double[] g = new double[w.length];
      double loss = train.loss(w, k, lambda, g);
      for (int i = 0; i < w.length; i++) {
        boolean pairs = i >= EvalParams.KING_PAIRS;
        if (!tuned(i)
            || (!boardTuned && i >= EvalParams.OWN_KING_SQUARE && !pairs)
            || (!pairsTuned && pairs)) {
          continue;
        }
        double p = pairs ? pairPull : i >= EvalParams.OWN_KING_SQUARE ? boardPull : pull;
        g[i] += 2 * p * (w[i] - start[i]);
        m[i] = b1 * m[i] + (1 - b1) * g[i];
        v[i] = b2 * v[i] + (1 - b2) * g[i] * g[i];
        double mh = m[i] / (1 - Math.pow(b1, step));
        double vh = v[i] / (1 - Math.pow(b2, step));
        w[i] -= RATE * mh / (Math.sqrt(vh) + 1e-12);
        if (nonNegative(i)) {
          w[i] = Math.max(0, w[i]);
        }
        double limit = EvalParams.limit(i);
        w[i] = Math.max(-limit, Math.min(limit, w[i]));
      }
      if (step % 100 == 0 || step == steps) {
        System.out.printf(
            Locale.ROOT,
            "step %d: training %.6f, validation %.6f%n",
            step,
            loss,
            valid.loss(w, k, lambda, null));
      }
    }
    int[] tunedParams = new int[w.length];
    for (int i = 0; i < w.length; i++) {
      tunedParams[i] = (int) Math.round(w[i]);
    }
    double[] rounded = new double[w.length];
    for (int i = 0; i < w.length; i++) {
      rounded[i] = tunedParams[i];
    }
    System.out.printf(
        Locale.ROOT,
        "tuned (rounded): training %.6f, validation %.6f%n",
        train.loss(rounded, k, lambda, null),
        valid.loss(rounded, k, lambda, null));
    String header =
        String.format(
            Locale.ROOT,
            """
        # The standard evaluation's parameters, in centipawns, fitted by eval.Tune to
        # %s
        # (%d positions, split seed %d, %d steps, pull %s, by the king's square %s,%s
        # score weight %s, K %.1f);
        # docs/evaluation.md gives the sections and the commands that reproduce this file.
        """,
            args[0],
            train.size() + valid.size(),
            seed,
            steps,
            args[4],
            args.length > 6 ? args[6] : args[4],
            args.length > 7 ? "\n# pairs beside the kings " + args[7] + "," : "",
            lambda,
            k);
    Files.writeString(out, header + EvalParams.of(tunedParams).toText(), StandardCharsets.UTF_8);
    System.out.println("written to " + out);
  }

  /**
   * Reads a positions file of {@code tools.GenPositions} ({@code SFEN<TAB>RESULT[<TAB>SCORE]}, both
   * for sente), each game's positions into the training or (one game in ten, seeded) the validation
   * data: positions of one game are alike, so a validation set of positions from the training games
   * would hide overfitting. A game starts where the move number does not grow.
   */
  private static void read(Path in, SplittableRandom rng, Data train, Data valid)
      throws IOException {
    try (BufferedReader r = Files.newBufferedReader(in, StandardCharsets.UTF_8)) {
      String line;
      int ln = 0;
      int lastPly = Integer.MAX_VALUE;
      Data into = train;
      while ((line = r.readLine()) != null) {
        ln++;
        String[] f = line.split("\t");
        if (f.length < 2 || f.length > 3) {
          throw new IOException(in + ":" + ln + ": expected SFEN, result and score by tabs");
        }
        double senteResult = Double.parseDouble(f[1].strip());
        double senteScore = f.length == 3 ? Double.parseDouble(f[2].strip()) : 0;
        Position p = Position.fromSfen(f[0]);
        int ply = p.moveNumber();
        if (ply <= lastPly) { // a new game
          into = rng.nextInt(10) == 0 ? valid : train;
        }
        lastPly = ply;
        EvalFeatures.Sparse x = EvalFeatures.sparse(Board.of(p));
        boolean sente = p.sideToMove() == io.github.shogi4j.rules.Color.SENTE;
        into.add(x, sente ? senteResult : 1 - senteResult, sente ? senteScore : -senteScore);
      }
    }
  }

  /** The scale K that fits the parameters best, searched from 50 to 10000 by golden section. */
  private static double fitK(Data d, double[] w) {
    double lo = 50;
    double hi = 10000;
    double phi = (Math.sqrt(5) - 1) / 2;
    for (int i = 0; i < 40; i++) {
      double a = hi - phi * (hi - lo);
      double b = lo + phi * (hi - lo);
      if (d.loss(w, a, 0, null) < d.loss(w, b, 0, null)) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return (lo + hi) / 2;
  }
}
