import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_AIRTABLE_FIELDS, loadConfig } from "./config";

const base = {
  NODE_ENV: "test",
  SESSION_SECRET: "x".repeat(40),
  DATA_DIR: "/tmp/critics-corner-config-test",
};

describe("critic database configuration", () => {
  it("defaults to the built-in critic database and Airtable's documented limits", () => {
    const config = loadConfig(base);
    expect(config.criticDb).toBe("builtin");
    expect(config.airtable).toMatchObject({
      requestsPerSecond: 4,
      rateLimitBackoffMs: 30_000,
      cacheSeconds: 30,
      fields: DEFAULT_AIRTABLE_FIELDS,
    });
  });

  it("needs a token and a base for Airtable, and takes field names as JSON", () => {
    expect(() => loadConfig({ ...base, CRITIC_DB: "airtable" })).toThrow(ConfigError);
    const config = loadConfig({
      ...base,
      CRITIC_DB: "airtable",
      AIRTABLE_TOKEN: "pat",
      AIRTABLE_BASE_ID: "app1",
      AIRTABLE_FIELDS: '{"reviewer":"Critic","submissionId":"Our Id"}',
    });
    expect(config.airtable.fields).toMatchObject({
      reviewer: "Critic",
      submissionId: "Our Id",
      podcast: "Podcast",
    });
  });

  it.each([
    ["AIRTABLE_FIELDS", "{not json"],
    ["AIRTABLE_FIELDS", '{"unknown":"X"}'],
    ["AIRTABLE_FIELDS", '{"reviewer":"{Bad}"}'],
    ["AIRTABLE_REQUESTS_PER_SECOND", "6"],
  ])("refuses %s=%s", (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(name));
  });
});

describe("critics' score minimum (CRITIC_SCORE_MIN_CRITICS)", () => {
  it("shows a score from 3 critics unless told otherwise; 1 shows it from the first", () => {
    expect(loadConfig(base).criticScoreMinCritics).toBe(3);
    expect(loadConfig({ ...base, CRITIC_SCORE_MIN_CRITICS: "1" }).criticScoreMinCritics).toBe(1);
  });

  it.each(["0", "-2", "2.5", "three"])("refuses CRITIC_SCORE_MIN_CRITICS=%s", (value) => {
    expect(() => loadConfig({ ...base, CRITIC_SCORE_MIN_CRITICS: value })).toThrow(
      /CRITIC_SCORE_MIN_CRITICS/,
    );
  });
});

describe("server processes (WEB_CONCURRENCY)", () => {
  const server = { ...base, DATABASE_URL: "postgres://db.example/cc" };

  it("runs one process unless told otherwise, and one per core for auto", () => {
    expect(loadConfig(server).processes).toBe(1);
    expect(loadConfig({ ...server, WEB_CONCURRENCY: "3" }).processes).toBe(3);
    expect(loadConfig({ ...server, WEB_CONCURRENCY: "auto" }).processes).toBeGreaterThanOrEqual(1);
  });

  it.each(["0", "two", "1.5", "65"])("refuses WEB_CONCURRENCY=%s", (value) => {
    expect(() => loadConfig({ ...server, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });

  it("refuses several processes on the embedded database", () => {
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: "2" })).toThrow(/needs DATABASE_URL/);
  });
});

describe("time zone (APP_TIMEZONE)", () => {
  it("defaults to UTC and takes IANA names", () => {
    expect(loadConfig(base).timeZone).toBe("UTC");
    expect(loadConfig({ ...base, APP_TIMEZONE: "Pacific/Auckland" }).timeZone).toBe("Pacific/Auckland");
  });

  it.each(["Mars/Olympus", "GMT+99", "not a zone"])("refuses APP_TIMEZONE=%s", (value) => {
    expect(() => loadConfig({ ...base, APP_TIMEZONE: value })).toThrow(
      /APP_TIMEZONE: must be an IANA time zone/,
    );
  });
});

