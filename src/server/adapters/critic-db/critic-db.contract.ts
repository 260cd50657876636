import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CriticDatabase, CriticDbError, type NewCriticReview } from "./types";

/** What each implementation provides to the shared contract suite. */
export interface ContractSubject {
  db: CriticDatabase;
  /** Adds a review as someone working directly in the critic database would (no submission id). */
  insertDirectly(review: Omit<NewCriticReview, "submissionId">): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;
const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${counter++}`;

export const newReview = (reviewer: string, overrides: Partial<NewCriticReview> = {}): NewCriticReview => ({
  submissionId: randomUUID(),
  reviewer,
  publication: "The Listening Post",
  podcast: "Radiolab",
  snippet: "A curious, beautifully produced hour that makes science feel like a detective story.",
  rating: 4.5,
  date: "2025-01-05",
  url: "https://example.com/reviews/radiolab",
  ...overrides,
});

/**
 * One behaviour, whatever the critic database: every implementation runs this same suite (the built-in
 * one on both databases, the Airtable one against the local Airtable server).
 */
export function describeCriticDbContract(name: string, setup: () => Promise<ContractSubject>): void {
  describe(`critic database contract: ${name}`, () => {
    let subject: ContractSubject;
    let db: CriticDatabase;

    beforeAll(async () => {
      subject = await setup();
      db = subject.db;
    });
    afterAll(async () => {
      await subject?.close();
    });

    it("creates a critic name with its publication and finds it whatever the case", async () => {
      const critic = uniqueName("Avery Stone");
      const created = await db.createCriticName({ name: critic, publication: "Sound Judgement" });
      expect(created).toMatchObject({ name: critic, publication: "Sound Judgement" });
      expect(created.publications).toEqual([{ id: expect.any(String), name: "Sound Judgement" }]);
      const found = await db.findCriticName(critic.toUpperCase());
      expect(found).toMatchObject({ id: created.id, name: critic, publication: "Sound Judgement" });
      expect(await db.findCriticName(uniqueName("Nobody"))).toBeNull();
    });

    it("refuses a second critic name that differs only in case", async () => {
      const critic = uniqueName("Blake Rivers");
      await db.createCriticName({ name: critic, publication: "Echo" });
      const error = await db
        .createCriticName({ name: critic.toLowerCase(), publication: "Other" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CriticDbError);
      expect((error as CriticDbError).kind).toBe("conflict");
    });

    it("keeps several publications per critic, oldest first", async () => {
      const critic = uniqueName("Casey Moreau");
      await db.createCriticName({ name: critic, publication: "First Listen" });
      const second = await db.addPublication(critic, "Second Opinion");
      expect(second).toEqual({ id: expect.any(String), name: "Second Opinion" });
      const found = await db.findCriticName(critic);
      expect(found?.publication).toBe("First Listen");
      expect(found?.publications.map((p) => p.name)).toEqual(["First Listen", "Second Opinion"]);
      const duplicate = await db.addPublication(critic, "second opinion").catch((e: unknown) => e);
      expect((duplicate as CriticDbError).kind).toBe("conflict");
      const unknown = await db.addPublication(uniqueName("Nobody"), "X").catch((e: unknown) => e);
      expect((unknown as CriticDbError).kind).toBe("not-found");
    });

    it("lists critic names with their review counts", async () => {
      const critic = uniqueName("Dana Whitfield");
      await db.createCriticName({ name: critic, publication: "Pod Notes" });
      await db.upsertReviews([newReview(critic), newReview(critic, { podcast: "Serial" })]);
      const names = await db.listCriticNames();
      const mine = names.find((n) => n.name === critic);
      expect(mine).toMatchObject({ publication: "Pod Notes" });
      expect(await db.countReviews(critic)).toBe(2);
      const sorted = [...names].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
      expect(names.map((n) => n.name)).toEqual(sorted.map((n) => n.name));
    });

    it("upserts by submission id: delivering twice leaves one record with the latest content", async () => {
      const critic = uniqueName("Emery Hale");
      const review = newReview(critic);
      const [first] = await db.upsertReviews([review]);
      expect(first).toMatchObject({ reviewer: critic, submissionId: review.submissionId, rating: 4.5 });
      const [second] = await db.upsertReviews([{ ...review, rating: 3 }]);
      expect(second?.id).toBe(first?.id);
      const list = await db.listReviews(critic);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: first?.id, rating: 3, date: "2025-01-05", podcast: "Radiolab" });
      expect(await db.countReviews(critic)).toBe(1);
    });

    it("writes and reads more records than one request or one page holds", async () => {
      const critic = uniqueName("Finley Brooks");
      const day = (i: number) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
      const reviews = Array.from({ length: 105 }, (_, i) =>
        newReview(critic, { podcast: `Show ${i}`, date: day(i) }),
      );
      const saved = await db.upsertReviews(reviews);
      expect(saved.map((r) => r.submissionId)).toEqual(reviews.map((r) => r.submissionId));
      const list = await db.listReviews(critic);
      expect(list).toHaveLength(105);
      expect(list[0]?.date).toBe(day(104));
      expect(list.at(-1)?.date).toBe(day(0));
      expect(new Set(list.map((r) => r.id)).size).toBe(105);
    });

    it("lists only the exact reviewer, even with quotes and formula syntax in the name", async () => {
      const hostile = uniqueName(`O'Brien "Q" \\ '&"),{}`);
      const lookalike = `${hostile} Jr`;
      await db.upsertReviews([newReview(hostile), newReview(lookalike), newReview(hostile.toUpperCase())]);
      const list = await db.listReviews(hostile);
      expect(list.map((r) => r.reviewer)).toEqual([hostile]);
      expect(await db.countReviews(`' OR TRUE() OR '`)).toBe(0);
      expect(await db.listReviews(`{Reviewer}`)).toEqual([]);
    });

    it("shows records added directly in the critic database", async () => {
      const critic = uniqueName("Gray Ellison");
      const { submissionId: _none, ...typed } = newReview(critic, { podcast: "Typed In By Hand" });
      await subject.insertDirectly(typed);
      const [record] = await db.listReviews(critic);
      expect(record).toMatchObject({ podcast: "Typed In By Hand", submissionId: null });
    });

    it("reads, updates and deletes one review by id; unknown or malformed ids find nothing", async () => {
      const critic = uniqueName("Harper Quinn");
      const [saved] = await db.upsertReviews([newReview(critic)]);
      const id = saved!.id;
      expect(await db.getReview(id)).toMatchObject({ id, reviewer: critic });
      const updated = await db.updateReview(id, { snippet: "Sharper on second listen.", rating: 5 });
      expect(updated).toMatchObject({
        id,
        snippet: "Sharper on second listen.",
        rating: 5,
        podcast: "Radiolab",
      });
      expect((await db.listReviews(critic))[0]).toMatchObject({
        rating: 5,
        snippet: "Sharper on second listen.",
      });
      expect(await db.deleteReview(id)).toBe(true);
      expect(await db.deleteReview(id)).toBe(false);
      expect(await db.getReview(id)).toBeNull();
      expect(await db.updateReview(id, { rating: 1 })).toBeNull();
      expect(await db.listReviews(critic)).toEqual([]);
      for (const bad of ["0", "-1", "abc", "../Critics", "rec' OR '1", "99999999999999"]) {
        expect(await db.getReview(bad)).toBeNull();
        expect(await db.deleteReview(bad)).toBe(false);
      }
    });
  });
}
