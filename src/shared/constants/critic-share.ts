// No zod here: the critic dashboard builds share links without loading the validation library.

/**
 * The public share page of a critic: /share/critics/<slug>. The slug is the user's `slug` column, made
 * by the database from the critic name and unique (migration 0008); the API hands it out with the user.
 */
export const criticSharePath = (slug: string) => `/share/critics/${encodeURIComponent(slug)}`;
export const criticCardPath = (slug: string) => `${criticSharePath(slug)}/card.png`;
/** The critic's public page in the app (reviews, title, averages); its Open Graph image is the card. */
export const criticPagePath = (slug: string) => `/critics/${encodeURIComponent(slug)}`;

/** The answer for a critic page address that leads nowhere (API 404 and the page's own message). */
export const CRITIC_NOT_FOUND_MESSAGE = "No critic has a page at this address.";
