// Types of http.mjs for the TypeScript benches (bench/*.ts).
export function request(
  url: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string; headers: import("node:http").IncomingHttpHeaders }>;
