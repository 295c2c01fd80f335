package io.github.shogi4j.cli;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.usi.UsiPosition;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The main line of one record of a game record file, for the commands that take a position as
 * {@code FILE [--record K] [--ply N]} ({@code render}, {@code mate}).
 *
 * @param where the file's name for messages
 * @param start the record's start position
 * @param moves the main line's moves that were played on the board (an illegal final move recorded
 *     as such, 反則, never was)
 * @param warnings what the reading accepted with a warning
 */
record RecordPosition(String where, Position start, List<Move> moves, List<Problem> warnings) {
  RecordPosition {
    moves = List.copyOf(moves);
    warnings = List.copyOf(warnings);
  }

  /**
   * Reads a record of a file.
   *
   * @param recordNumber the record of a file holding several, from 1; needed when there are several
   * @throws InputException naming the file: unreadable, the record number out of range or missing,
   *     or the record broken
   */
  static RecordPosition read(CommandSpec spec, Path file, ReadMode mode, Integer recordNumber) {
    ReadResult read = readRecord(spec, file, mode, recordNumber);
    GameRecord record = read.record();
    Position start = record.start().position(Validation.LENIENT);
    // An illegal final move recorded as such (反則, %ILLEGAL_MOVE) was never played on the board.
    List<Move> moves =
        record.moves().stream().takeWhile(m -> !m.isIllegal()).map(RecordMove::move).toList();
    return new RecordPosition(RecordFiles.name(file), start, moves, read.warnings());
  }

  /**
   * Reads a record of a file as {@link #read} does, keeping the whole record.
   *
   * @param recordNumber the record of a file holding several, from 1; needed when there are several
   * @throws InputException naming the file, as {@link #read} does
   */
  static ReadResult readRecord(CommandSpec spec, Path file, ReadMode mode, Integer recordNumber) {
    RecordFiles records = new RecordFiles(ShogiCli.stdin(spec));
    KifuFile kf = records.read(file, mode);
    String where = RecordFiles.name(file);
    int n = kf.results().size();
    if (recordNumber == null && n > 1) {
      throw new InputException(
          where, "holds " + n + " records: choose one with " + "--record 1 to " + n);
    }
    if (recordNumber != null && (recordNumber < 1 || recordNumber > n)) {
      throw new InputException(
          where,
          "--record "
              + recordNumber
              + " is out of range: the "
              + "file holds "
              + n
              + (n == 1 ? " record" : " records"));
    }
    int index = recordNumber == null ? 0 : recordNumber - 1;
    ReadResult read = kf.results().get(index);
    if (read.error().isPresent()) {
      throw new InputException(
          where + (n > 1 ? " record " + (index + 1) : ""),
          records.failure(records.input(file), mode, index, read.error().get()),
          read.error().get());
    }
    return read;
  }

  /**
   * Checks a {@code --ply} value against the main line.
   *
   * @param ply the number of moves to play, or null for all
   * @return the number of moves to play
   * @throws InputException naming the file when it is out of range
   */
  int ply(Integer ply) {
    int n = ply == null ? moves.size() : ply;
    if (n < 0 || n > moves.size()) {
      throw new InputException(
          where, "--ply " + n + " is out of range: the main line has " + moves.size() + " moves");
    }
    return n;
  }

  /**
   * The position after the first moves of the main line, with the moves that led to it.
   *
   * @param ply the number of moves played, as {@link #ply(Integer)} returned it
   * @return the start, the moves and every position
   */
  PositionInput.Parsed after(int ply) {
    List<Move> played = moves.subList(0, ply);
    List<Position> positions = new ArrayList<>(ply + 1);
    positions.add(start);
    for (Move m : played) {
      positions.add(positions.get(positions.size() - 1).play(m));
    }
    return new PositionInput.Parsed(new UsiPosition(start.toSetup(), played), start, positions);
  }
}
