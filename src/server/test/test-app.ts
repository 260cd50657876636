import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { AppContext } from "../context";
import { closeContext, createContext } from "../create-context";
import type { DatabaseHandle } from "../db/client";
import type { UserRow } from "../db/schema";
import { createLogger } from "../logger";
import { createUser, type NewUser } from "../services/users/create-user";
import { TestClient } from "./test-client";
import { openTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** A client of its own (cookies), from `remoteAddress` if given (default 127.0.0.1). */
  client(remoteAddress?: string): TestClient;
  /** Creates a user directly in the database. */
  createUser(overrides?: Partial<NewUser>): Promise<UserRow & { password: string }>;
  /** Creates a user and a client signed in as them. */
  signedIn(
    overrides?: Partial<NewUser>,
  ): Promise<{ user: UserRow & { password: string }; client: TestClient }>;
  close(): Promise<void>;
}

let counter = 0;
export const uniqueUsername = (prefix = "user") =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

export const TEST_PASSWORD = "tested-Passw0rd";

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: DatabaseHandle;
  /** A built client to serve instead of dist/client (see http/static.ts). */
  clientDir?: string;
  /** A server renderer to render pages with (`entry-server.js` in it; see http/server-render.ts); default none. */
  serverRenderDir?: string;
  /** A logger of the test's own (to read what the app logs); default silent. */
  logger?: FastifyBaseLogger;
}

/** The whole app on a fresh database, for one test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    APP_URL: "http://localhost:5000",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123456789",
    DATA_DIR: "/tmp/critics-corner-test",
    RATE_LIMIT_LOGIN_PER_USER: "1000",
    RATE_LIMIT_LOGIN_PER_IP: "10000",
    RATE_LIMIT_REGISTER_PER_IP: "10000",
    RATE_LIMIT_FORGOT_PER_USER: "1000",
    RATE_LIMIT_FORGOT_PER_IP: "10000",
    RATE_LIMIT_PUBLIC_PER_IP: "1000000",
    RATE_LIMIT_REVIEWS_PER_HOUR: "100000",
    PUBLIC_CACHE_SECONDS: "0",
    JOB_POLL_MS: "100000",
    FEED_ALLOW_PRIVATE: "1",
    FEED_HOST_INTERVAL_MS: "0",
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const ctx = await createContext(config, options.logger ?? createLogger(config.logLevel), {
    database,
  });
  const app = await buildApp(ctx, { clientDir: options.clientDir, serverRenderDir: options.serverRenderDir });
  await app.ready();

  const make = async (overrides: Partial<NewUser> = {}) => {
    const password = overrides.password ?? TEST_PASSWORD;
    const row = await createUser(ctx.db, {
      username: uniqueUsername(overrides.role ?? "critic"),
      name: "Test User",
      role: "critic",
      status: "active",
      ...overrides,
      password,
    });
    return { ...row, password };
  };

  return {
    app,
    ctx,
    config,
    client: (remoteAddress?: string) => new TestClient(app, remoteAddress),
    createUser: make,
    async signedIn(overrides) {
      const user = await make(overrides);
      const client = new TestClient(app);
      const response = await client.post("/api/login", { username: user.username, password: user.password });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
      return { user, client };
    },
    async close() {
      await app.close();
      await closeContext(ctx);
    },
  };
}

/**
 * The usual set-up of a test file: one app for the file, opened before its tests and closed after them.
 * `const t = setUpTestApp();` at the top of the file; `t` reads the app once `beforeAll` has made it.
 */
export function setUpTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current)
        throw new Error("setUpTestApp: the app is made in beforeAll; read it inside a test or hook");
      return Reflect.get(current, key);
    },
  });
}
