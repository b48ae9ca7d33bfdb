/**
 * The page's data blocks: `<script type="application/json" id="…">` a page carries for its elements (the page
 * config, the portrait's light versions, the project lists it was rendered with). This is the one reader of them
 * all: only the first such script with an id counts. Any other element with that id (a span a blog comment may
 * carry, since sanitizers keep ids) and a second block are ignored, each named in one console warning.
 */

/** Elements already warned about, so each ignored one is named once however often the blocks are read. */
const ignored = new WeakSet<Element>();

/** The text of the page's block `id`, or undefined when the page has none. */
export function dataBlockText(id: string, doc: Document = document): string | undefined {
  let block: Element | undefined;
  for (const element of doc.querySelectorAll(`[id="${id}"]`)) {
    if (!block && element.matches('script[type="application/json" i]')) block = element;
    else if (!ignored.has(element)) {
      ignored.add(element);
      console.warn(`portfolio-elements: ignored <${element.localName} id="${id}">: only the first <script type="application/json"> with that id is read.`);
    }
  }
  return block?.textContent ?? undefined;
}

/** The JSON value of the page's block `id`; undefined when there is none, or it does not parse. */
export function dataBlock(id: string, doc?: Document): unknown {
  try {
    return JSON.parse(dataBlockText(id, doc) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}
