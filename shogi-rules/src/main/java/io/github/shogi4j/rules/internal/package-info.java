/**
 * The machinery behind {@link io.github.shogi4j.rules.Position} and {@link
 * io.github.shogi4j.rules.Cursor}: the mutable {@link io.github.shogi4j.rules.internal.Board}
 * (bitboards, make/unmake, legal move generation), packed moves ({@link
 * io.github.shogi4j.rules.internal.Moves}) and hands ({@link
 * io.github.shogi4j.rules.internal.HandBits}), and the search-grade repetition table. No part of
 * the API: exported only to the search module, whose engine and mate solver work on the board. That
 * module turns public values into internal ones and back through plain conversions that use the
 * public API alone ({@link io.github.shogi4j.rules.internal.Board#of}, {@link
 * io.github.shogi4j.rules.internal.Board#toPosition}, {@link
 * io.github.shogi4j.rules.internal.Moves#toMove}, {@link
 * io.github.shogi4j.rules.internal.Moves#raw(io.github.shogi4j.rules.Move)}), once at the start or
 * end of a public call, never per node; nothing here holds an accessor installed by a public class.
 */
package io.github.shogi4j.rules.internal;
