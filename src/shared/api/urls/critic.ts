// The API addresses of the critic pages' reads, shared by their queries and by the loader reads.
import { apiUrl } from "@shared/api/api-url";

export const criticInfoUrl = (criticName: string) =>
  apiUrl("GET /api/critic/:criticName/info", { criticName });
export const criticReviewsUrl = (criticName: string) =>
  apiUrl("GET /api/critic/:criticName/reviews", { criticName });
export const criticReviewsCsvUrl = (criticName: string) =>
  apiUrl("GET /api/critic/:criticName/reviews.csv", { criticName });
/** The signed-in critic's own public profile (the profile page's card). */
export const criticProfileUrl = apiUrl("GET /api/critic/profile");
