import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Item 13 of issue 10: a client that trickles its request body cannot hold a connection open forever.
 * Short deadlines here (the defaults are 30 s and 5 min); the trickle is made to outlast the short one.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: "500", UPLOAD_TIMEOUT_MS: "120000" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/**
 * Sends the headers, then the body one piece every 100 ms (at least `minPieces` pieces, so it lasts at
 * least that long), until the body is complete or the server closes the connection. Answers what came back.
 */
function trickle(head: string, body: string, minPieces: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    const size = Math.max(1, Math.ceil(body.length / minPieces));
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      if (socket.destroyed || sent >= body.length) return;
      socket.write(body.slice(sent, sent + size));
      sent += size;
      timer = setTimeout(next, 100);
    };
    socket.on("data", (d) => (answer += d));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(`${head}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`);
    next();
  });
}

const headers = (path: string, extra = "") =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:5000\r\nSec-Fetch-Site: same-origin\r\n${extra}`;

describe("slow request bodies", () => {
  it("an ordinary request whose body is still arriving after REQUEST_TIMEOUT_MS gets a 408 and the connection closes", async () => {
    const body = JSON.stringify({ username: "slow_client", password: "x".repeat(200) });
    const answer = await trickle(headers("/api/login", "Content-Type: application/json\r\n"), body, 1000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"The request took too long to arrive."');
  });

  it("an import upload may take longer (UPLOAD_TIMEOUT_MS) and goes through", async () => {
    const { client } = await t.signedIn({ role: "admin", status: "active" });
    const csv = `title,publisher,genre\nSlow Upload Show,Slow Media,Comedy\n`;
    const answer = await trickle(
      headers(
        "/api/admin/podcasts/import?format=csv",
        `Content-Type: text/csv\r\nCookie: ${client.cookieHeader}\r\n`,
      ),
      csv,
      15, // 1.5 s at least: three times REQUEST_TIMEOUT_MS
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"created":1');
  });
});
