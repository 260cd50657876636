import { z } from "zod";
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

/**
 * A critic name as it is kept (issue 48 item 5): NFKC (full-width letters, ligatures and no-break spaces
 * folded into their plain forms, decomposed accents composed), each run of spaces one space, trimmed. So
 * "Ada\u00a0 Lovelace" and "Ada Lovelace" are one name; look-alikes from other scripts are the server's to
 * refuse (services/admin/critic-names.ts). Line breaks and controls are left for the name's own rule.
 */
export const normalizeCriticName = (value: string) =>
  value
    .normalize("NFKC")
    .replace(/\p{Zs}+/gu, " ")
    .trim();

/** A critic name: normalised (normalizeCriticName), then a name's rules. */
export const criticNameText = (min: { length: number; message: string }) =>
  text()
    .transform(normalizeCriticName)
    .pipe(
      z
        .string()
        .min(min.length, min.message)
        .max(100, "Critic name must be at most 100 characters")
        .refine((value) => !NOT_IN_A_NAME.test(value), singleLineMessage("Critic name")),
    );
