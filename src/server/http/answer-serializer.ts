import fastJson from "fast-json-stringify";
import { type ZodType, z } from "zod";

type JsonSchema = { [key: string]: unknown };

/** Keywords that would make fast-json-stringify write something else than JSON.stringify (see below). */
const DROPPED = new Set(["format", "required", "default", "$schema", "definitions"]);

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The JSON Schema of what a zod schema lets a route answer, shaped for fast-json-stringify so that it
 * writes what `JSON.stringify` would for any answer the schema accepts, and drops what it does not list:
 * - references (`.meta({ id })` makes one) are written out in place (a recursive one is left to
 *   `JSON.stringify`);
 * - `format` goes (fast-json-stringify would write a `Date` under `date` as a day, JSON.stringify writes an
 *   instant), and so do `required` (a missing field is left out, as JSON.stringify does, not an error) and
 *   `default` (a missing field is not filled in);
 * - `x | null` (a list of two types, or two branches) becomes `x` with `nullable: true`, which it writes
 *   without trying each type or branch.
 */
export function serializationSchema(schema: ZodType): JsonSchema {
  const root = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    unrepresentable: "any",
  }) as JsonSchema;
  const definitions = (root.definitions ?? {}) as Record<string, JsonSchema>;
  const shape = (node: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => shape(item, seen));
    if (!isObject(node)) return node;
    const ref = typeof node.$ref === "string" ? node.$ref.replace(/^#\/definitions\//, "") : undefined;
    if (ref !== undefined) {
      if (seen.includes(ref) || !definitions[ref]) return {};
      return shape(definitions[ref], [...seen, ref]);
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (DROPPED.has(key)) continue;
      // `properties` names fields, whose names are not keywords; anything else is a schema or a list of them.
      out[key] =
        key === "properties" && isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, shape(sub, seen)]))
          : shape(value, seen);
    }
    if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes("null"))
      return { ...out, type: out.type.find((t) => t !== "null"), nullable: true };
    const branches = out.anyOf;
    if (Array.isArray(branches) && branches.length === 2) {
      const [first, second] = branches as JsonSchema[];
      const other = second?.type === "null" ? first : first?.type === "null" ? second : undefined;
      if (other && typeof other.type === "string" && Object.keys(out).length === 1)
        return { ...other, nullable: true };
    }
    return out;
  };
  return shape(root, []) as JsonSchema;
}

/** Writes answers of this schema; compiled on first use, so that a route never asked costs nothing. */
export function compileAnswerWriter(schema: ZodType): (data: unknown) => string {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= fastJson(serializationSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as (
      data: unknown,
    ) => string;
    return write(data);
  };
}
