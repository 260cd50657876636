// No imports: the client's pages use this without pulling in zod.

/**
 * True for an http(s) URL with a host: the only links the app ever renders or keeps from a critic
 * database (a `javascript:` or `data:` link typed into Airtable must never become an href).
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}
