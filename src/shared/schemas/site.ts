/** Installation-specific texts and links the client shows; served by GET /api/config. */
export interface SiteConfig {
  brandName: string;
  supportEmail: string;
  teamChatUrl: string | null;
  podcastSubmitUrl: string;
  appUrl: string;
}

/** The brand when BRAND_NAME is not set; src/client/index.html is written with it. */
export const DEFAULT_BRAND_NAME = "Critics' Corner";
