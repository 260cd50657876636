import type { FastifyInstance, InjectOptions } from "fastify";

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
  text: string;
}

/**
 * Talks to the app in-process (Fastify inject: the full request lifecycle, no socket) and keeps
 * cookies like a browser would.
 */
export class TestClient {
  private jar = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    /** The client's address as the server sees it (default 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  get cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = any>(
    method: InjectOptions["method"],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const allHeaders: Record<string, string> = { ...headers };
    if (this.jar.size) allHeaders.cookie = this.cookieHeader;
    const options: InjectOptions = { method, url, headers: allHeaders };
    if (this.remoteAddress) options.remoteAddress = this.remoteAddress;
    if (body !== undefined) {
      if (typeof body === "string") options.payload = body;
      else options.payload = JSON.stringify(body);
      allHeaders["content-type"] ??= "application/json";
    }
    const response = await this.app.inject(options);
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === "") this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    let parsed: unknown;
    try {
      parsed = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      parsed = undefined;
    }
    return {
      status: response.statusCode,
      body: parsed as T,
      headers: response.headers,
      cookies: response.cookies as TestResponse["cookies"],
      text: response.body,
    };
  }

  get = <T = any>(url: string, headers?: Record<string, string>) =>
    this.request<T>("GET", url, undefined, headers);
  post = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>("POST", url, body, headers);
  put = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>("PUT", url, body, headers);
  patch = <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>("PATCH", url, body, headers);
  delete = <T = any>(url: string, headers?: Record<string, string>) =>
    this.request<T>("DELETE", url, undefined, headers);

  clearCookies(): void {
    this.jar.clear();
  }
}
