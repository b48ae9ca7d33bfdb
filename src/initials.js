// @ts-check
/**
 * The owner's initials: the first letters of the first and last words of the name ("Alex Rivera" → "AR",
 * "Prince" → "P", "" for no name), whole characters, not UTF-16 halves. The header's mark, Home's placeholder
 * portrait and the pages' icon read it from here (plain JavaScript: build:site runs it in Node without a build).
 * @param {string} name
 */
export function initials(name) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? "")][0]?.toLocaleUpperCase() ?? "").join("");
}
