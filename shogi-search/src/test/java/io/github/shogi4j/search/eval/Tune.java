package io.github.shogi4j.search.eval;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Texel-style tuning of the {@link StandardEval}'s parameters: fits them so that a logistic
 * function of the evaluation, {@code 1 / (1 + exp(-eval / K))}, predicts the results of the games
 * the positions come from (written by {@code tools.GenPositions}). The evaluation is linear in its
 * parameters ({@link EvalFeatures}), so the mean squared error and its gradient over all positions
 * are computed exactly at each step; the steps are Adam's, from the hand-made parameters, with an
 * L2 pull towards them (the rare counts in hand see few positions); the drop dangers are kept at 0
 * or more. K is chosen first to fit the hand-made parameters best and then held. Deterministic: the
 * only randomness, the split of the positions into training (90%) and validation (10%), is seeded.
 * Not a test: run by hand (see docs/evaluation.md), {@code Tune POSITIONS OUT SEED STEPS PULL},
 * PULL the weight of the L2 pull per centipawn squared (against the mean squared error).
 */
public final class Tune {
  private Tune() {}

  private static final double RATE = 1.0;

  /** Positions as sparse coefficient rows (indices and values) and their results. */
  private static final class Data {
    final List<int[]> index = new ArrayList<>();
    final List<int[]> value = new ArrayList<>();
    final List<Double> result = new ArrayList<>();

    void add(int[] x, double r) {
      int nz = 0;
      for (int v : x) {
        nz += v != 0 ? 1 : 0;
      }
      int[] ix = new int[nz];
      int[] vx = new int[nz];
      for (int i = 0, j = 0; i < x.length; i++) {
        if (x[i] != 0) {
          ix[j] = i;
          vx[j++] = x[i];
        }
      }
      index.add(ix);
      value.add(vx);
      result.add(r);
    }

    int size() {
      return result.size();
    }

    double eval(int n, double[] w) {
      int[] ix = index.get(n);
      int[] vx = value.get(n);
      double e = 0;
      for (int j = 0; j < ix.length; j++) {
        e += w[ix[j]] * vx[j];
      }
      return e;
    }

    /** Mean squared error; adds its gradient to grad when grad is not null. */
    double loss(double[] w, double k, double[] grad) {
      double sum = 0;
      for (int n = 0; n < size(); n++) {
        double s = 1 / (1 + Math.exp(-eval(n, w) / k));
        double err = result.get(n) - s;
        sum += err * err;
        if (grad != null) {
          double g = -2 * err * s * (1 - s) / k / size();
          int[] ix = index.get(n);
          int[] vx = value.get(n);
          for (int j = 0; j < ix.length; j++) {
            grad[ix[j]] += g * vx[j];
          }
        }
      }
      return sum / size();
    }
  }

  /**
   * Whether a parameter is tuned: not the pawn's value on the board (the unit, 100), nor the king's
   * value, nor the tables the evaluation skips.
   */
  static boolean tuned(int i) {
    if (i == EvalParams.PIECE || i == EvalParams.PIECE + 7) {
      return false;
    }
    if (i >= EvalParams.ATTACK && i < EvalParams.ATTACK + 42) {
      return (i - EvalParams.ATTACK) / 3 != 7;
    }
    if (i >= EvalParams.DEFEND && i < EvalParams.DEFEND + 42) {
      int t = (i - EvalParams.DEFEND) / 3;
      for (int d : StandardEval.DEFENDERS) {
        if (d == t) {
          return true;
        }
      }
      return false;
    }
    return true;
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
   * @param args the positions file, the output file, the seed of the split, the number of steps,
   *     the pull towards the hand-made values
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    Path in = Path.of(args[0]);
    Path out = Path.of(args[1]);
    long seed = Long.parseLong(args[2]);
    int steps = Integer.parseInt(args[3]);
    double pull = Double.parseDouble(args[4]);
    Data train = new Data();
    Data valid = new Data();
    SplittableRandom rng = new SplittableRandom(seed);
    try (BufferedReader r = Files.newBufferedReader(in, StandardCharsets.UTF_8)) {
      String line;
      int ln = 0;
      while ((line = r.readLine()) != null) {
        ln++;
        int tab = line.indexOf('\t');
        if (tab < 0) {
          throw new IOException(in + ":" + ln + ": no tab between the SFEN and the result");
        }
        double senteResult = Double.parseDouble(line.substring(tab + 1).strip());
        Position p = Position.fromSfen(line.substring(0, tab));
        int[] x = EvalFeatures.of(Board.of(p));
        double res =
            p.sideToMove() == io.github.shogi4j.rules.Color.SENTE ? senteResult : 1 - senteResult;
        (rng.nextInt(10) == 0 ? valid : train).add(x, res);
      }
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
        train.loss(w, k, null),
        valid.loss(w, k, null));
    double[] m = new double[w.length];
    double[] v = new double[w.length];
    double b1 = 0.9;
    double b2 = 0.999;
    for (int step = 1; step <= steps; step++) {
      double[] g = new double[w.length];
      double loss = train.loss(w, k, g);
      for (int i = 0; i < w.length; i++) {
        if (!tuned(i)) {
          continue;
        }
        g[i] += 2 * pull * (w[i] - start[i]);
        m[i] = b1 * m[i] + (1 - b1) * g[i];
        v[i] = b2 * v[i] + (1 - b2) * g[i] * g[i];
        double mh = m[i] / (1 - Math.pow(b1, step));
        double vh = v[i] / (1 - Math.pow(b2, step));
        w[i] -= RATE * mh / (Math.sqrt(vh) + 1e-12);
        if (nonNegative(i)) {
          w[i] = Math.max(0, w[i]);
        }
      }
      if (step % 100 == 0 || step == steps) {
        System.out.printf(
            Locale.ROOT,
            "step %d: training %.6f, validation %.6f%n",
            step,
            loss,
            valid.loss(w, k, null));
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
        train.loss(rounded, k, null),
        valid.loss(rounded, k, null));
    String header =
        String.format(
            Locale.ROOT,
            """
        # The standard evaluation's parameters, in centipawns, tuned by eval.Tune (Texel-style) on
        # %s (%d positions, split seed %d, %d steps, pull %s, K %.1f); see docs/evaluation.md
        # for the sections and the commands that reproduce this file.
        """,
            in.getFileName(),
            train.size() + valid.size(),
            seed,
            steps,
            args[4],
            k);
    Files.writeString(out, header + EvalParams.of(tunedParams).toText(), StandardCharsets.UTF_8);
    System.out.println("written to " + out);
  }

  /** The scale K that fits the parameters best, searched from 50 to 10000 by golden section. */
  private static double fitK(Data d, double[] w) {
    double lo = 50;
    double hi = 10000;
    double phi = (Math.sqrt(5) - 1) / 2;
    for (int i = 0; i < 40; i++) {
      double a = hi - phi * (hi - lo);
      double b = lo + phi * (hi - lo);
      if (d.loss(w, a, null) < d.loss(w, b, null)) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return (lo + hi) / 2;
  }
}
