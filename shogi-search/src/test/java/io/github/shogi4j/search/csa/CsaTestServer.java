package io.github.shogi4j.search.csa;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A CSA server for tests, written from the protocol's description: it listens on 127.0.0.1 on an
 * ephemeral port and runs one script on its own thread; the script takes connections in the order
 * clients make them ({@link #next()}) and talks to each through a {@link Peer}. Every wait is
 * bounded (10 seconds unless the script says otherwise), so a script that waits for a client that
 * never writes fails instead of hanging. {@link #close()} stops everything and rethrows what the
 * script threw.
 */
final class CsaTestServer implements AutoCloseable {
  /** A conversation with the clients. */
  @FunctionalInterface
  interface Script {
    void run(CsaTestServer server) throws Exception;
  }

  private final ServerSocket socket;
  private final Thread thread;
  private final List<Peer> peers = new CopyOnWriteArrayList<>();
  private final AtomicReference<Throwable> failure = new AtomicReference<>();

  CsaTestServer(Script script) throws IOException {
    socket = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
    socket.setSoTimeout(10_000);
    thread =
        new Thread(
            () -> {
              try {
                script.run(this);
              } catch (Throwable t) {
                failure.set(t);
              } finally {
                peers.forEach(Peer::close);
              }
            },
            "csa-test-server");
    thread.setDaemon(true);
    thread.start();
  }

  int port() {
    return socket.getLocalPort();
  }

  /** The next client connection, waiting at most 10 seconds. */
  Peer next() throws IOException {
    Socket s = socket.accept();
    s.setSoTimeout(10_000);
    Peer p = new Peer(s);
    peers.add(p);
    return p;
  }

  /** The connections taken so far, in order. */
  List<Peer> peers() {
    return peers;
  }

  /** Waits for the script to end, stops the server and rethrows the script's failure. */
  void finish() throws Exception {
    thread.join(20_000);
    close();
    Throwable t = failure.get();
    if (t instanceof Exception e) {
      throw e;
    }
    if (t != null) {
      throw new AssertionError(t);
    }
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
    peers.forEach(Peer::close);
    thread.interrupt();
  }

  /** One client connection, seen from the server. */
  static final class Peer {
    private final Socket socket;
    private final BufferedReader in;
    private final OutputStream out;

    /** Every line read, blank ones included. */
    final List<String> received = new ArrayList<>();

    int blankLines;
    String name = "";

    Peer(Socket socket) throws IOException {
      this.socket = socket;
      this.in =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
      this.out = socket.getOutputStream();
    }

    /** The next line that is not blank; fails after the socket timeout or at the end. */
    String line() throws IOException {
      while (true) {
        String l = in.readLine();
        if (l == null) {
          throw new IOException("the client closed the connection");
        }
        received.add(l);
        if (l.isEmpty()) {
          blankLines++;
          continue;
        }
        return l;
      }
    }

    /**
     * The next non-blank line, or null when none comes within the time (blank lines do not extend
     * it) or the client closed the connection.
     */
    String lineWithin(int millis) throws IOException {
      int old = socket.getSoTimeout();
      long deadline = System.nanoTime() + millis * 1_000_000L;
      try {
        while (true) {
          long left = (deadline - System.nanoTime()) / 1_000_000L;
          if (left <= 0) {
            return null;
          }
          socket.setSoTimeout((int) left);
          String l = in.readLine();
          if (l == null) {
            return null;
          }
          received.add(l);
          if (l.isEmpty()) {
            blankLines++;
            continue;
          }
          return l;
        }
      } catch (SocketTimeoutException e) {
        return null;
      } finally {
        if (!socket.isClosed()) {
          socket.setSoTimeout(old);
        }
      }
    }

    /** Reads the next line and checks it. */
    String expect(String prefix) throws IOException {
      String l = line();
      if (!l.startsWith(prefix)) {
        throw new AssertionError("expected a line starting with " + prefix + ", got " + l);
      }
      return l;
    }

    /** Reads LOGIN and accepts it. */
    String login() throws IOException {
      String l = expect("LOGIN ");
      String[] w = l.split(" ");
      name = w[1];
      send("LOGIN:" + name + " OK");
      if (w.length == 4 && w[3].equals("x1")) {
        send("##[LOGIN] +OK x1");
      }
      return l;
    }

    void send(String... lines) throws IOException {
      StringBuilder sb = new StringBuilder();
      for (String l : lines) {
        sb.append(l).append('\n');
      }
      sendRaw(sb.toString());
    }

    void sendRaw(String text) throws IOException {
      out.write(text.getBytes(StandardCharsets.UTF_8));
      out.flush();
    }

    void close() {
      try {
        socket.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
  }
}
