// Concurrent load with autocannon: a warm-up, then a fixed duration; non-2xx answers count as errors.
import autocannon from "autocannon";
import { log } from "./config.mjs";

/**
 * @param endpoint { name, request(k), connections?, timeoutSeconds? } or null for the bare server
 * @param counter { k } shared with later sequential requests, so generated writes never repeat
 */
export async function measure(name, baseUrl, endpoint, settings, counter = { k: 0 }) {
  const requests = endpoint
    ? [
        {
          setupRequest: (req) => ({
            ...req,
            method: "GET",
            body: undefined,
            ...endpoint.request(counter.k++),
          }),
        },
      ]
    : undefined;
  const base = {
    url: baseUrl,
    connections: endpoint?.connections ?? settings.connections,
    requests,
    // autocannon gives up on a request after 10 s unless the endpoint allows more (slow reads).
    ...(endpoint?.timeoutSeconds ? { timeout: endpoint.timeoutSeconds } : {}),
  };
  if (settings.warmupSeconds > 0) await run({ ...base, duration: settings.warmupSeconds });
  const result = await run({ ...base, duration: settings.durationSeconds });
  const row = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    connections: base.connections,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
  log(
    `${name}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}`,
  );
  return row;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
