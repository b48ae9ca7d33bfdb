import { Suspense, useContext, type ComponentType } from "react";
import { lazyElement, type ElementLoader, type ElementModule } from "../define/code.ts";
import { InApp, useSettings } from "../define/context.ts";
import type { Settings } from "../settings.ts";

/**
 * An element's full screen, or alone on a page with `layout="compact"` its compact form: code of its own
 * (`compact`), fetched before the element's first render only when the setting asks for it (define/variants.ts),
 * so a page that never sets it never downloads it. Inside `<portfolio-app>` the screen is always the full one.
 */
export function withCompactLayout(Full: ComponentType, compact: ElementLoader): Pick<ElementModule, "component" | "variants"> {
  const Compact = lazyElement(compact);
  function Layouts() {
    const inApp = useContext(InApp);
    const { layout } = useSettings();
    if (inApp || layout?.trim() !== "compact") return <Full />;
    // Here at a first render; a layout set later arrives with its code.
    return (
      <Suspense fallback={null}>
        <Compact />
      </Suspense>
    );
  }
  return { component: Layouts, variants: ({ layout }: Settings) => (layout?.trim() === "compact" ? [compact] : []) };
}
