import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCriticReview, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

// Issue 32 §3: a critic's public profile, edited by the critic and shown on their public page.

let t: CriticTestApp;
beforeAll(async () => {
  t = await createCriticTestApp("builtin");
});
afterAll(() => t.close());

const profile = {
  bio: "I review history podcasts. Mostly the long ones.\r\nBased in Lisbon.",
  website: "https://casey.example",
  links: [
    { label: "The Listening Post", url: "https://listeningpost.example/casey" },
    { label: "<b>Mastodon</b>", url: "https://social.example/@casey" },
  ],
};

describe("GET and PUT /api/critic/profile", () => {
  it("belongs to a critic with a critic name; anyone else is told why", async () => {
    const { client } = await t.signedIn({ role: "critic", status: "pending", criticName: null });
    for (const res of [
      await client.get("/api/critic/profile"),
      await client.put("/api/critic/profile", {}),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: "critic_name_required",
        message: "A public profile belongs to a critic: you have no critic name yet.",
      });
    }
  });

  it("starts empty, keeps line breaks and stores markup as the plain text it is", async () => {
    const critic = await t.critic();
    expect((await critic.client.get("/api/critic/profile")).body).toEqual({
      bio: "",
      website: null,
      links: [],
    });
    const saved = await critic.client.put("/api/critic/profile", profile);
    expect(saved.status).toBe(200);
    const expected = {
      ...profile,
      bio: "I review history podcasts. Mostly the long ones.\nBased in Lisbon.",
    };
    expect(saved.body).toEqual(expected);
    expect((await critic.client.get("/api/critic/profile")).body).toEqual(expected);

    const cleared = await critic.client.put("/api/critic/profile", { bio: "  ", website: "", links: [] });
    expect(cleared.body).toEqual({ bio: "", website: null, links: [] });
  });

  it("names each bad field", async () => {
    const critic = await t.critic();
    const link = { label: "Mine", url: "https://mine.example" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bio: "x".repeat(601) }, "bio", "Please keep your bio to 600 characters"],
      [{ bio: "Hidden\u202Eevil" }, "bio", "Your bio may hold text and line breaks only"],
      [{ bio: "Bell\u0007" }, "bio", "Your bio may hold text and line breaks only"],
      [{ website: "http://casey.example" }, "website", "Please enter a link that starts with https://"],
      [{ website: "javascript:alert(1)" }, "website", "Please enter a link that starts with https://"],
      [{ links: [link, link, link, link] }, "links", "Please add at most 3 links"],
      [
        { links: [{ ...link, label: "x".repeat(41) }] },
        "links.0.label",
        "Label must be at most 40 characters",
      ],
      [{ links: [{ ...link, label: "" }] }, "links.0.label", "Please give the link a label"],
      [
        { links: [link, { ...link, url: "ftp://files.example" }] },
        "links.1.url",
        "Please enter a link that starts with https://",
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await critic.client.put("/api/critic/profile", { ...profile, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(change)).toBe(message);
    }
    const missing = await critic.client.put("/api/critic/profile", {});
    // Issue 49 item 8: a required field left out says so, not what a good value would look like.
    expect(missing.body.errors).toEqual({ bio: "Required", links: "Required", website: "Required" });
    const noUrl = await critic.client.put("/api/critic/profile", { ...profile, links: [{ label: "Mine" }] });
    expect(noUrl.body.errors).toEqual({ "links.0.url": "Required" });
  });

  it("refuses links with credentials or to local hosts, and shows a look-alike host as punycode (issue 49 item 8)", async () => {
    const critic = await t.critic();
    const cases: [string, string][] = [
      ["https://user:pass@casey.example/", "Please leave any user name and password out of the link"],
      ["https://localhost/", "Please enter a public web address, not a local one"],
      ["https://127.0.0.1:8080/admin", "Please enter a public web address, not a local one"],
      ["https://192.168.0.10/", "Please enter a public web address, not a local one"],
      ["https://[::1]/", "Please enter a public web address, not a local one"],
    ];
    for (const [website, message] of cases) {
      const res = await critic.client.put("/api/critic/profile", { ...profile, website });
      expect(res.status, website).toBe(400);
      expect(res.body.errors, website).toEqual({ website: message });
      const asLink = await critic.client.put("/api/critic/profile", {
        ...profile,
        links: [{ label: "Mine", url: website }],
      });
      expect(asLink.body.errors, website).toEqual({ "links.0.url": message });
    }
    // "аpple.example" with a Cyrillic а: kept and shown in punycode; a one-script IDN host stays as typed.
    const saved = await critic.client.put("/api/critic/profile", {
      ...profile,
      website: "https://\u0430pple.example/casey",
      links: [{ label: "Russian", url: "https://пример.рф/casey" }],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      website: "https://xn--pple-43d.example/casey",
      links: [{ label: "Russian", url: "https://пример.рф/casey" }],
    });
  });

  it("keeps at most one blank line in a row in the bio (issue 49 item 8)", async () => {
    const critic = await t.critic();
    const bio = `First paragraph.${"\n".repeat(300)}Second.\r\n \r\n\t\r\n\r\nThird.\nFourth, on its own line.`;
    const saved = await critic.client.put("/api/critic/profile", { ...profile, bio });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.bio).toBe("First paragraph.\n\nSecond.\n\nThird.\nFourth, on its own line.");
  });

  it("is shown on the public critic page, reviewing since the account's month before any review", async () => {
    const critic = await t.critic();
    const me = (await critic.client.get("/api/user")).body.user;
    const before = await t.client().get(`/api/critics/${me.criticSlug}`);
    expect(before.body).toMatchObject({ bio: "", website: null, links: [] });
    await critic.client.put("/api/critic/profile", profile);
    const page = await t.client().get(`/api/critics/${me.criticSlug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      bio: "I review history podcasts. Mostly the long ones.\nBased in Lisbon.",
      website: profile.website,
      links: profile.links,
      reviewingSince: me.createdAt.slice(0, 7),
    });
    expect(page.text).not.toContain(me.username);
  });

  it("says Reviewing since the month of the earliest review's date, not when the account was made (issue 49 item 12)", async () => {
    const critic = await t.critic();
    const me = (await critic.client.get("/api/user")).body.user;
    for (const date of ["2025-06-01", "2024-03-15", "2024-11-30"]) {
      await addCriticReview(t, { reviewer: critic.name, podcast: `Show ${date}`, rating: 4, date });
    }
    const page = await t.client().get(`/api/critics/${me.criticSlug}`);
    expect(page.body.reviewingSince).toBe("2024-03");
    expect(page.body).not.toHaveProperty("memberSince");
  });
});
