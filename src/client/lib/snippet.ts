/** The first `count` sentences of a snippet, and whether anything was left out (for "Read more"). */
export function sentencePreview(text: string, count = 3): { preview: string; truncated: boolean } {
  const trimmed = text.trim();
  const sentences = trimmed.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [trimmed];
  if (sentences.length <= count) return { preview: trimmed, truncated: false };
  return { preview: sentences.slice(0, count).join("").trim(), truncated: true };
}
