import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { HttpError } from "../lib/http-error";
import { renamedCriticSlug } from "../services/critics/critic-pages";

/** The request's query string, "?…" or nothing, to carry over to where it moved. */
export const queryOf = (request: FastifyRequest) =>
  request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";

/**
 * After a critic's address found nobody: a 301 to the same kind of address under the critic's current slug
 * when the slug was theirs under an earlier name (the page, its API, its feed, its share page and card;
 * query kept), else null, and the caller answers its 404. A suspended critic's old address stays a 404.
 */
export async function redirectRenamedCritic(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  pathOf: (slug: string) => string,
): Promise<FastifyReply | null> {
  const current = await renamedCriticSlug(ctx.db, slug);
  if (!current) return null;
  return reply.redirect(`${pathOf(current)}${queryOf(request)}`, 301);
}

/**
 * `answer()`, or when it finds no critic (404) a 301 to the same kind of address under the critic's
 * current slug if the slug was theirs under an earlier name (redirectRenamedCritic).
 */
export async function answerOrRenamedCritic<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  pathOf: (slug: string) => string,
  answer: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    const moved = await redirectRenamedCritic(ctx, request, reply, slug, pathOf);
    if (!moved) throw error;
    return moved;
  }
}
