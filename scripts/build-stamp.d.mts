// Types of build-stamp.mjs for src/build-stamp.test.ts.
export const STAMP: string;
export function sourcesHash(root?: string): string | undefined;
export function buildIsCurrent(root?: string): boolean;
export function writeStamp(hash: string, root?: string): void;
