/**
 * The one reader of the page's data blocks: only the first JSON script with an id counts. Another element with that
 * id (a blog comment's span: sanitizers keep ids) is ignored.
 */

/** So each ignored one is named once however often the blocks are read. */
const ignored = new WeakSet<Element>();

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

export function dataBlock(id: string, doc?: Document): unknown {
  try {
    return JSON.parse(dataBlockText(id, doc) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}
