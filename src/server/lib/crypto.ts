import { createHash, randomBytes } from "node:crypto";

/** A URL-safe random token; 32 bytes = 256 bits. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
