package io.github.shogi4j.rules.picture;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A text board in the BOD layout (盤面図) that Kakinoki's tools write and KIF files carry: gote's
 * hand, the file numbers, the nine ranks between {@code +---+} borders with {@code v} before gote's
 * pieces and {@code ・} on empty squares, sente's hand, the side to move, and the caption when the
 * options have one. The start position:
 *
 * <pre>
 * 後手の持駒：なし
 *   ９ ８ ７ ６ ５ ４ ３ ２ １
 * +---------------------------+
 * |v香v桂v銀v金v玉v金v銀v桂v香|一
 * | ・v飛 ・ ・ ・ ・ ・v角 ・|二
 * |v歩v歩v歩v歩v歩v歩v歩v歩v歩|三
 * | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
 * | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
 * | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
 * | 歩 歩 歩 歩 歩 歩 歩 歩 歩|七
 * | ・ 角 ・ ・ ・ ・ ・ 飛 ・|八
 * | 香 桂 銀 金 玉 金 銀 桂 香|九
 * +---------------------------+
 * 先手の持駒：なし
 * 先手番
 * </pre>
 *
 * <p>This is the readable board {@code System.out.println(TextBoard.of(position))} prints (in a
 * terminal with a CJK font each kanji is two columns wide, so the grid lines up); {@link
 * Position#toString()} stays SFEN. Hands list rook, bishop, gold, silver, knight, lance, pawn with
 * kanji counts, each followed by a full-width space ({@code 飛二　歩十八　}), or {@code なし}. With {@link
 * SideNames#SHITATE_UWATE} the lines say 上手/下手. The layout is always from sente's side: {@link
 * PictureOptions#isFlipped()}, coordinates, last move and width do not apply to it.
 *
 * <p>Stateless and thread-safe.
 */
public final class TextBoard {
  private static final String COLUMNS = "  ９ ８ ７ ６ ５ ４ ３ ２ １";
  private static final String BORDER = "+---------------------------+";

  private TextBoard() {}

  /**
   * The BOD text of a position with the default options.
   *
   * @param position the position
   * @return the lines, each ending with a line feed
   */
  public static String of(Position position) {
    return of(position, PictureOptions.DEFAULT);
  }

  /**
   * The BOD text of a position.
   *
   * @param position the position
   * @param options the side names and caption to use
   * @return the lines, each ending with a line feed
   */
  public static String of(Position position, PictureOptions options) {
    Preconditions.checkNotNull(position, "position");
    return of(position.toSetup(), options);
  }

  /**
   * The BOD text of an arrangement, which need not be a legal position.
   *
   * @param setup the arrangement
   * @param options the side names and caption to use
   * @return the lines, each ending with a line feed
   */
  public static String of(Setup setup, PictureOptions options) {
    StringBuilder sb = new StringBuilder(512);
    for (String line : lines(setup, options)) {
      sb.append(line).append('\n');
    }
    return sb.toString();
  }

  /**
   * The BOD lines of an arrangement, without line ends: thirteen lines and the caption if any.
   *
   * @param setup the arrangement
   * @param options the side names and caption to use
   * @return the lines
   */
  public static List<String> lines(Setup setup, PictureOptions options) {
    Preconditions.checkNotNull(setup, "setup");
    Preconditions.checkNotNull(options, "options");
    SideNames names = options.sideNames();
    List<String> out = new ArrayList<>(14);
    out.add(names.name(Color.GOTE) + "の持駒：" + Glyphs.hand(setup.hand(Color.GOTE), true));
    out.add(COLUMNS);
    out.add(BORDER);
    for (int rank = 1; rank <= 9; rank++) {
      StringBuilder sb = new StringBuilder(30).append('|');
      for (int file = 9; file >= 1; file--) {
        Optional<Piece> p = setup.pieceAt(Square.of(file, rank));
        if (p.isEmpty()) {
          sb.append(" ・");
        } else {
          sb.append(p.get().color() == Color.GOTE ? 'v' : ' ').append(Glyphs.piece(p.get().type()));
        }
      }
      out.add(sb.append('|').append(Glyphs.rank(rank)).toString());
    }
    out.add(BORDER);
    out.add(names.name(Color.SENTE) + "の持駒：" + Glyphs.hand(setup.hand(Color.SENTE), true));
    out.add(names.name(setup.sideToMove()) + "番");
    options.caption().ifPresent(out::add);
    return out;
  }

  /**
   * A hand in the compact form pictures and consoles show, strongest piece first: {@code 飛×2 角
   * 歩×3}, or {@code なし}.
   *
   * @param hand the hand
   * @return the text
   */
  public static String handText(Hand hand) {
    Preconditions.checkNotNull(hand, "hand");
    return Glyphs.hand(hand, false);
  }

  /**
   * The one kanji a board shows for a kind: 玉 飛 角 金 銀 桂 香 歩, promoted 龍 馬 全 圭 杏 と.
   *
   * @param type the kind
   * @return its glyph
   */
  public static char glyph(PieceType type) {
    Preconditions.checkNotNull(type, "type");
    return Glyphs.piece(type);
  }
}
