import type { PodcastSearchResult } from "@shared/schemas/podcast";
import type { RefObject } from "react";

/** What the plain podcast field and the combobox that takes its place share. */
export const PODCAST_PLACEHOLDER = "Search podcasts or type a name";

export interface PodcastFieldProps {
  value: string;
  onChange: (value: string) => void;
  /**
   * Called after a podcast was picked from the list, with the podcast picked (its id goes with the review;
   * the form moves focus on). Typing afterwards is reported through onChange only.
   */
  onPicked?: (podcast: PodcastSearchResult) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** The stand-in's focus and selection when the combobox took its place (null when it had no focus). */
export type Caret = Pick<HTMLInputElement, "selectionStart" | "selectionEnd" | "selectionDirection">;
export type CaretHandOver = RefObject<Caret | null>;
