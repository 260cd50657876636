import { describe, expect, it } from "vitest";
import { matchGenre, podcastInputSchema, podcastListQuerySchema } from "./podcast";
import { profileUpdateSchema } from "./profile";
import { reviewCreateSchema, reviewUpdateSchema, SPOILERS_NOT_BOOLEAN } from "./review";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("review schema", () => {
  const valid = { title: "Great show", content: "Well worth a listen.", rating: 4 };

  it.each([
    [0, "Please choose a rating."],
    [0.3, "Please choose a rating."],
    [undefined, "Please choose a rating."],
    ["five", "Please choose a rating."],
    [Number.NaN, "Please choose a rating."],
    [5.5, "Rating cannot be more than 5"],
    [4.25, "Rating must be in 0.5 increments"],
  ])("rating %s → %s", (rating, message) => {
    expect(firstMessage(reviewUpdateSchema.safeParse({ ...valid, rating }))).toBe(message);
  });

  it("accepts every half step from 0.5 to 5", () => {
    for (let r = 0.5; r <= 5; r += 0.5)
      expect(reviewUpdateSchema.safeParse({ ...valid, rating: r }).success).toBe(true);
  });

  it("checks title and content lengths with the spec's messages (after trimming)", () => {
    expect(firstMessage(reviewUpdateSchema.safeParse({ ...valid, title: "ab" }))).toBe(
      "Title must be at least 3 characters",
    );
    expect(firstMessage(reviewUpdateSchema.safeParse({ ...valid, title: "  ab  " }))).toBe(
      "Title must be at least 3 characters",
    );
    expect(firstMessage(reviewUpdateSchema.safeParse({ ...valid, title: "x".repeat(101) }))).toBe(
      "Title must be no more than 100 characters",
    );
    expect(firstMessage(reviewUpdateSchema.safeParse({ ...valid, content: "x".repeat(9) }))).toBe(
      "Review must be at least 10 characters",
    );
    expect(firstMessage(reviewUpdateSchema.safeParse({ ...valid, content: "x".repeat(2001) }))).toBe(
      "Review must be no more than 2000 characters",
    );
    expect(reviewUpdateSchema.safeParse({ ...valid, title: "abc", content: "x".repeat(2000) }).success).toBe(
      true,
    );
  });

  it("reads the podcast id strictly", () => {
    expect(reviewCreateSchema.parse({ ...valid, podcastId: "12" }).podcastId).toBe(12);
    for (const podcastId of ["abc", 1.5, -1, 0, null, "1e3"]) {
      expect(firstMessage(reviewCreateSchema.safeParse({ ...valid, podcastId }))).toBe("Invalid podcast ID");
    }
  });

  it("takes containsSpoilers as a boolean: false when a new review leaves it out, kept out of an edit", () => {
    expect(reviewCreateSchema.parse({ ...valid, podcastId: 1 }).containsSpoilers).toBe(false);
    expect(
      reviewCreateSchema.parse({ ...valid, podcastId: 1, containsSpoilers: true }).containsSpoilers,
    ).toBe(true);
    expect(reviewUpdateSchema.parse(valid)).not.toHaveProperty("containsSpoilers");
    expect(reviewUpdateSchema.parse({ ...valid, containsSpoilers: false }).containsSpoilers).toBe(false);
    for (const containsSpoilers of ["true", 1, null, "yes", {}]) {
      for (const schema of [reviewCreateSchema, reviewUpdateSchema]) {
        expect(firstMessage(schema.safeParse({ ...valid, podcastId: 1, containsSpoilers }))).toBe(
          SPOILERS_NOT_BOOLEAN,
        );
      }
    }
  });
});

describe("profile schema", () => {
  it("requires a name when given, checks the e-mail, dedupes genres and sends an empty list as null", () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ name: "" }))).toBe("Name is required");
    expect(firstMessage(profileUpdateSchema.safeParse({ email: "nope" }))).toBe("Invalid email address");
    expect(profileUpdateSchema.parse({ email: "", location: "", genres: [] })).toEqual({
      email: null,
      location: null,
      genres: null,
    });
    expect(profileUpdateSchema.parse({ genres: ["News", "Arts", "News"] }).genres).toEqual(["News", "Arts"]);
    expect(profileUpdateSchema.safeParse({ genres: ["Polka"] }).success).toBe(false);
    expect(profileUpdateSchema.parse({ role: "admin", name: "Al" })).toEqual({ name: "Al" });
  });
});

describe("podcast schemas", () => {
  it("refuses javascript: and other non-http URLs everywhere a URL is accepted", () => {
    const base = { title: "T", publisher: "P", category: "Arts" };
    for (const field of ["website", "listenUrl", "coverImage", "feedUrl"]) {
      for (const url of ["javascript:alert(1)", "data:text/html,x", "ftp://x.example/a", "not a url"]) {
        expect(podcastInputSchema.safeParse({ ...base, [field]: url }).success, `${field} ${url}`).toBe(
          false,
        );
      }
      expect(podcastInputSchema.parse({ ...base, [field]: "" })[field as "website"]).toBeNull();
    }
  });

  it("takes only https cover images; other links may be http", () => {
    const base = { title: "T", publisher: "P", category: "Arts" };
    const cover = podcastInputSchema.safeParse({ ...base, coverImage: "http://img.example/a.jpg" });
    expect(cover.success).toBe(false);
    expect(cover.error?.issues[0]?.message).toBe("Cover image must be an https:// URL");
    expect(podcastInputSchema.parse({ ...base, coverImage: "https://img.example/a.jpg" }).coverImage).toBe(
      "https://img.example/a.jpg",
    );
    expect(podcastInputSchema.parse({ ...base, website: "http://old.example" }).website).toBe(
      "http://old.example",
    );
  });

  it("reads genres leniently and tags without duplicates", () => {
    expect(matchGenre("tv & film")).toBe("TV & Film");
    expect(matchGenre("Health &amp; Fitness")).toBe("Health & Fitness");
    expect(matchGenre("Kids and Family")).toBe("Kids & Family");
    expect(matchGenre("Polka")).toBeUndefined();
    const parsed = podcastInputSchema.parse({
      title: "T",
      publisher: "P",
      category: "true crime",
      tags: ["A", "a", "b"],
    });
    expect(parsed.category).toBe("True Crime");
    expect(parsed.tags).toEqual(["A", "b"]);
    expect(firstMessage(podcastInputSchema.safeParse({ publisher: "P", category: "Arts" }))).toBe(
      "Title is required",
    );
  });

  it("validates list parameters with defaults", () => {
    expect(podcastListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 24,
      q: undefined,
      genre: undefined,
      sort: "title",
    });
    expect(podcastListQuerySchema.parse({ genre: "news", sort: "rating", q: "  daily " })).toMatchObject({
      genre: "News",
      sort: "rating",
      q: "daily",
    });
    for (const bad of [
      { page: "0" },
      { page: "x" },
      { pageSize: "101" },
      { sort: "new" },
      { genre: "Polka" },
    ]) {
      expect(podcastListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
