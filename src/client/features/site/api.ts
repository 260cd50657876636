import { pageBrandName } from "@client/lib/brand";
import { apiGet, apiUrl } from "@client/lib/http";
import { useVisit } from "@client/lib/visit";
import type { SiteConfig } from "@shared/schemas/site";

/**
 * Until GET /api/config answers, where the page holds no texts: only on Vite's development server, as every
 * page the app's server sends holds them (decision 0047).
 */
let fallback: SiteConfig | undefined;
const makeFallback = (): SiteConfig => ({
  brandName: pageBrandName(),
  supportEmail: "",
  teamChatUrl: null,
  podcastSubmitUrl: "",
  appUrl: location.origin,
});

/** Asked once, only when the page did not hold the texts (decision 0047). */
let requested = false;

/**
 * Installation texts and links (brand, support e-mail, team chat, "Add Podcast To GP"): from the page, or
 * read once from GET /api/config.
 */
export function useSiteConfig(): SiteConfig {
  const store = useVisit().site;
  const config = store.use();
  if (!config && !requested) {
    requested = true;
    apiGet(apiUrl("GET /api/config")).then(store.set, () => {
      requested = false;
    });
  }
  if (config) return config;
  fallback ??= makeFallback();
  return fallback;
}
