package io.github.shogi4j.search.mate;

import io.github.shogi4j.search.RunningSearch;
import io.github.shogi4j.search.internal.Completion;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A mate search (詰将棋) running on its own thread, as {@link MateSolver#start} returns it: stop it,
 * wait for its result or be called back with it, as {@link RunningSearch} describes.
 *
 * <p>A stopped search completes within a few milliseconds with {@link MateStatus#STOPPED} (or with
 * its proved answer if it had one). A failure is a {@link io.github.shogi4j.search.SearchException}
 * naming the solver and the position.
 *
 * <p>Thread-safe: every method may be called from any thread.
 */
public final class MateSearch implements RunningSearch<MateResult> {
  private final Dfpn dfpn;
  private final Completion<MateResult> completion;

  MateSearch(Dfpn dfpn, CompletableFuture<MateResult> future, String position) {
    this.dfpn = dfpn;
    this.completion = new Completion<>(future, "mate solver", position);
  }

  @Override
  public void stop() {
    dfpn.stop();
  }

  @Override
  public boolean isDone() {
    return completion.isDone();
  }

  @Override
  public MateResult await() {
    return completion.await();
  }

  @Override
  public Optional<MateResult> await(Duration timeout) {
    return completion.await(timeout);
  }

  @Override
  public CompletionStage<MateResult> result() {
    return completion.result();
  }
}
