/**
 * Record collections as sources of record streams: folders, compressed files ({@code .gz}, {@code
 * .xz}) and archives ({@code .zip}, {@code .7z}, {@code .tar}, {@code .tar.gz}, {@code .tgz},
 * {@code .tar.xz}). The archive formats need Apache Commons Compress (and XZ for Java for {@code
 * .xz} and {@code .7z}) on the class or module path: optional dependencies of this module.
 */
package io.github.shogi4j.kif.archive;
