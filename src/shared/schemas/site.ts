/** Installation-specific texts and links the client shows; served by GET /api/config. */
export interface SiteConfig {
  brandName: string;
  supportEmail: string;
  teamChatUrl: string | null;
  podcastSubmitUrl: string;
  appUrl: string;
}
