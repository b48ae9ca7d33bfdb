/** Whole sentences when they fill at least half the room, with no ellipsis; else cut between words. */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  let sentences = 0;
  for (const { index, 0: end } of flat.slice(0, max + 1).matchAll(/[.!?]["'”’)\]]*(?= )/g)) {
    if (index + end.length <= max) sentences = index + end.length;
  }
  if (sentences >= max / 2) return flat.slice(0, sentences);
  // Room for the ellipsis: a space at `max - 1` still ends a whole word.
  const space = flat.lastIndexOf(" ", max - 1);
  // A word longer than half the room (a URL) is cut inside it.
  const words = flat.slice(0, space >= max / 2 ? space : max - 1);
  return `${words.replace(/[\s.,;:!?\-–—]+$/, "")}…`;
}
