package io.github.shogi4j.kif;

/** How strictly a reader holds a file to its format. */
public enum ReadMode {
  /**
   * Accept what the format specification and common writers produce (the quirks of docs/formats.md
   * that real files show); refuse anything else with a {@link KifuParseException}.
   */
  STRICT,
  /**
   * Also accept deviations that still have one clear meaning (a forced promotion written without 成,
   * a move number out of sequence, an odd start position), and report each one as a {@link
   * Problem.Severity#WARNING} with its line.
   */
  LENIENT
}
