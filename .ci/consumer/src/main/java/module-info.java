/**
 * The consumer as a named module: .ci/consumer/run runs it on the module path as well as on the
 * class path, so the shogi4j modules' descriptors (requires, exports) are exercised at run time.
 */
module consumer {
  requires io.github.shogi4j.kif;
}
