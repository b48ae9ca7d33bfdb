/**
 * What search results and link previews show of a description: one line, cut at a word under `max` characters,
 * an ellipsis where it was cut. The site builder and the prerenderer share it.
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
