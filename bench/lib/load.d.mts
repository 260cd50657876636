// Types of load.mjs for the TypeScript benches (bench/*.ts).
export interface LoadRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  connections: number;
  requests: number;
  errors: number;
}
export function measure(
  name: string,
  baseUrl: string,
  endpoint: { request(k: number): { path: string; headers?: Record<string, string> } } | null,
  settings: { connections: number; durationSeconds: number; warmupSeconds: number },
  counter?: { k: number },
): Promise<LoadRow>;
