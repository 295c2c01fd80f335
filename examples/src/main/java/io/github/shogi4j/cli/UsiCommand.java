package io.github.shogi4j.cli;

import io.github.shogi4j.search.usi.SearcherFactory;
import io.github.shogi4j.search.usi.UsiEngine;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code shogi usi}: this library's engine as a USI engine on standard input and output, for any
 * shogi GUI (ShogiGUI, Shogidokoro, Electron Shogi) or match runner.
 */
@Command(
    name = "usi",
    mixinStandardHelpOptions = true,
    description =
        "Run as a USI engine on standard input and output (for shogi GUIs and match "
            + "runners). Options: USI_Hash, Threads (threads searching each position), Level "
            + "(EASY, NORMAL, HARD), EnteringKingRule, MultiPV "
            + "(lines reported as info multipv k), NetworkDelay (milliseconds kept back from "
            + "the clock for the move's way to the GUI or server). "
            + "--json changes nothing: the protocol is the output.",
    footer = {
      "",
      "Example: printf 'usi\\nisready\\nposition startpos\\ngo byoyomi 1000\\nquit\\n' "
          + "| shogi usi"
    })
public final class UsiCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  /** Shared options; {@code --json} changes nothing here, the protocol is the output. */
  @Mixin CommonOptions common;

  /** Creates the command; picocli fills in the options. */
  public UsiCommand() {}

  @Override
  public Integer call() {
    new UsiEngine(
            SearcherFactory.best(),
            new InputStreamReader(ShogiCli.stdin(spec), StandardCharsets.UTF_8),
            spec.commandLine().getOut())
        .run();
    return Errors.OK;
  }
}
