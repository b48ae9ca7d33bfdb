/**
 * The owner's initials: the first letters of the first and last words of the name ("Alex Rivera" → "AR",
 * "Prince" → "P", "" for no name), whole characters, not UTF-16 halves. The header's mark, Home's placeholder
 * portrait and the pages' icon read it from here.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? "")][0]?.toLocaleUpperCase() ?? "").join("");
}
