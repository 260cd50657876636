import { DEFAULT_BRAND_NAME } from "@shared/constants/brand";

/**
 * The installation's brand (BRAND_NAME), known from the first paint: the server writes it into the
 * page's `application-name` meta (src/server/http/index-page.ts), also where the page holds no texts.
 */
export function pageBrandName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content || DEFAULT_BRAND_NAME;
}
