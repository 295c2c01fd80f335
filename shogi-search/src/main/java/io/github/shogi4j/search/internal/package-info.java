/** Internal glue between the evaluators and the engine; not exported. */
package io.github.shogi4j.search.internal;
