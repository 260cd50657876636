import type { FollowTarget } from "@shared/api/urls/following";

/** Following's query keys: `followingKeys.all` reaches every follow state, the list and the feed. */
export const followingKeys = {
  all: ["following"] as const,
  state: (target: FollowTarget) =>
    ["following", "state", target.kind, target.kind === "critic" ? target.slug : target.id] as const,
  list: ["following", "list"] as const,
  feed: ["following", "feed"] as const,
};
