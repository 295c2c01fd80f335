/**
 * What the format packages share for writing and that is no part of the API: the losses a writer
 * reports ({@link io.github.shogi4j.kif.internal.Losses}) and what each writer tells of its format
 * ({@link io.github.shogi4j.kif.internal.WriterRules}), and the {@code toString} text of value
 * types without {@code Optional[...]} wrappers ({@link
 * io.github.shogi4j.kif.internal.ToStringBuilder}). Exported only to the search module, for that
 * text.
 */
package io.github.shogi4j.kif.internal;
