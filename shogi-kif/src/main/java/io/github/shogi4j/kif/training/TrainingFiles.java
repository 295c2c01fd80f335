package io.github.shogi4j.kif.training;

import com.google.common.base.Preconditions;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reading training-data files one record at a time: only one record's bytes are held, so a file of
 * any size can be read.
 */
public final class TrainingFiles {
  private TrainingFiles() {}

  /** Reads one record from its bytes at an offset. */
  @FunctionalInterface
  private interface Decoder<T> {
    T decode(byte[] in, int offset);
  }

  /**
   * The HCPE records of an input, lazily. Closing the stream closes the input.
   *
   * @param in 38-byte records
   * @return the records in order
   * @throws TrainingDataException (when the stream is consumed) for a record that cannot be read,
   *     or a last record shorter than 38 bytes, located by its byte offset
   */
  public static Stream<Hcpe> hcpe(InputStream in) {
    return records(in, Hcpe.BYTES, Hcpe::decode);
  }

  /**
   * The PackedSfenValue records of an input, lazily. Closing the stream closes the input.
   *
   * @param in 40-byte records
   * @return the records in order
   * @throws TrainingDataException (when the stream is consumed) for a record that cannot be read,
   *     or a last record shorter than 40 bytes, located by its byte offset
   */
  public static Stream<Psv> psv(InputStream in) {
    return records(in, Psv.BYTES, Psv::decode);
  }

  private static <T> Stream<T> records(InputStream in, int size, Decoder<T> decoder) {
    Preconditions.checkNotNull(in, "in");
    Spliterator<T> s =
        new Spliterators.AbstractSpliterator<T>(
            Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL) {
          private final byte[] buffer = new byte[size];
          private long offset;

          @Override
          public boolean tryAdvance(Consumer<? super T> action) {
            int n;
            try {
              n = in.readNBytes(buffer, 0, size);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
            if (n == 0) {
              return false;
            }
            if (n < size) {
              throw new TrainingDataException(
                  offset, "the input ends " + n + " bytes into a record" + " of " + size);
            }
            T record;
            try {
              record = decoder.decode(buffer, 0);
            } catch (TrainingDataException e) {
              throw e.at(offset);
            }
            offset += size;
            action.accept(record);
            return true;
          }
        };
    return StreamSupport.stream(s, false)
        .onClose(
            () -> {
              try {
                in.close();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
  }
}
