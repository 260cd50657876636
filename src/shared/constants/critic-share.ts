// No zod here: the critic dashboard builds share links without loading the validation library.

/** The public share page of a critic: /share/critics/<slug>, the slug made from the critic name. */
export function criticShareSlug(criticName: string): string {
  const slug = criticName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || encodeURIComponent(criticName.trim());
}

export const criticSharePath = (criticName: string) => `/share/critics/${criticShareSlug(criticName)}`;
export const criticCardPath = (criticName: string) => `${criticSharePath(criticName)}/card.png`;
