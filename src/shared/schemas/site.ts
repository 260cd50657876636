import { z } from "zod";

/** Installation-specific texts and links the client shows; served by GET /api/config. */
export const siteConfigSchema = z.object({
  brandName: z.string(),
  supportEmail: z.string(),
  teamChatUrl: z.string().nullable(),
  podcastSubmitUrl: z.string(),
  appUrl: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
