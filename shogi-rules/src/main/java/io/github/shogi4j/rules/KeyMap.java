package io.github.shogi4j.rules;

/**
 * A persistent (immutable, structurally shared) map from 64-bit keys to values: a hash array mapped
 * trie taking five key bits a level, so at most 13 levels deep whatever its size. {@link #put}
 * copies one short path and leaves this map unchanged, which lets every {@link Game} along a
 * history keep its own version of the repetition index at O(1) cost per move.
 *
 * <p>Immutable and thread-safe.
 *
 * @param <V> the value type
 */
final class KeyMap<V> {
  private static final int BITS = 5;
  private static final int MASK = (1 << BITS) - 1;

  private static final KeyMap<?> EMPTY = new KeyMap<>(new Node(0, new Object[0]));

  /** A trie node: a bitmap of the occupied slots and, packed, their entries or child nodes. */
  private static final class Node {
    final int bitmap;
    final Object[] slots;

    Node(int bitmap, Object[] slots) {
      this.bitmap = bitmap;
      this.slots = slots;
    }
  }

  private static final class Entry {
    final long key;
    final Object value;

    Entry(long key, Object value) {
      this.key = key;
      this.value = value;
    }
  }

  private final Node root;

  private KeyMap(Node root) {
    this.root = root;
  }

  @SuppressWarnings("unchecked")
  static <V> KeyMap<V> empty() {
    return (KeyMap<V>) EMPTY;
  }

  /**
   * The value for a key.
   *
   * @param key the key
   * @return the value, or null when absent (internal use only)
   */
  @SuppressWarnings("unchecked")
  V get(long key) {
    Node n = root;
    for (int shift = 0; ; shift += BITS) {
      int bit = 1 << (int) ((key >>> shift) & MASK);
      if ((n.bitmap & bit) == 0) {
        return null;
      }
      Object slot = n.slots[Integer.bitCount(n.bitmap & (bit - 1))];
      if (slot instanceof Entry) {
        Entry e = (Entry) slot;
        return e.key == key ? (V) e.value : null;
      }
      n = (Node) slot;
    }
  }

  /**
   * This map with a key bound to a value.
   *
   * @param key the key
   * @param value the value; null unbinds the key (the entry stays, holding nothing)
   * @return the new map; this one is unchanged
   */
  KeyMap<V> put(long key, V value) {
    return new KeyMap<>(put(root, key, new Entry(key, value), 0));
  }

  private static Node put(Node n, long key, Entry entry, int shift) {
    int bit = 1 << (int) ((key >>> shift) & MASK);
    int pos = Integer.bitCount(n.bitmap & (bit - 1));
    if ((n.bitmap & bit) == 0) {
      Object[] slots = new Object[n.slots.length + 1];
      System.arraycopy(n.slots, 0, slots, 0, pos);
      slots[pos] = entry;
      System.arraycopy(n.slots, pos, slots, pos + 1, n.slots.length - pos);
      return new Node(n.bitmap | bit, slots);
    }
    Object slot = n.slots[pos];
    Object replacement;
    if (slot instanceof Node) {
      replacement = put((Node) slot, key, entry, shift + BITS);
    } else if (((Entry) slot).key == key) {
      replacement = entry;
    } else {
      replacement = pair((Entry) slot, entry, shift + BITS);
    }
    Object[] slots = n.slots.clone();
    slots[pos] = replacement;
    return new Node(n.bitmap, slots);
  }

  /** A node holding two entries whose keys agree on all bits below {@code shift}. */
  private static Node pair(Entry a, Entry b, int shift) {
    int ia = (int) ((a.key >>> shift) & MASK);
    int ib = (int) ((b.key >>> shift) & MASK);
    if (ia == ib) {
      return new Node(1 << ia, new Object[] {pair(a, b, shift + BITS)});
    }
    return new Node((1 << ia) | (1 << ib), ia < ib ? new Object[] {a, b} : new Object[] {b, a});
  }
}
