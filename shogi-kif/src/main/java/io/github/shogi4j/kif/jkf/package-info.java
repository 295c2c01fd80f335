/** JKF, the JSON Kifu Format: reader and writer, with Jackson for the JSON. */
package io.github.shogi4j.kif.jkf;
