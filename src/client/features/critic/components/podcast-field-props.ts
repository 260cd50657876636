import type { RefObject } from "react";

/** What the plain podcast field and the combobox that takes its place share. */
export const PODCAST_PLACEHOLDER = "Search podcasts or type a name";

export interface PodcastFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Called after a title was picked from the list (the form moves focus on). */
  onPicked?: () => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** The stand-in's focus and selection when the combobox took its place (null when it had no focus). */
export type Caret = Pick<HTMLInputElement, "selectionStart" | "selectionEnd" | "selectionDirection">;
export type CaretHandOver = RefObject<Caret | null>;
