/** "Ada Lovelace" → "AL"; one word → its first two letters. */
export function initials(nameOrUsername: string): string {
  const words = nameOrUsername.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
}
