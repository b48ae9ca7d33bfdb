const sheetCache = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text, shared by every element: no inline `<style>`, so a strict CSP allows it. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

/** Nothing is taken away, so a later render keeps what a screen added. */
export function adoptStyles(root: ShadowRoot, styles: readonly string[]): void {
  const missing = styles.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
