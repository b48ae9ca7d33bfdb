// @ts-check
/**
 * What search results and link previews show of a description: one line, cut at a word under `max` characters,
 * an ellipsis where it was cut. Plain JavaScript, so the site builder (Node) and the prerenderer share it.
 * @param {string} text
 * @param {number} max
 */
export function cutAtWord(text, max) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
