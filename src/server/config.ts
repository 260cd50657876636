import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { DEFAULT_BRAND_NAME } from "@shared/constants/brand";
import { z } from "zod";
import { makePrivateDir } from "./lib/private-files";

/** Field names in the Airtable base; AIRTABLE_FIELDS (JSON) overrides any of them. */
export const DEFAULT_AIRTABLE_FIELDS = {
  reviewer: "Reviewer",
  publication: "Publication",
  podcast: "Podcast",
  snippet: "Snippet",
  rating: "Rating",
  date: "Date",
  url: "URL",
  submissionId: "Submission Id",
  criticName: "Name",
  publicationName: "Name",
  publicationCritic: "Critic",
} as const;
export type AirtableFieldNames = Record<keyof typeof DEFAULT_AIRTABLE_FIELDS, string>;

const airtableFieldsSchema = z
  .object(
    Object.fromEntries(
      Object.keys(DEFAULT_AIRTABLE_FIELDS).map((k) => [
        k,
        z
          .string()
          .min(1)
          .regex(/^[^{}]+$/)
          .optional(),
      ]),
    ) as Record<keyof AirtableFieldNames, z.ZodOptional<z.ZodString>>,
  )
  .strict();

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const positiveInt = z.coerce.number().int().positive();

const isCidr = (value: string) => {
  const [address, bits, extra] = value.split("/");
  const version = isIP(address ?? "");
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For to believe: `0` none; a hop count (`1`: one proxy in front, whose
 * address it appends is the client); or a comma-separated list of proxy addresses or CIDRs. Never "every
 * hop", which would let a client pick its own address by writing the header itself.
 */
const trustProxyField = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === "0" || value === "false") return false;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const list = value.split(",").map((part) => part.trim());
    if (list.every(isCidr)) return list;
    context.addIssue({
      code: "custom",
      message:
        "must be 0, a hop count (1 = one proxy in front), or a comma-separated list of proxy addresses or CIDRs",
    });
    return z.NEVER;
  });

