/**
 * What the format readers share for replaying moves while reading (resolving a move's origin,
 * building the record, times, repetition keys); no part of the API and not exported.
 */
package io.github.shogi4j.kif.replay;
