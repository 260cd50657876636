import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A URL-safe random token; 32 bytes = 256 bits. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Compares a secret the caller sent with the expected one in constant time: both are hashed first, so
 * neither the content nor the length of the secret shows in how long the comparison takes.
 */
export const secretsEqual = (given: string, expected: string) =>
  timingSafeEqual(
    createHash("sha256").update(given).digest(),
    createHash("sha256").update(expected).digest(),
  );
