/**
 * The ids of the JSON the server writes into a page for the app's start (decision 0047): what the client
 * would otherwise ask GET /api/session and GET /api/config for before its first render.
 */
export const BOOT_SESSION_ID = "cc-session";
export const BOOT_CONFIG_ID = "cc-config";

/** The answers of a server-rendered page's loader reads, by API address (decision 0059). */
export const BOOT_ANSWERS_ID = "cc-answers";
