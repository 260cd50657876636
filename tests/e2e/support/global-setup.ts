import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { E2E_SERVERS, type E2EServer, MAIL_DIR, SMTP_PORT } from "./servers";

async function startSmtp(): Promise<SMTPServer> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? "") ?? []);
          const file = path.join(MAIL_DIR, `${Date.now()}-${n++}.json`);
          writeFileSync(
            file,
            JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }),
          );
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, "127.0.0.1", resolve));
  return server;
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cc_e2e_${randomBytes(4).toString("hex")}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

async function waitUntilReady(server: E2EServer, child: ChildProcess, log: () => string): Promise<void> {
  // Generous: on a machine busy with other work the embedded database can take minutes to start.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${server.kind} server exited:\n${log()}`);
    try {
      const res = await fetch(`${server.baseURL}/readyz`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The ${server.kind} server did not become ready:\n${log()}`);
}

/** Starts a test SMTP server and the built app once per database; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const smtp = await startSmtp();
  const cleanups: (() => Promise<void> | void)[] = [() => new Promise<void>((r) => smtp.close(() => r()))];
  const wanted = E2E_SERVERS.filter((s) => s.kind === "embedded" || process.env.TEST_DATABASE_URL);

  const starting: Promise<void>[] = [];
  for (const server of wanted) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `cc-e2e-${server.kind}-`));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      NODE_ENV: "test",
      PORT: String(server.port),
      HOST: "127.0.0.1",
      APP_URL: server.baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: "warn",
      JOB_POLL_MS: "200",
      TEAM_CHAT_URL: "https://chat.example/critics",
      RATE_LIMIT_LOGIN_PER_USER: "1000",
      RATE_LIMIT_LOGIN_PER_IP: "100000",
      RATE_LIMIT_REGISTER_PER_IP: "100000",
      RATE_LIMIT_FORGOT_PER_USER: "1000",
      RATE_LIMIT_FORGOT_PER_IP: "100000",
      RATE_LIMIT_PUBLIC_PER_IP: "1000000",
      RATE_LIMIT_REVIEWS_PER_HOUR: "100000",
      PUBLIC_CACHE_SECONDS: "0",
      // The episodes spec serves its feed from this machine.
      FEED_ALLOW_PRIVATE: "1",
      FEED_HOST_INTERVAL_MS: "0",
    };
    delete env.DATABASE_URL;
    if (server.kind === "postgres") {
      const database = await createDatabase(process.env.TEST_DATABASE_URL!);
      env.DATABASE_URL = database.url;
      cleanups.push(database.drop);
    }
    let output = "";
    const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/index.js"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => {
      output += d;
      process.stderr.write(`[${server.kind} server] ${d}`);
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    );
    starting.push(waitUntilReady(server, child, () => output));
  }
  // Both servers start at once (each mostly waits on its database).
  const started = await Promise.allSettled(starting);
  const failure = started.find((r) => r.status === "rejected");
  if (failure) {
    // Playwright runs no teardown when the set-up fails: stop what was started, or the servers stay up on
    // the ports and the next run tests an old build.
    for (const cleanup of cleanups.reverse()) await cleanup();
    throw failure.reason;
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
