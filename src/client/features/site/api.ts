import type { SiteConfig } from "@shared/schemas/site";
import { useQuery } from "@tanstack/react-query";

const FALLBACK: SiteConfig = {
  brandName: "Critics' Corner",
  supportEmail: "support@criticscorner.example",
  teamChatUrl: null,
  podcastSubmitUrl: "https://gp.example/podcasts/submit",
  appUrl: typeof window === "undefined" ? "" : window.location.origin,
};

/** Installation texts and links (brand, support e-mail, team chat, "Add Podcast To GP"). */
export function useSiteConfig(): SiteConfig {
  const { data } = useQuery<SiteConfig>({ queryKey: ["/api/config"] });
  return data ?? FALLBACK;
}
