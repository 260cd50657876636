import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fromRoot } from "../lib/project-root";

export interface SpawnedServer {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** What the server wrote to stdout alone (with the default `stdout: "read"`). */
  stdout(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SpawnOptions {
  /**
   * Who reads the server's stdout: the test (default), nobody from the start (the pipe is closed before
   * the server writes), or nobody for now (`stalled`: the pipe fills up; `child.stdout.resume()` reads it).
   */
  stdout?: "read" | "closed" | "stalled";
}

/** Runs the real server (from source, as a separate process) and waits until it is ready. */
export async function spawnServer(
  env: Record<string, string>,
  { stdout = "read" }: SpawnOptions = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  let stdoutText = "";
  // node --import tsx (not the tsx wrapper) so that signals reach the server process itself.
  const child = spawn(process.execPath, ["--import", "tsx", fromRoot("src/server/index.ts")], {
    cwd: fromRoot(),
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      SESSION_SECRET: "spawned-secret-spawned-secret-0123456789",
      JOB_POLL_MS: "100",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (stdout === "closed") child.stdout?.destroy();
  else if (stdout === "stalled") child.stdout?.pause();
  else
    child.stdout?.on("data", (d) => {
      log += d;
      stdoutText += d;
    });
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A hang guard, not a speed check: a loaded machine can take minutes to start the embedded database.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server not ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    output: () => log,
    stdout: () => stdoutText,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
