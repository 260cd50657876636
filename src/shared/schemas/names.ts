import { text } from "./common";

/**
 * What a name may not hold: control characters (line breaks and tabs among them), line and paragraph
 * separators, and invisible format characters (bidi overrides and isolates, zero-width spaces and
 * joiners, the BOM). Names are shown and sent as one plain line, so a name cannot carry a hidden or
 * reordered text, or a second line holding a message (issue 10 item 7).
 */
export const NOT_IN_A_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export const singleLineMessage = (label: string) =>
  `${label} must be one line without control, invisible or text-direction characters`;

/** A person's, critic's or publication's name: trimmed, `min`-`max` characters, one plain line. */
export const nameText = (label: string, min: { length: number; message: string }, max: number) =>
  text()
    .trim()
    .min(min.length, min.message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !NOT_IN_A_NAME.test(value), singleLineMessage(label));
