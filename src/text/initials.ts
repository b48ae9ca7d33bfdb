/** Whole characters, not UTF-16 halves. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? "")][0]?.toLocaleUpperCase() ?? "").join("");
}
