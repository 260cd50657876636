/**
 * What an operator reads when the server or a command cannot start (issue 51 item 3, decision 0078): one
 * line naming the setting or argument, what is wrong and what to do, and an exit code a process manager can
 * act on, instead of a stack trace.
 */
export const EXIT = {
  /** Anything else (a bug: the stack trace is printed). */
  failure: 1,
  /** A command-line argument is wrong (EX_USAGE). */
  usage: 64,
  /** The database server does not answer: worth trying again later (EX_UNAVAILABLE). */
  unavailable: 69,
  /** A setting is wrong: starting again will not help until it is changed (EX_CONFIG). */
  config: 78,
} as const;

/** A failure whose message is already the one line to print. */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

interface Described {
  line: string;
  exitCode: number;
}

interface Context {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  port?: number | undefined;
  host?: string | undefined;
}

type Coded = Error & { code?: string; path?: string; hostname?: string; address?: string; port?: number };

/** The error and its causes (drivers and Drizzle wrap the one that says what happened). */
function* chain(error: unknown): Generator<Coded> {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    yield e as Coded;
    if (e instanceof AggregateError)
      for (const inner of e.errors) if (inner instanceof Error) yield inner as Coded;
  }
}

function databaseServer(url: string | undefined): { where: string; user: string; database: string } {
  try {
    const u = new URL(url ?? "");
    return {
      where: `${u.hostname}:${u.port || 5432}`,
      user: decodeURIComponent(u.username),
      database: decodeURIComponent(u.pathname.slice(1)),
    };
  } catch {
    return { where: "the server", user: "", database: "" };
  }
}

const UNREACHABLE = new Set(["ECONNREFUSED", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ECONNRESET"]);
const NOT_WRITABLE = new Set(["EACCES", "EPERM", "EROFS", "ENOTDIR", "ENOSPC"]);

/** The one line and exit code for a known failure at start-up, or undefined for anything else. */
export function describeStartupError(error: unknown, context: Context = {}): Described | undefined {
  if (error instanceof StartupError) return { line: error.message, exitCode: error.exitCode };
  const { where, user, database } = databaseServer(context.databaseUrl);
  for (const e of chain(error)) {
    const code = e.code ?? "";
    if (code === "EADDRINUSE" && e.port !== undefined) {
      return {
        line: `PORT: port ${e.port} on ${context.host ?? e.address ?? "this machine"} is already in use by another process. Stop that process or set PORT to a free port.`,
        exitCode: EXIT.config,
      };
    }
    if (context.databaseUrl) {
      if (code === "28P01" || code === "28000")
        return {
          line: `DATABASE_URL: the PostgreSQL server at ${where} refused user "${user}" (${e.message}). Check the user name and password in DATABASE_URL.`,
          exitCode: EXIT.config,
        };
      if (code === "3D000")
        return {
          line: `DATABASE_URL: the PostgreSQL server at ${where} has no database "${database}". Create it (createdb ${database}) or correct the database name in DATABASE_URL.`,
          exitCode: EXIT.config,
        };
      if (code === "ENOTFOUND" || code === "EAI_AGAIN")
        return {
          line: `DATABASE_URL: the host of ${where} cannot be found (${code}). Correct the host name in DATABASE_URL.`,
          exitCode: EXIT.config,
        };
      if (UNREACHABLE.has(code))
        return {
          line: `DATABASE_URL: no PostgreSQL server answers at ${where} (${code}). Start the server, or correct the host and port in DATABASE_URL.`,
          exitCode: EXIT.unavailable,
        };
    }
    if (NOT_WRITABLE.has(code) && context.dataDir && e.path?.startsWith(context.dataDir)) {
      return {
        line: `DATA_DIR: ${context.dataDir} cannot be written by this user (${code} on ${e.path}). Make it writable by the user the server runs as, or set DATA_DIR to a folder it can write.`,
        exitCode: EXIT.config,
      };
    }
  }
  return undefined;
}

/**
 * Prints the one line (or, for an unknown failure, the whole error: that one is a bug) and exits with its
 * code. `prefix` names who failed, e.g. "Error: ".
 */
export function exitWith(error: unknown, context: Context = {}): never {
  const described = describeStartupError(error, context);
  if (described) console.error(`Error: ${described.line}`);
  else console.error(error);
  process.exit(described?.exitCode ?? EXIT.failure);
}
