package io.github.shogi4j.cli;

/** The {@code shogi} command line (placeholder until the CLI lands). */
public final class ShogiCli {
  private ShogiCli() {}

  /**
   * Runs the command line.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    System.out.println("shogi4j");
  }
}
