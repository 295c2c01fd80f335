/**
 * Shogi rules: immutable positions, complete legal move generation, game end and repetition rules,
 * SFEN and USI notation.
 *
 * <p>The API lives in {@code io.github.shogi4j.rules} (values, positions, games), {@code
 * io.github.shogi4j.rules.usi} (SFEN and USI text), {@code io.github.shogi4j.rules.notation} (move
 * text in KIF, KI2, CSA and USI, written and parsed), and {@code io.github.shogi4j.rules.picture}
 * (board pictures: BOD text, SVG, and PNG, which needs the {@code java.desktop} module that this
 * module requires only statically). {@link io.github.shogi4j.rules.Cursor} is the public fast path
 * (a mutable position to play on and take back); the board behind it is internal and shared only
 * with the search module, which converts to and from it through the public API.
 */
// The modules named by the qualified export are built after this one.
@SuppressWarnings("module")
module io.github.shogi4j.rules {
  requires com.google.common;
  // Only PngBoard draws with Java2D (and returns a BufferedImage): users of the rules alone need
  // not have java.desktop; a module that draws PNGs reads it through this one when it is present.
  requires static transitive java.desktop;

  exports io.github.shogi4j.rules;
  exports io.github.shogi4j.rules.usi;
  exports io.github.shogi4j.rules.notation;
  exports io.github.shogi4j.rules.picture;
  // Only for the search module's engine and mate solver, which work on the internal board.
  exports io.github.shogi4j.rules.internal to
      io.github.shogi4j.search;
}
