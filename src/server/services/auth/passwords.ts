import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";
import { serverFile } from "../../lib/project-root";

/** argon2id at OWASP's recommended cost: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throw-away hash so that an unknown username costs as much time as a known one. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-just-for-timing");
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(serverFile("services/auth/common-passwords.txt"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return common.has(password.toLowerCase());
}
