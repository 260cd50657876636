import type { Prng } from "./prng";

/** The subset of JSON Schema (as @fastify/swagger writes it) that the sampler reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** A plausible value for a schema, so that one mutated field is the only thing wrong with a body. */
export function sample(schema: JsonSchema | undefined, rng: Prng, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(rng.pick(variants), rng, depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], rng, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(value, rng, depth + 1);
      }
      return out;
    }
    case "array":
      return [sample(schema.items, rng, depth + 1)];
    case "integer":
    case "number": {
      const min = schema.minimum ?? 1;
      const max = schema.maximum ?? min + 10;
      return Math.min(max, min + rng.int(Math.max(1, max - min + 1)));
    }
    case "boolean":
      return rng.chance(0.5);
    case "null":
      return null;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case "email":
      return "fuzz@example.com";
    case "uri":
      return "https://example.com/fuzz";
    case "date":
      return "2025-01-05";
    case "date-time":
      return "2025-01-05T10:00:00.000Z";
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 40);
  const text = "Fuzz value with enough words to pass the checks ";
  return text.repeat(Math.ceil(Math.max(min, 12) / text.length)).slice(0, Math.min(max, Math.max(min, 12)));
}

/** The top-level fields of an object schema (with variants merged). */
export function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const parts = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set(parts.flatMap((p) => Object.keys(p.properties ?? {})))];
}
