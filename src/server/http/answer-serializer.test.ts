import { API } from "@shared/api/contract";
import { errorBodySchema } from "@shared/schemas/common";
import fastJson from "fast-json-stringify";
import { describe, expect, it } from "vitest";
import { ZodType, z } from "zod";
import { compileAnswerWriter, serializationSchema } from "./answer-serializer";

const kind = z.enum(["a", "b"]);
const item = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
  day: z.iso.date(),
  rating: z.number().nullable(),
  kind,
  tags: z.array(z.string()),
  extra: z.string().optional(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  owner: z.object({ id: z.number(), name: z.string() }).nullable(),
});
const page = z.object({ items: z.array(item), total: z.number(), next: z.union([z.string(), z.number()]) });

const sample = {
  items: [
    {
      id: 1,
      name: 'Ada "the first" \\ Lovelace\n',
      note: null,
      // What a service hands over before JSON.stringify turns it into text.
      at: new Date("2026-12-01T10:20:30.456Z"),
      day: "2026-12-01",
      rating: 4.5,
      kind: "a",
      tags: ["x", "ÿ €"],
      meta: { before: { status: "open" }, n: [1, null] },
      owner: { id: 7, name: "Grace" },
    },
    {
      id: 2,
      name: "",
      note: "n",
      at: "2026-12-01T10:20:30.456Z",
      day: "2026-12-02",
      rating: null,
      kind: "b",
      tags: [],
      extra: "kept",
      meta: null,
      owner: null,
    },
  ],
  total: 2,
  next: "abc",
};

const parsedBoth = (schema: ZodType, data: unknown) => [
  JSON.parse(compileAnswerWriter(schema)(data)),
  JSON.parse(JSON.stringify(data)),
];

describe("answers written by a serialiser compiled from their schema (decision 0076)", () => {
  it("compiles every JSON answer of the API contract and the error envelope", () => {
    const schemas = Object.values(API).flatMap((statuses) =>
      Object.values(statuses as Record<string, unknown>).filter((s): s is ZodType => s instanceof ZodType),
    );
    expect(schemas.length).toBeGreaterThan(50);
    for (const schema of [...schemas, errorBodySchema])
      expect(() => fastJson(serializationSchema(schema) as never)).not.toThrow();
  });

  it("writes what JSON.stringify writes for an answer its schema accepts", () => {
    expect(page.safeParse(JSON.parse(JSON.stringify(sample))).success).toBe(true);
    const [compiled, plain] = parsedBoth(page, sample);
    expect(compiled).toEqual(plain);
    expect(compiled.items[0].at).toBe("2026-12-01T10:20:30.456Z");
    expect(compiled.items[0]).not.toHaveProperty("extra");
    const error = { code: "not_found", message: "No such podcast." };
    expect(compileAnswerWriter(errorBodySchema)(error)).toBe(JSON.stringify(error));
  });

  it("leaves out every field its schema does not list, at any depth", () => {
    const leaky = {
      ...sample,
      secret: "s3cret",
      items: sample.items.map((i) => ({
        ...i,
        passwordHash: "$argon2id$…",
        owner: i.owner && { ...i.owner, email: "x@y" },
      })),
    };
    const json = compileAnswerWriter(page)(leaky);
    expect(json).not.toMatch(/s3cret|argon2id|x@y/);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(sample)));
  });

  it("writes a field that may be null without trying each branch, and an inlined reference", () => {
    expect(
      serializationSchema(z.object({ a: z.string().nullable(), b: z.object({}).strict().nullable() })),
    ).toEqual({
      type: "object",
      properties: {
        a: { type: "string", nullable: true },
        b: { type: "object", properties: {}, additionalProperties: false, nullable: true },
      },
      additionalProperties: false,
    });
    const shared = z.object({ n: z.number() }).meta({ id: "SharedThing" });
    const json = JSON.stringify(serializationSchema(z.object({ one: shared, two: shared })));
    expect(json).not.toContain("$ref");
  });
});
