/** Following critics and podcasts, the Following feed and the weekly digest (issue 53). */

/** The digest setting of a member: `weekly` (the default) or `off`. */
export const DIGEST_SETTINGS = ["weekly", "off"] as const;
export type DigestSetting = (typeof DIGEST_SETTINGS)[number];

/** Items of the Following feed per page, and its largest page. */
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_MAX = 50;

/** Follows listed per page by GET /api/following. */
export const FOLLOWING_PAGE_SIZE = 25;

export const FOLLOW_ACTIVE_ONLY = "Only an active account can follow critics and podcasts.";
export const INVALID_FEED_CURSOR = "cursor is not one this feed gave out";
export const DIGEST_MESSAGE = "digest must be weekly or off";
