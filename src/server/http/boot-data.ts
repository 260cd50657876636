import { BOOT_CONFIG_ID, BOOT_SESSION_ID } from "@shared/constants/boot";
import type { SiteConfig } from "@shared/schemas/site";
import type { UserRow } from "../db/schema";
import { toSession } from "../services/users/presenter";

/**
 * JSON in a page's `<script type="application/json">`: never executed (no Content Security Policy
 * question), and escaped so that no value can close the element or start markup (`<`, `>`, `&`) or break
 * a line where JavaScript would not (U+2028, U+2029).
 */
export function bootScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** GET /api/config's answer, written into every page. */
export const configBoot = (site: SiteConfig) => bootScript(BOOT_CONFIG_ID, site);

/** GET /api/session's answer for this visitor (the endpoint's own presenter), written into the page. */
export const sessionBoot = (user: UserRow | null) => bootScript(BOOT_SESSION_ID, toSession(user));