describe("background jobs and SMTP timeouts", () => {
  it("defaults to a 5-minute job lock and SMTP timeouts of 20 s", () => {
    expect(loadConfig(base)).toMatchObject({ jobLockMs: 300_000, smtpTimeoutMs: 20_000 });
  });

  it("refuses an SMTP timeout that is not well under the job lock", () => {
    expect(() => loadConfig({ ...base, JOB_LOCK_MS: "60000", SMTP_TIMEOUT_MS: "20000" })).toThrow(
      /SMTP_TIMEOUT_MS must be at most a quarter of JOB_LOCK_MS/,
    );
    expect(loadConfig({ ...base, JOB_LOCK_MS: "80000", SMTP_TIMEOUT_MS: "20000" }).jobLockMs).toBe(80_000);
  });
});

describe("demo data", () => {
  it("is seeded by default on the embedded database, never by default in production", () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: "postgres://db/app" }).seedDemo).toBe(false);
    const production = { ...base, NODE_ENV: "production", APP_URL: "https://critics.example" };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "1" }).seedDemo).toBe(true);
  });
});

describe("TRUST_PROXY", () => {
  it("takes 0, a hop count or proxy addresses / CIDRs, never 'every hop'", () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
    for (const bad of ["true", "yes", "10.0.0.0/33", "nginx", "1.2.3"])
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be 0, a hop count/,
      );
  });
});

describe("the brake on new reviews (RATE_LIMIT_REVIEWS_PER_HOUR)", () => {
  it("allows 30 new reviews an hour unless told otherwise", () => {
    expect(loadConfig(base).rateLimits.reviewsPerHour).toBe(30);
    expect(loadConfig({ ...base, RATE_LIMIT_REVIEWS_PER_HOUR: "2" }).rateLimits.reviewsPerHour).toBe(2);
  });

  it.each(["0", "-1", "1.5", "many"])("refuses RATE_LIMIT_REVIEWS_PER_HOUR=%s", (value) => {
    expect(() => loadConfig({ ...base, RATE_LIMIT_REVIEWS_PER_HOUR: value })).toThrow(
      /RATE_LIMIT_REVIEWS_PER_HOUR/,
    );
  });
});

describe("safe defaults in production (issue 51 item 4)", () => {
  const production = { ...base, NODE_ENV: "production" };

  it("refuses an APP_URL that is not https, unless ALLOW_HTTP=1", () => {
    expect(() => loadConfig({ ...production, APP_URL: "http://critics.example" })).toThrow(
      /^APP_URL: http:\/\/critics.example is not https.*ALLOW_HTTP=1/,
    );
    const allowed = loadConfig({ ...production, APP_URL: "http://critics.example", ALLOW_HTTP: "1" });
    expect(allowed.allowHttp).toBe(true);
    expect(loadConfig({ ...production, APP_URL: "https://critics.example" }).appUrl).toBe(
      "https://critics.example",
    );
    expect(loadConfig({ ...base, APP_URL: "http://localhost:5000" }).appUrl).toBe("http://localhost:5000");
  });

  it("refuses an SMTP_URL that does not parse as smtp:// or smtps://", () => {
    for (const SMTP_URL of ["mail.example.com:587", "http://mail.example.com", "smtp://"]) {
      expect(() => loadConfig({ ...base, SMTP_URL }), SMTP_URL).toThrow(/SMTP_URL: must be an smtp:\/\//);
    }
    expect(loadConfig({ ...base, SMTP_URL: "smtps://u:p@mail.example.com:465" }).smtpUrl).toBe(
      "smtps://u:p@mail.example.com:465",
    );
  });

  it("puts every bad setting on one line", () => {
    expect(() => loadConfig({ ...base, PORT: "x", SMTP_URL: "nope" })).toThrow(
      /^Invalid configuration: PORT: .*; SMTP_URL: [^\n]*$/,
    );
  });
});
