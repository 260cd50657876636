// Types of subset-inter.mjs for src/client/fonts.test.ts.
export const SOURCE_FILE: string;
export const OUTPUT_FILE: string;
export const CORE_RANGES: ReadonlyArray<readonly [number, number]>;
export const WEIGHTS: { min: number; max: number; default: number };
export const FEATURES: readonly string[];
export function coreText(): string;
export function buildInterCore(): Promise<Buffer>;
