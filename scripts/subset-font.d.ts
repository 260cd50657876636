// subset-font ships no types; what scripts/subset-inter.mjs and src/client/fonts.test.ts use of it.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string | null,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
