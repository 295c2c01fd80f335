/** JSON text for the command line's {@code --json} output. */
package io.github.shogi4j.cli.json;
