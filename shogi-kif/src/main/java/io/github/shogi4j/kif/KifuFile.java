package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Optional;

/**
 * What reading one input (a file, a stream, a string) gave: its format, its encoding and one {@link
 * ReadResult} per record.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param source the file name or other source name, when known
 * @param format the format read
 * @param charset the encoding the bytes were decoded with (for a string: the format's convention)
 * @param encodingName the encoding's usual name ({@code Shift_JIS}, {@code UTF-8}, {@code EUC-JP})
 * @param results one result per record, in file order; at least one
 */
public record KifuFile(
    Optional<String> source,
    KifuFormat format,
    Charset charset,
    String encodingName,
    List<ReadResult> results) {

  /**
   * Checks the fields.
   *
   * @param source source or empty
   * @param format format
   * @param charset charset
   * @param encodingName encoding name
   * @param results results
   */
  public KifuFile {
    Preconditions.checkNotNull(source, "source");
    Preconditions.checkNotNull(format, "format");
    Preconditions.checkNotNull(charset, "charset");
    Preconditions.checkNotNull(encodingName, "encodingName");
    results = ImmutableList.copyOf(results);
    Preconditions.checkArgument(!results.isEmpty(), "no results");
  }

  /**
   * The type of file that holds this format in this encoding ({@link KifuFileType#of}): {@code
   * KIFU} for KIF in UTF-8, whatever the input was named.
   *
   * @return the file type
   */
  public KifuFileType fileType() {
    return KifuFileType.of(format, charset);
  }

  /**
   * The first (usually the only) record.
   *
   * @return the record
   * @throws KifuParseException if it could not be read
   */
  public GameRecord record() {
    return results.get(0).record();
  }

  /**
   * Whether every record was read.
   *
   * @return true when no result failed
   */
  public boolean isOk() {
    return results.stream().allMatch(ReadResult::isOk);
  }

  /**
   * The file in words, without {@code Optional} wrappers: for example {@code KifuFile[source=a.kif,
   * format=KIF, charset=windows-31j, encodingName=Shift_JIS, results=[...]]}; no source part when
   * it is not known.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return new ToStringBuilder("KifuFile")
        .add("source", source)
        .add("format", format)
        .add("charset", charset)
        .add("encodingName", encodingName)
        .add("results", (Object) results)
        .toString();
  }
}
