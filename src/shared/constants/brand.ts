/** The brand when BRAND_NAME is not set; src/client/index.html is written with it. */
export const DEFAULT_BRAND_NAME = "Critics' Corner";
