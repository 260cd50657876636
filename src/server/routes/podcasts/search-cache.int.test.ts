import { describe, expect, it } from "vitest";
import { uniqueTitle } from "../../test/catalogue-fixtures";
import { statementsOf } from "../../test/public-pages";
import { setUpTestApp } from "../../test/test-app";

// Issue 54 (decision 0075): search answers are the same for everyone and made of titles, so each text's
// answer is kept until a podcast is added, removed or renamed, however long PUBLIC_CACHE_SECONDS is.
const t = setUpTestApp({ env: { PUBLIC_CACHE_SECONDS: "3600" } });

const podcast = (title: string) => ({ title, publisher: "Search Cache Media", category: "History" });

describe("search answers kept in memory", () => {
  it("come from memory once read, and show an added or renamed podcast at once", async () => {
    const { client: admin } = await t.signedIn({ role: "admin" });
    const { client } = await t.signedIn();
    const word = uniqueTitle("Kestrel").replaceAll(" ", "");
    const titles = async (q: string) =>
      ((await client.get(`/api/search/podcasts?q=${encodeURIComponent(q)}`)).body as { title: string }[]).map(
        (r) => r.title,
      );

    const first = await admin.post("/api/podcasts", podcast(`${word} Hour`));
    expect(first.status).toBe(201);
    expect(await titles(word)).toEqual([`${word} Hour`]);
    expect(await statementsOf(t, () => titles(word))).toBe(0);

    expect((await admin.post("/api/podcasts", podcast(`${word} Minute`))).status).toBe(201);
    expect(await titles(word)).toEqual([`${word} Hour`, `${word} Minute`]);

    const renamed = await admin.put(`/api/podcasts/${first.body.id}`, podcast(`${word} Weekly`));
    expect(renamed.status).toBe(200);
    expect(await titles(word)).toEqual([`${word} Minute`, `${word} Weekly`]);
    expect(await titles(`${word} Hour`)).toEqual([]);
  });
});
