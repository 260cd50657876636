// The API addresses of the critic pages' first reads, shared by their queries and by the route table.
const criticPath = (name: string) => `/api/critic/${encodeURIComponent(name)}`;
export const criticInfoUrl = (name: string) => `${criticPath(name)}/info`;
export const criticReviewsUrl = (name: string) => `${criticPath(name)}/reviews`;
export const criticReviewsCsvUrl = (name: string) => `${criticPath(name)}/reviews.csv`;
