// Types of subset-inter.mjs for src/client/fonts.test.ts.
type Ranges = ReadonlyArray<readonly [number, number]>;
export const SOURCE_FILE: string;
export const CORE_RANGES: Ranges;
export const LATIN1_RANGES: Ranges;
export const CUTS: ReadonlyArray<{ file: string; ranges: Ranges }>;
export const WEIGHTS: { min: number; max: number; default: number };
export const FEATURES: readonly string[];
export function rangeText(ranges: Ranges): string;
export function buildCut(ranges: Ranges): Promise<Buffer>;
