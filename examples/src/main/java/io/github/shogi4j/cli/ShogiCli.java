package io.github.shogi4j.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * The {@code shogi} command line: perft, legal moves, game status and more, for people and (with
 * {@code --json}) for programs.
 *
 * <p>Every subcommand has {@code --help}; exits 0 on success, 1 on invalid input (an illegal move,
 * a broken record, a bad SFEN) and 2 on a usage error; reports an error in one line naming what and
 * where (the stack trace only with {@code --verbose}); and with {@code --json} prints one JSON
 * object per result, one per line.
 */
@Command(
    name = "shogi",
    mixinStandardHelpOptions = true,
    versionProvider = ShogiCli.Version.class,
    description =
        "Shogi (将棋) tools: perft, legal moves, game status, best move, tsume solving, "
            + "game records (棋譜) and benchmarks.",
    subcommands = {
      PerftCommand.class,
      MovesCommand.class,
      StatusCommand.class,
      BestmoveCommand.class,
      MateCommand.class,
      InfoCommand.class,
      ValidateCommand.class,
      ConvertCommand.class,
      ExportCommand.class,
      StatsCommand.class,
      ListCommand.class,
      BenchCommand.class,
      UsiCommand.class,
      MatchCommand.class,
      CsaCommand.class,
      AnalyzeCommand.class,
      RenderCommand.class,
      PlayCommand.class,
      CommandLine.HelpCommand.class
    },
    footer = {
      "",
      "Exit codes: 0 success, 1 invalid input, 2 usage error.",
      "Examples:",
      "  shogi perft --sfen startpos --depth 5",
      "  shogi moves --position \"startpos moves 7g7f 3c3d\"",
      "  shogi status --position \"startpos moves 7g7f 3c3d\" --rules csa",
      "  shogi mate --sfen \"4k4/9/4P4/9/9/9/9/9/9 b G 1\"",
      "  shogi moves --positions-file positions.txt --json",
      "  shogi validate games/ --json",
      "  shogi convert game.kif --to ki2u -o game.ki2u"
    })
public final class ShogiCli implements Runnable {
  private final boolean terminal;
  private final InputStream in;

  @Spec CommandSpec spec;

  /**
   * Creates the top-level command.
   *
   * @param terminal whether standard error is a terminal, so progress bars may be drawn
   */
  public ShogiCli(boolean terminal) {
    this(terminal, System.in);
  }

  /**
   * Creates the top-level command reading standard input from a given stream.
   *
   * @param terminal whether standard error is a terminal, so progress bars may be drawn
   * @param in standard input: records given as {@code -}, {@code --positions-file -}, USI commands
   */
  public ShogiCli(boolean terminal, InputStream in) {
    this.terminal = terminal;
    this.in = java.util.Objects.requireNonNull(in, "in");
  }

  /**
   * Whether progress bars may be drawn.
   *
   * @return true when standard error is a terminal
   */
  public boolean terminal() {
    return terminal;
  }

  /**
   * Standard input.
   *
   * @return the stream the commands read for {@code -}
   */
  public InputStream in() {
    return in;
  }

  /**
   * The standard input of the command line a command belongs to.
   *
   * @param spec the command
   * @return the stream given to {@link #run(String[], InputStream, PrintWriter, PrintWriter,
   *     boolean)}, or {@link System#in}
   */
  static InputStream stdin(CommandSpec spec) {
    return spec.root().userObject() instanceof ShogiCli cli ? cli.in() : System.in;
  }

