// The API addresses of the critic pages' first reads, shared by their queries and by the route table.
import { apiUrl } from "@client/lib/api-client";

export const criticInfoUrl = (criticName: string) =>
  apiUrl("GET /api/critic/:criticName/info", { criticName });
export const criticReviewsUrl = (criticName: string) =>
  apiUrl("GET /api/critic/:criticName/reviews", { criticName });
export const criticReviewsCsvUrl = (criticName: string) =>
  apiUrl("GET /api/critic/:criticName/reviews.csv", { criticName });
