// SQL statements per API request, read from the server's db_queries_total counter (METRICS_ENABLED=1).
import { send } from "./endpoints.mjs";
import { request } from "./http.mjs";

export async function scrapeQueries(baseUrl) {
  const { text } = await request(`${baseUrl}/metrics`);
  const line = text.split("\n").find((l) => l.startsWith("db_queries_total "));
  if (!line) throw new Error("db_queries_total missing from /metrics (is METRICS_ENABLED=1?)");
  return Number(line.split(" ")[1]);
}

/**
 * Sends `samples` sequential requests and answers the statements each one cost, on average. A scrape
 * itself may run a statement (job queue depth); that cost is measured and taken off.
 */
export async function queriesPerRequest(baseUrl, endpoint, counter, samples) {
  let previous = await scrapeQueries(baseUrl);
  let scrapeCost = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const next = await scrapeQueries(baseUrl);
    scrapeCost = Math.min(scrapeCost, next - previous);
    previous = next;
  }
  const before = await scrapeQueries(baseUrl);
  const failures = [];
  for (let i = 0; i < samples; i++) {
    const sent = endpoint.request(counter.k++);
    const response = await send(baseUrl, sent);
    if (response.status < 200 || response.status >= 300)
      failures.push(`${response.status} ${response.text} for ${JSON.stringify(sent)}`);
  }
  const after = await scrapeQueries(baseUrl);
  if (failures.length > 0) throw new Error(`${endpoint.name} during the SQL count: ${failures.join("; ")}`);
  return Number(((after - before - scrapeCost) / samples).toFixed(2));
}
