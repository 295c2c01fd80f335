package io.github.shogi4j.kif.training;

/** Little-endian 16-bit numbers in byte arrays. */
final class Bytes {
  private Bytes() {}

  static void putShort(byte[] out, int at, int value) {
    out[at] = (byte) value;
    out[at + 1] = (byte) (value >>> 8);
  }

  /** The signed 16-bit number at {@code at}. */
  static int getShort(byte[] in, int at) {
    return (short) ((in[at] & 0xff) | in[at + 1] << 8);
  }
}
