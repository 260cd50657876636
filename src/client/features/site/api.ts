import { apiGet, apiUrl } from "@client/lib/api-client";
import { pageBrandName } from "@client/lib/brand";
import { createStore } from "@client/lib/store";
import type { SiteConfig } from "@shared/schemas/site";

const FALLBACK: SiteConfig = {
  brandName: pageBrandName(),
  supportEmail: "support@criticscorner.example",
  teamChatUrl: null,
  podcastSubmitUrl: "https://gp.example/podcasts/submit",
  appUrl: typeof window === "undefined" ? "" : window.location.origin,
};

const store = createStore<SiteConfig | null>(null);
let requested = false;

/** Installation texts and links (brand, support e-mail, team chat, "Add Podcast To GP"), read once. */
export function useSiteConfig(): SiteConfig {
  const config = store.use();
  if (!requested && typeof window !== "undefined") {
    requested = true;
    apiGet(apiUrl("GET /api/config")).then(store.set, () => {
      requested = false;
    });
  }
  return config ?? FALLBACK;
}
