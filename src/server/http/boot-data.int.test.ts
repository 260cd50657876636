import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BOOT_CONFIG_ID, BOOT_SESSION_ID } from "@shared/constants/boot";
import { afterAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/test-app";
import type { TestClient } from "../test/test-client";
import { sessionCookieName } from "./session";

// Every page holds GET /api/session's and GET /api/config's answers (decision 0047).
const dir = mkdtempSync(path.join(tmpdir(), "cc-boot-"));
writeFileSync(
  path.join(dir, "index.html"),
  `<!doctype html><html><head><title>Critics' Corner</title></head><body><div id="root"></div></body></html>`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = setUpTestApp({ clientDir: dir, env: { BRAND_NAME: `Pod "Pals" & <Co>` } });

/** The JSON a page holds under this id (undefined without it). */
function inPage(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? "") : undefined;
}

async function page(client: TestClient, url: string, status = 200) {
  const res = await client.get(url);
  expect(res.status, url).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  return res;
}

describe("the session and the installation's texts in the page", () => {
  it("a signed-out visitor's pages hold a null user and the texts, as the endpoints answer them", async () => {
    const anonymous = t.client();
    const config = (await anonymous.get("/api/config")).body;
    const session = (await anonymous.get("/api/session")).body;
    expect(session).toEqual({ user: null });
    for (const [url, status] of [
      ["/auth?next=%2F", 200],
      ["/forgot-password", 200],
      ["/reset-password/abc", 200],
      ["/no/such/page", 404],
    ] as const) {
      const res = await page(anonymous, url, status);
      expect(inPage(res.text, BOOT_SESSION_ID), url).toEqual(session);
      expect(inPage(res.text, BOOT_CONFIG_ID), url).toEqual(config);
      // The same page for every signed-out visitor, which no cache hands to a visitor with a cookie.
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    // The brand is escaped in the texts too: nothing in the page opens markup.
    expect((await page(anonymous, "/forgot-password")).text).not.toContain("<Co>");
  });

  it("a signed-in visitor's page holds their session, exactly GET /api/session's answer, for them alone", async () => {
    const { client, user } = await t.signedIn({ role: "critic", name: "</script><script>alert(1)</script>" });
    const session = (await client.get("/api/session")).body;
    expect(session.user.id).toBe(user.id);
    for (const [url, status] of [
      ["/", 200],
      ["/critic/dashboard", 200],
      ["/profile", 200],
      ["/admin", 403],
    ] as const) {
      const res = await page(client, url, status);
      expect(inPage(res.text, BOOT_SESSION_ID), url).toEqual(session);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      expect(res.text).not.toContain("<script>alert(1)");
    }
    // Revalidated against its own ETag; another visitor's page differs.
    const first = await page(client, "/profile");
    const again = await client.get("/profile", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    const other = await t.signedIn({ role: "critic" });
    expect((await page(other.client, "/profile")).headers.etag).not.toBe(first.headers.etag);

    // Signed out, the same browser's next page says so.
    expect((await client.post("/api/logout", {})).status).toBeLessThan(300);
    expect(inPage((await page(client, "/forgot-password")).text, BOOT_SESSION_ID)).toEqual({ user: null });
  });

  it("a forged or ended session cookie is a signed-out visitor", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/forgot-password",
      headers: { cookie: `${sessionCookieName(t.ctx)}=forged` },
    });
    expect(inPage(res.body, BOOT_SESSION_ID)).toEqual({ user: null });
  });

  it("a critic's public page and its not-found page hold them too", async () => {
    const critic = await t.createUser({ criticName: `Boot ${Date.now().toString(36)}`, status: "active" });
    const { client } = await t.signedIn({ role: "critic" });
    const session = (await client.get("/api/session")).body;
    const found = await page(client, `/critics/${critic.slug}`);
    expect(inPage(found.text, BOOT_SESSION_ID)).toEqual(session);
    expect(found.text).toContain('property="og:title"');
    const missing = await page(t.client(), "/critics/no-such-critic-anywhere", 404);
    expect(inPage(missing.text, BOOT_SESSION_ID)).toEqual({ user: null });
    expect(inPage(missing.text, BOOT_CONFIG_ID)).toEqual((await client.get("/api/config")).body);
  });
});
