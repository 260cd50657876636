import type { SiteConfig } from "@shared/schemas/site";
import type { AppContext } from "../../context";

/** The installation's texts and links: GET /api/config's answer, also written into every page. */
export function siteConfig(ctx: AppContext): SiteConfig {
  return {
    brandName: ctx.config.site.brandName,
    supportEmail: ctx.config.site.supportEmail,
    teamChatUrl: ctx.config.site.teamChatUrl ?? null,
    podcastSubmitUrl: ctx.config.site.podcastSubmitUrl,
    appUrl: ctx.config.appUrl,
  };
}
