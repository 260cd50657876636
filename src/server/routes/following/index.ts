import { idParam } from "@shared/schemas/common";
import { feedQuery, followingQuery } from "@shared/schemas/following";
import { INVALID_PODCAST_ID } from "@shared/schemas/podcast";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { digestSettingBody } from "../../http/request-bodies";
import { feedPage } from "../../services/following/feed";
import {
  criticFollowState,
  followCritic,
  followPodcast,
  listFollowing,
  podcastFollowState,
} from "../../services/following/follows";
import { setDigest } from "../../services/following/digest-setting";

const podcastParams = z.object({ id: idParam(INVALID_PODCAST_ID) });
/** A critic page's address: lower-case letters, digits and hyphens (the slug's form, critic-pages.ts). */
const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,200}$/, "slug must be a critic page's address, e.g. jordan-vale"),
});

/**
 * Following (issue 53): an active account follows critics (`/api/critics/:slug/follow`) and podcasts
 * (`/api/podcasts/:id/follow`), lists what it follows, reads what is new from them (`/api/feed`) and
 * sets its weekly digest.
 */
export const followingRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/critics/:slug/follow", policies.public, { params: slugParams }),
    handler: async (request) => criticFollowState(ctx.db, request.currentUser, request.params.slug),
  });
  api.route({
    ...endpoint("PUT /api/critics/:slug/follow", policies.follower, { params: slugParams }),
    handler: async (request, reply) => {
      await followCritic(ctx.db, request.actor, request.params.slug, true);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...endpoint("DELETE /api/critics/:slug/follow", policies.follower, { params: slugParams }),
    handler: async (request, reply) => {
      await followCritic(ctx.db, request.actor, request.params.slug, false);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...endpoint("PUT /api/podcasts/:id/follow", policies.follower, { params: podcastParams }),
    handler: async (request, reply) => {
      await followPodcast(ctx.db, request.actor, request.params.id, true);
      return reply.status(204).send(null);
    },
  });
  api.route({
    ...endpoint("DELETE /api/podcasts/:id/follow", policies.follower, { params: podcastParams }),
    handler: async (request, reply) => {
      await followPodcast(ctx.db, request.actor, request.params.id, false);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpoint("GET /api/podcasts/:id/follow", policies.signedIn, { params: podcastParams }),
    handler: async (request) => podcastFollowState(ctx.db, request.actor, request.params.id),
  });

  api.route({
    ...endpoint("GET /api/following", policies.signedIn, { querystring: followingQuery }),
    handler: async (request) => listFollowing(ctx.db, request.actor, request.query),
  });

  api.route({
    ...endpoint("GET /api/feed", policies.signedIn, {
      description:
        "At most 50 items a page (`limit`, default 20). Reviews a moderator hid and reviews by suspended " +
        "critics are left out; a member review with `containsSpoilers` should hide its text until asked.",
      querystring: feedQuery,
    }),
    handler: async (request) => feedPage(ctx.db, request.actor.id, request.query),
  });

  api.route({
    ...endpoint("PUT /api/user/digest", policies.signedIn, { body: digestSettingBody }),
    handler: async (request) => ({ digest: await setDigest(ctx.db, request.actor, request.body.digest) }),
  });
});
