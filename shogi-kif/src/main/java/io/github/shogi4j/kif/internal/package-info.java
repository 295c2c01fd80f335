/**
 * What the format packages share and that is no part of the API: the reading of records one at a
 * time that the KIF, KI2, CSA and USI readers share ({@link
 * io.github.shogi4j.kif.internal.RecordTexts}, cutting an input by each format's {@link
 * io.github.shogi4j.kif.internal.RecordSplitter} and reading each record by its {@link
 * io.github.shogi4j.kif.internal.RecordFormat}), the losses a writer reports ({@link
 * io.github.shogi4j.kif.internal.Losses}) and what each writer tells of its format ({@link
 * io.github.shogi4j.kif.internal.WriterRules}), and the {@code toString} text of value types
 * without {@code Optional[...]} wrappers ({@link io.github.shogi4j.kif.internal.ToStringBuilder}).
 * Exported only to the search module, for that text.
 */
package io.github.shogi4j.kif.internal;