  /** Without a subcommand: a usage error. */
  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "a command is required");
  }

  /**
   * Runs the command line and exits with its exit code.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    // Straight to the file descriptor, not through System.out, which swallows write errors: a
    // closed pipe (shogi ... | head) must be seen, so that reading stops.
    PrintWriter out =
        new PrintWriter(
            new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8),
            true);
    PrintWriter err =
        new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
    int code =
        run(
            args,
            out,
            err,
            stderrIsTerminal(System.getProperty(STDERR_TERMINAL), System.console() != null));
    out.flush();
    err.flush();
    System.exit(code);
  }

  /**
   * The system property by which the {@code shogi} launcher says whether standard error is a
   * terminal ({@code true} or {@code false}): Java 17 cannot tell on its own, as {@link
   * System#console()} looks at standard input and output instead.
   */
  static final String STDERR_TERMINAL = "shogi4j.stderrTerminal";

  /**
   * Whether standard error is a terminal, so that progress bars may be drawn there: as the launcher
   * says, or else (started with {@code java -jar}) whether there is a console.
   *
   * @param launcherSays the value of {@link #STDERR_TERMINAL}, null when it is not set
   * @param console whether {@link System#console()} is present
   * @return true when progress bars may be drawn on standard error
   */
  static boolean stderrIsTerminal(String launcherSays, boolean console) {
    return launcherSays == null ? console : Boolean.parseBoolean(launcherSays);
  }

  /**
   * Runs the command line in process, as tests and embedding programs do.
   *
   * @param args the arguments
   * @param out standard output
   * @param err standard error
   * @param terminal whether progress bars may be drawn on {@code err}
   * @return the exit code: 0 success, 1 invalid input, 2 usage error
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err, boolean terminal) {
    return run(args, System.in, out, err, terminal);
  }

  /**
   * Runs the command line in process with a given standard input, as tests and embedding programs
   * do.
   *
   * @param args the arguments
   * @param in standard input
   * @param out standard output
   * @param err standard error
   * @param terminal whether progress bars may be drawn on {@code err}
   * @return the exit code: 0 success, 1 invalid input, 2 usage error
   */
  public static int run(
      String[] args, InputStream in, PrintWriter out, PrintWriter err, boolean terminal) {
    int code;
    try {
      code = commandLine(in, out, err, terminal).execute(args);
    } catch (OutOfMemoryError e) {
      // picocli hands on errors that are not exceptions; still one line, not a stack trace.
      err.println(
          "shogi: the work did not fit in memory (OutOfMemoryError); ask for less, e.g."
              + " a smaller depth, or give Java more (SHOGI_JAVA_OPTS=-Xmx4g)");
      code = Errors.INVALID_INPUT;
    } catch (StackOverflowError e) {
      // Nothing may recurse on the depth of its input: more memory would not help, and a larger
      // thread stack would only hide the defect.
      err.println(
          "shogi: internal error: the thread's stack overflowed (StackOverflowError);"
              + " this is a defect of shogi4j, please report it with the input");
      code = Errors.INVALID_INPUT;
    }
    out.flush();
    err.flush();
    return code;
  }

  /**
   * The configured command line: output writers, one-line errors and exit codes.
   *
   * @param out standard output
   * @param err standard error
   * @param terminal whether progress bars may be drawn on {@code err}
   * @return the picocli command line
   */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err, boolean terminal) {
    return commandLine(System.in, out, err, terminal);
  }

  /**
   * The configured command line with a given standard input.
   *
   * @param in standard input
   * @param out standard output
   * @param err standard error
   * @param terminal whether progress bars may be drawn on {@code err}
   * @return the picocli command line
   */
  public static CommandLine commandLine(
      InputStream in, PrintWriter out, PrintWriter err, boolean terminal) {
    CommandLine cl = new CommandLine(new ShogiCli(terminal, in));
    cl.setOut(out);
    cl.setErr(err);
    cl.setExitCodeExceptionMapper(e -> Errors.INVALID_INPUT);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          CommandLine cmd = ex.getCommandLine();
          String name = cmd.getCommandSpec().qualifiedName();
          cmd.getErr().println(name + ": " + ex.getMessage() + " (see '" + name + " --help')");
          if (verbose(cmd.getParseResult())) {
            ex.printStackTrace(cmd.getErr());
          }
          return Errors.USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, cmd, parseResult) -> {
          cmd.getErr().println(cmd.getCommandSpec().qualifiedName() + ": " + Errors.describe(ex));
          if (verbose(parseResult)) {
            ex.printStackTrace(cmd.getErr());
          }
          return Errors.INVALID_INPUT;
        });
    return cl;
  }

  private static boolean verbose(ParseResult pr) {
    for (ParseResult p = pr; p != null; p = p.subcommand()) {
      if (p.hasMatchedOption("--verbose")) {
        return true;
      }
    }
    return false;
  }

  /** The version line: the shogi4j version and the Java runtime. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() throws IOException {
      Properties p = new Properties();
      try (InputStream in = ShogiCli.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          p.load(in);
        }
      }
      return new String[] {
        "shogi4j " + p.getProperty("version", "(unknown version)"),
        "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")"
      };
    }
  }
}
