/**
 * A case study's `body`, plain text read as blocks: paragraphs split by blank lines, a line starting with `- ` a list
 * item (items in a row make one list, blank lines between them too), a line starting with `## ` a sub-heading, and an
 * indented line right under an item the rest of that item. Nothing in it is ever read as HTML.
 */
export type StoryBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] };

export function storyBlocks(body: string): StoryBlock[] {
  const blocks: StoryBlock[] = [];
  // The block the next line may join: an open paragraph, or a list (its last item, when the line is indented).
  let open: StoryBlock | undefined;
  let blank = false;
  for (const raw of body.split(/\r\n?|\n/)) {
    const line = raw.trim();
    const after = blank;
    blank = !line;
    if (!line) {
      // A blank line ends a paragraph; a list stays open for an item after it.
      if (open?.kind === "paragraph") open = undefined;
    } else if (line.startsWith("## ")) {
      const text = line.slice(3).trim();
      if (text) blocks.push({ kind: "heading", text });
      open = undefined;
    } else if (line.startsWith("- ")) {
      const item = line.slice(2).trim();
      if (!item) continue;
      if (open?.kind === "list") open.items.push(item);
      else blocks.push((open = { kind: "list", items: [item] }));
    } else if (open?.kind === "paragraph") {
      open.text += ` ${line}`;
    } else if (open?.kind === "list" && !after && /^\s/.test(raw)) {
      open.items[open.items.length - 1] += ` ${line}`;
    } else {
      blocks.push((open = { kind: "paragraph", text: line }));
    }
  }
  return blocks;
}
