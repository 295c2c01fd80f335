package io.github.shogi4j.kif.jkf;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableBiMap;
import io.github.shogi4j.rules.Handicap;

/** What the JKF reader and writer share: the JSON mapper and the preset names. */
final class Jkf {
  /** The deepest JSON nesting read (each level of forks costs three). */
  static final int MAX_NESTING = 300;
  /** The longest JSON string read. */
  static final int MAX_STRING = 1 << 20;
  /** The longest JSON document read, in characters. */
  static final long MAX_DOCUMENT = 64L << 20;

  static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNestingDepth(MAX_NESTING)
          .maxStringLength(MAX_STRING)
          .maxNumberLength(64)
          .maxDocumentLength(MAX_DOCUMENT)
          .build())
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .build())
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  /** JKF preset names (手合割) and the handicaps they name; OTHER is a custom start. */
  static final ImmutableBiMap<String, Handicap> PRESETS = ImmutableBiMap.<String, Handicap>builder()
      .put("HIRATE", Handicap.EVEN)
      .put("KY", Handicap.LANCE)
      .put("KY_R", Handicap.RIGHT_LANCE)
      .put("KA", Handicap.BISHOP)
      .put("HI", Handicap.ROOK)
      .put("HIKY", Handicap.ROOK_LANCE)
      .put("2", Handicap.TWO_PIECES)
      .put("3", Handicap.THREE_PIECES)
      .put("4", Handicap.FOUR_PIECES)
      .put("5", Handicap.FIVE_PIECES)
      .put("5_L", Handicap.LEFT_FIVE_PIECES)
      .put("6", Handicap.SIX_PIECES)
      .put("7_L", Handicap.LEFT_SEVEN_PIECES)
      .put("7_R", Handicap.RIGHT_SEVEN_PIECES)
      .put("8", Handicap.EIGHT_PIECES)
      .put("10", Handicap.TEN_PIECES)
      .build();

  /** The relative modifiers of JKF moves and the KI2 characters they stand for. */
  static final String RELATIVE_LETTERS = "LRCUMDH";
  static final String RELATIVE_KANJI = "左右直上寄引打";

  private Jkf() {}
}
