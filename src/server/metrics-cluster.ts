import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * With several server processes (WEB_CONCURRENCY), whichever process takes GET /metrics asks the
 * supervising process, which collects every process's registry and answers their sum, so a scrape sees
 * the whole server, not one process. Queue depth is read from the database and is taken once.
 */
const REQUEST = "critics-corner:metrics-request";
const RESPONSE = "critics-corner:metrics-response";

interface MetricsMessage {
  type: string;
  id: number;
  text?: string;
  error?: string;
}

/** In the supervising process: answers workers' requests for the aggregated metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id: message.id, text }),
      (error: Error) => worker.send({ type: RESPONSE, id: message.id, error: error.message }),
    );
  });
}

let nextId = 0;

/** In a worker process: the metrics of all processes, through the supervising process. */
export function clusterMetricsText(timeoutMs = 5_000): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: MetricsMessage) => {
      if (message?.type !== RESPONSE || message.id !== id) return;
      finish();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? "");
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error("the supervising process did not answer with metrics"));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/** Lets the supervising process collect this worker's registry. */
export function shareRegistryWithCluster(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's handler that answers the supervisor's collection requests.
  new AggregatorRegistry();
}