/** DIGEST_DAY's values, in the order of Date.getDay(). */
const DIGEST_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url().optional(),
  ALLOW_HTTP: flag.default(false),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_DEMO: flag.optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .min(1)
    .refine(
      (v) =>
        URL.canParse(v) && ["smtp:", "smtps:"].includes(new URL(v).protocol) && new URL(v).hostname !== "",
      {
        error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587",
      },
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default("Critics' Corner <no-reply@localhost>"),
  CRITIC_DB: z.enum(["builtin", "airtable"]).default("builtin"),
  AIRTABLE_TOKEN: z.string().min(1).optional(),
  AIRTABLE_BASE_ID: z.string().min(1).optional(),
  AIRTABLE_API_URL: z.url().default("https://api.airtable.com"),
  AIRTABLE_REVIEWS_TABLE: z.string().min(1).default("Reviews"),
  AIRTABLE_CRITICS_TABLE: z.string().min(1).default("Critics"),
  AIRTABLE_PUBLICATIONS_TABLE: z.string().min(1).default("Publications"),
  AIRTABLE_FIELDS: z
    .string()
    .transform((value, ctx) => {
      try {
        return airtableFieldsSchema.parse(JSON.parse(value));
      } catch {
        ctx.addIssue({
          code: "custom",
          message: `must be a JSON object naming fields, e.g. {"reviewer":"Critic"}; known keys: ${Object.keys(DEFAULT_AIRTABLE_FIELDS).join(", ")}`,
        });
        return z.NEVER;
      }
    })
    .optional(),
  AIRTABLE_REQUESTS_PER_SECOND: z.coerce.number().positive().max(5).default(4),
  AIRTABLE_RATE_LIMIT_BACKOFF_MS: z.coerce.number().int().min(0).default(30_000),
  AIRTABLE_TIMEOUT_MS: positiveInt.default(10_000),
  AIRTABLE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  AIRTABLE_SYNC_SECONDS: z.coerce.number().int().min(0).default(300),
  CRITIC_DELIVERY_MAX_ATTEMPTS: positiveInt.default(20),
  CRITIC_SCORE_MIN_CRITICS: positiveInt.default(3),
  SUPPORT_EMAIL: z.email().default("support@criticscorner.example"),
  TEAM_CHAT_URL: z.url().optional(),
  PODCAST_SUBMIT_URL: z.url().default("https://gp.example/podcasts/submit"),
  BRAND_NAME: z.string().min(1).default(DEFAULT_BRAND_NAME),
  TRUST_PROXY: trustProxyField.default(false),
  APP_TIMEZONE: z
    .string()
    .refine(isTimeZone, "must be an IANA time zone name such as UTC or Europe/London")
    .default("UTC"),
  DIGEST_DAY: z.enum(DIGEST_DAYS, { error: `must be one of ${DIGEST_DAYS.join(", ")}` }).default("monday"),
  DIGEST_HOUR: z.coerce
    .number({ error: "must be a whole hour from 0 to 23" })
    .int("must be a whole hour from 0 to 23")
    .min(0, "must be a whole hour from 0 to 23")
    .max(23, "must be a whole hour from 0 to 23")
    .default(8),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  UPLOAD_TIMEOUT_MS: positiveInt.default(300_000),
  LOG_BUFFER_KB: z.coerce.number().int().min(16).max(1_048_576).default(4096),
  SESSION_IDLE_HOURS: positiveInt.default(72),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
  RATE_LIMIT_LOGIN_PER_USER: positiveInt.default(10),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(100),
  RATE_LIMIT_REGISTER_PER_IP: positiveInt.default(100),
  RATE_LIMIT_FORGOT_PER_USER: positiveInt.default(5),
  RATE_LIMIT_FORGOT_PER_IP: positiveInt.default(50),
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(1).max(128).default(64),
  RATE_LIMIT_PUBLIC_PER_IP: positiveInt.default(120),
  RATE_LIMIT_REVIEWS_PER_HOUR: positiveInt.default(30),
  REPORTS_PER_DAY: positiveInt.default(20),
  APPLICATIONS_PER_MONTH: positiveInt.default(3),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  BACKUP_HOURS: z.coerce.number().min(0).max(500).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(0).default(7),
  METRICS_ENABLED: flag.default(false),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  JOB_POLL_MS: positiveInt.default(1000),
  JOB_LOCK_MS: z.coerce.number().int().min(1_000).default(300_000),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  FEED_REFRESH_MINUTES: z.coerce.number().int().min(1).max(525_600).default(360),
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  FEED_HOST_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  FEED_REFRESH_SHARE: z.coerce.number().int().min(1).max(100).default(10),
  FEED_ALLOW_PRIVATE: flag.default(false),
  WEB_CONCURRENCY: z
    .union([z.literal("auto"), z.coerce.number().int().min(1).max(64)], {
      error: "must be a whole number from 1 to 64, or auto (one per CPU core)",
    })
    .default(1),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  /** ALLOW_HTTP: production may run on an http APP_URL (said in the log at start-up). */
  allowHttp: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  sessionSecret: string;
  /** Server processes to run (WEB_CONCURRENCY): more than one forks workers sharing the port. */
  processes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  criticDb: "builtin" | "airtable";
  airtable: {
    token: string | undefined;
    baseId: string | undefined;
    apiUrl: string;
    reviewsTable: string;
    criticsTable: string;
    publicationsTable: string;
    fields: AirtableFieldNames;
    requestsPerSecond: number;
    /** How long every instance stops calling Airtable after a 429. */
    rateLimitBackoffMs: number;
    timeoutMs: number;
    cacheSeconds: number;
    /** How often the local copy of the reviews table is refreshed from Airtable; 0 turns the sync off. */
    syncSeconds: number;
  };
  criticDeliveryMaxAttempts: number;
  /** Critics a podcast needs before its critics' score is shown (below it the score is null). */
  criticScoreMinCritics: number;
  site: {
    brandName: string;
    supportEmail: string;
    teamChatUrl: string | undefined;
    podcastSubmitUrl: string;
  };
  /** Fastify's trustProxy: false, a hop count, or proxy addresses / CIDRs (never plain `true`). */
  trustProxy: false | number | string[];
  /** IANA time zone of weekly figures, e-mail dates and export file names. */
  timeZone: string;
  /** When the weekly digest goes out, in `timeZone`: the day (0 = Sunday … 6 = Saturday) and the hour. */
  digest: { day: number; hour: number };
  logLevel: string;
  /** How long a request may take to arrive (headers and body); uploads get longer. */
  timeouts: { requestMs: number; uploadMs: number };
  /** Log output that may wait for a slow stdout reader before lines are dropped. */
  logBufferBytes: number;
  session: { idleMs: number; absoluteMs: number };
  rateLimits: {
    loginPerUser: number;
    loginPerIp: number;
    registerPerIp: number;
    forgotPerUser: number;
    forgotPerIp: number;
    /** Per-address limits count an IPv6 client by this many leading bits of its address. */
    ipv6Prefix: number;
    /** Requests a minute per address to the public pages (/share/*, /critics*, /api/critics*). */
    publicPerIp: number;
    /** New audience reviews an account may write in an hour (docs/decisions/0056). */
    reviewsPerHour: number;
    /** Reports an account may send in any 24 hours (docs/decisions/0073). */
    reportsPerDay: number;
    /** Applications to the critic programme an account may make in any 30 days (docs/decisions/0073). */
    applicationsPerMonth: number;
  };
  /** How long public answers (leaderboard, critic pages, share cards) are reused for signed-out visitors. */
  publicCacheSeconds: number;
  /** Scheduled backups of the embedded database into DATA_DIR/backups: every `hours`, the newest `keep` kept (0: off). */
  backups: { hours: number; keep: number };
  metricsEnabled: boolean;
  metricsToken: string | undefined;
  jobPollMs: number;
  /** How long a running job is locked to its worker (one job per lock). */
  jobLockMs: number;
  /** Bounds connecting to the SMTP server, its greeting, each socket wait and one whole send. */
  smtpTimeoutMs: number;
  /** Podcast feeds read by the job queue (issue 52, docs/decisions/0086). */
  feeds: {
    refreshMinutes: number;
    maxBytes: number;
    hostIntervalMs: number;
    /** The share (percent) of its time the refresh lane works: after each refresh it rests the rest. */
    refreshShare: number;
    /** Feeds may live on private, loopback and link-local addresses (tests only). */
    allowPrivate: boolean;
  };
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start-up; a bad value stops the process with a clear message. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    // One line an operator reads at a glance (issue 51 item 3): each bad setting named, separated by "; ".
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction && !e.SESSION_SECRET) throw new ConfigError("SESSION_SECRET is required in production.");
  if (isProduction && !e.APP_URL) throw new ConfigError("APP_URL is required in production.");
  if (isProduction && e.APP_URL && new URL(e.APP_URL).protocol !== "https:" && !e.ALLOW_HTTP) {
    throw new ConfigError(
      `APP_URL: ${e.APP_URL} is not https, and production sends secure cookies and links over https only. ` +
        "Give the https address the visitors use (TLS at the proxy), or set ALLOW_HTTP=1 to run on http anyway.",
    );
  }
  const processes = e.WEB_CONCURRENCY === "auto" ? availableParallelism() : e.WEB_CONCURRENCY;
  if (processes > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      "WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database can only be opened by one process.",
    );
  }
  if (e.SMTP_TIMEOUT_MS * 4 > e.JOB_LOCK_MS) {
    throw new ConfigError(
      "SMTP_TIMEOUT_MS must be at most a quarter of JOB_LOCK_MS, so that an e-mail job never outlives its lock.",
    );
  }
  if (e.CRITIC_DB === "airtable" && (!e.AIRTABLE_TOKEN || !e.AIRTABLE_BASE_ID)) {
    throw new ConfigError("CRITIC_DB=airtable needs AIRTABLE_TOKEN and AIRTABLE_BASE_ID.");
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    allowHttp: e.ALLOW_HTTP,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    // Production never seeds demo data unless asked to (SEED_DEMO=1), whatever the database.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !isProduction),
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    criticDb: e.CRITIC_DB,
    airtable: {
      token: e.AIRTABLE_TOKEN,
      baseId: e.AIRTABLE_BASE_ID,
      apiUrl: e.AIRTABLE_API_URL.replace(/\/+$/, ""),
      reviewsTable: e.AIRTABLE_REVIEWS_TABLE,
      criticsTable: e.AIRTABLE_CRITICS_TABLE,
      publicationsTable: e.AIRTABLE_PUBLICATIONS_TABLE,
      fields: { ...DEFAULT_AIRTABLE_FIELDS, ...stripUndefined(e.AIRTABLE_FIELDS ?? {}) },
      requestsPerSecond: e.AIRTABLE_REQUESTS_PER_SECOND,
      rateLimitBackoffMs: e.AIRTABLE_RATE_LIMIT_BACKOFF_MS,
      timeoutMs: e.AIRTABLE_TIMEOUT_MS,
      cacheSeconds: e.AIRTABLE_CACHE_SECONDS,
      syncSeconds: e.AIRTABLE_SYNC_SECONDS,
    },
    criticDeliveryMaxAttempts: e.CRITIC_DELIVERY_MAX_ATTEMPTS,
    criticScoreMinCritics: e.CRITIC_SCORE_MIN_CRITICS,
    site: {
      brandName: e.BRAND_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      teamChatUrl: e.TEAM_CHAT_URL,
      podcastSubmitUrl: e.PODCAST_SUBMIT_URL,
    },
    trustProxy: e.TRUST_PROXY,
    timeZone: e.APP_TIMEZONE,
    digest: { day: DIGEST_DAYS.indexOf(e.DIGEST_DAY), hour: e.DIGEST_HOUR },
    logLevel: e.LOG_LEVEL,
    logBufferBytes: e.LOG_BUFFER_KB * 1024,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, uploadMs: e.UPLOAD_TIMEOUT_MS },
    session: { idleMs: e.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000 },
    rateLimits: {
      loginPerUser: e.RATE_LIMIT_LOGIN_PER_USER,
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      registerPerIp: e.RATE_LIMIT_REGISTER_PER_IP,
      forgotPerUser: e.RATE_LIMIT_FORGOT_PER_USER,
      forgotPerIp: e.RATE_LIMIT_FORGOT_PER_IP,
      ipv6Prefix: e.RATE_LIMIT_IPV6_PREFIX,
      publicPerIp: e.RATE_LIMIT_PUBLIC_PER_IP,
      reviewsPerHour: e.RATE_LIMIT_REVIEWS_PER_HOUR,
      reportsPerDay: e.REPORTS_PER_DAY,
      applicationsPerMonth: e.APPLICATIONS_PER_MONTH,
    },
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    backups: { hours: e.BACKUP_HOURS, keep: e.BACKUP_KEEP },
    metricsEnabled: e.METRICS_ENABLED,
    metricsToken: e.METRICS_TOKEN,
    jobPollMs: e.JOB_POLL_MS,
    jobLockMs: e.JOB_LOCK_MS,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    feeds: {
      refreshMinutes: e.FEED_REFRESH_MINUTES,
      maxBytes: e.FEED_MAX_BYTES,
      hostIntervalMs: e.FEED_HOST_INTERVAL_MS,
      refreshShare: e.FEED_REFRESH_SHARE,
      allowPrivate: e.FEED_ALLOW_PRIVATE,
    },
    processes,
  };
}

const stripUndefined = (fields: Partial<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Partial<AirtableFieldNames>;

/** In development the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  makePrivateDir(dataDir);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
