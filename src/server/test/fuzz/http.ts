import http from "node:http";
import { connect } from "node:net";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Sends one request as is (any method, any header); rejects when there is no HTTP answer. */
export function send(
  base: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body ? { "content-length": String(request.body.length) } : {}),
          ...request.headers,
        },
        agent,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(request.body);
  });
}

/** Writes raw bytes to a fresh connection and answers the status line of the reply, if any. */
export function sendRaw(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    const done = () => {
      socket.destroy();
      resolve(reply.split("\r\n")[0] ?? "");
    };
    socket.setTimeout(5_000, done);
    socket.on("data", (d) => {
      reply += d;
      if (reply.includes("\r\n")) done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.write(bytes, () => socket.end());
  });
}

export function closeAgent(): void {
  agent.destroy();
}
