/**
 * The {@code shogi} command line (started by the {@code ./shogi} launcher): one class per
 * subcommand, on picocli, with shared position input ({@link
 * io.github.shogi4j.cli.PositionOptions}), one-line errors and exit codes ({@link
 * io.github.shogi4j.cli.Errors}) and JSON Lines output.
 */
package io.github.shogi4j.cli;
