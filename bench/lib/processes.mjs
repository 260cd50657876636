// Child processes of the bench: the built server, the bare node:http baseline, and their memory.
import { spawn, spawnSync } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { root } from "./config.mjs";

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The parent's environment without a database choice, plus `extra` (undefined values are dropped). No
 * scheduled backup: a minute after start the embedded database's first one gzips its whole data directory,
 * seconds of CPU on a two-core machine in the middle of what a bench measures (it fell on `bench:web`'s
 * second page, whose Lighthouse runs it slowed up to tenfold).
 */
export function childEnv(extra) {
  const env = { ...process.env, BACKUP_HOURS: "0" };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

export function runSync(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: childEnv(extraEnv) });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Starts a Node process; its output goes to `logFile` when given (the server's JSON logs), else nowhere. */
export function startNode(args, extraEnv, logFile) {
  const out = logFile ? openSync(logFile, "w") : "ignore";
  return spawn(process.execPath, args, {
    cwd: root,
    env: childEnv(extraEnv),
    stdio: ["ignore", out, logFile ? out : "inherit"],
  });
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resident set size of a process in bytes (Linux /proc), or undefined elsewhere. */
export function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak. */
export function sampleRss(pid, everyMs = 200) {
  let peak = rssBytes(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid) ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssBytes(pid) ?? 0);
    },
  };
}

export const BARE_SERVER = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"ok":true}'); }).listen(Number(process.env.PORT), "127.0.0.1");`;
