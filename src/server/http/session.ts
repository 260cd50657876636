import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import type { UserRow } from "../db/schema";
import { sha256 } from "../lib/crypto";
import { Lru } from "../lib/lru";
import type { ActiveSession, SessionMeta } from "../services/auth/sessions";

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set for /api requests by the session hook. */
    currentUser: UserRow | null;
    sessionTokenHash: string | null;
  }
}

export function sessionCookieName(ctx: AppContext): string {
  // The __Host- prefix makes the browser insist on Secure, Path=/ and no Domain.
  return ctx.config.isProduction ? "__Host-cc_session" : "cc_session";
}

/** Our cookies: httpOnly, SameSite=Lax, Secure in production, for the whole site. */
const cookieOptions = (ctx: AppContext) =>
  ({ httpOnly: true, sameSite: "lax", secure: ctx.config.isProduction, path: "/" }) as const;

export function setSessionCookie(reply: FastifyReply, token: string): void {
  const ctx = reply.server.ctx;
  reply.setCookie(sessionCookieName(ctx), token, {
    ...cookieOptions(ctx),
    signed: true,
    maxAge: Math.floor(ctx.config.session.absoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(reply.server.ctx), cookieOptions(reply.server.ctx));
}

const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Marks a browser that has signed in as a user before (see services/auth/login-limits.ts). */
export function knownDeviceCookieName(ctx: AppContext): string {
  return ctx.config.isProduction ? "__Host-cc_device" : "cc_device";
}

export function knownDevice(request: FastifyRequest): string | undefined {
  const raw = request.cookies[knownDeviceCookieName(request.server.ctx)];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid && unsigned.value ? unsigned.value : undefined;
}

export function setKnownDeviceCookie(reply: FastifyReply, device: string): void {
  const ctx = reply.server.ctx;
  reply.setCookie(knownDeviceCookieName(ctx), device, {
    ...cookieOptions(ctx),
    signed: true,
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}

export function sessionMeta(request: FastifyRequest): SessionMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/**
 * Sessions lent to the reads of a page being drawn (server-render.ts), by a nonce only those in-process
 * requests carry: the page request already looked its session up, so its first reads do not again.
 */
const lentSessions = new Map<string, ActiveSession>();
const LENT_SESSION_HEADER = "x-cc-lent-session";

/** Runs `reads` with this session lent to requests that send the headers `reads` is given. */
export async function lendSession<T>(
  session: ActiveSession | null | undefined,
  reads: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!session) return reads({});
  const nonce = randomUUID();
  lentSessions.set(nonce, session);
  try {
    return await reads({ [LENT_SESSION_HEADER]: nonce });
  } finally {
    lentSessions.delete(nonce);
  }
}

/** Session cookies whose signature was found good, by app, with their token's hash (an HMAC and a hash per request otherwise). */
const verifiedCookies = new WeakMap<AppContext, Lru<string, string>>();

/** The hash of the token a signed session cookie carries, or null for a forged one. */
function cookieTokenHash(app: FastifyInstance, request: FastifyRequest, raw: string): string | null {
  let verified = verifiedCookies.get(app.ctx);
  if (!verified) {
    verified = new Lru(10_000);
    verifiedCookies.set(app.ctx, verified);
  }
  const known = verified.get(raw);
  if (known) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const tokenHash = sha256(unsigned.value);
  verified.set(raw, tokenHash);
  return tokenHash;
}

type FoundSession = ActiveSession | null | undefined;

/**
 * The session the request's cookie names: undefined without a cookie, null for a forged or ended one. At
 * once (no promise) when the session is in memory, as it is for nearly every request.
 */
export function cookieSession(
  app: FastifyInstance,
  request: FastifyRequest,
): FoundSession | Promise<FoundSession> {
  const raw = request.cookies[sessionCookieName(app.ctx)];
  if (!raw) return undefined;
  const tokenHash = cookieTokenHash(app, request, raw);
  if (!tokenHash) return null;
  const nonce = request.headers[LENT_SESSION_HEADER];
  const lent = typeof nonce === "string" ? lentSessions.get(nonce) : undefined;
  if (lent) return { ...lent, user: { ...lent.user } };
  return app.ctx.sessions.kept(tokenHash) ?? app.ctx.sessions.find(tokenHash).then((found) => found ?? null);
}

/** Reads the session cookie once per API request: one indexed query, no write. */
export function registerSessionHook(app: FastifyInstance): void {
  app.decorateRequest("currentUser", null);
  app.decorateRequest("sessionTokenHash", null);
  const apply = (request: FastifyRequest, reply: FastifyReply, session: FoundSession) => {
    if (session === undefined) return;
    if (!session) {
      clearSessionCookie(reply);
      return;
    }
    request.currentUser = session.user;
    request.sessionTokenHash = session.tokenHash;
  };
  app.addHook("onRequest", (request, reply, done) => {
    if (!request.url.startsWith("/api/")) return done();
    const session = cookieSession(app, request);
    if (!(session instanceof Promise)) {
      apply(request, reply, session);
      return done();
    }
    session.then((found) => {
      apply(request, reply, found);
      done();
    }, done);
  });
}
