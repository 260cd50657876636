import { bootData } from "@client/lib/boot-data";
import { pageBrandName } from "@client/lib/brand";
import { apiGet, apiUrl } from "@client/lib/http";
import { createStore } from "@client/lib/store";
import { BOOT_CONFIG_ID } from "@shared/constants/boot";
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

const store = createStore<SiteConfig | null>(bootData<SiteConfig>(BOOT_CONFIG_ID) ?? null);
/** Server rendering: the installation's texts the page is rendered with (entry-server.tsx). */
export function setServerSiteConfig(config: SiteConfig): void {
  store.set(config);
  requested = true;
}

/** Asked only when the page did not hold the texts (decision 0047). */
let requested = store.get() !== null;

/**
 * Installation texts and links (brand, support e-mail, team chat, "Add Podcast To GP"): from the page, or
 * read once from GET /api/config.
 */
export function useSiteConfig(): SiteConfig {
  const config = store.use();
  if (!requested) {
    requested = true;
    apiGet(apiUrl("GET /api/config")).then(store.set, () => {
      requested = false;
    });
  }
  if (config) return config;
  fallback ??= makeFallback();
  return fallback;
}
