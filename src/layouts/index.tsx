import { Suspense, useContext, type ComponentType } from "react";
import { lazyElement, type ElementLoader, type ElementModule } from "../define/code.ts";
import { InApp, useSettings } from "../define/context.ts";
import type { Settings } from "../settings/page-config.ts";

/** `surface="none"`: the host page's look (src/surface/), code of its own. */
const SURFACE: ElementLoader = () => import("../surface/index.ts");
const Surface = lazyElement(SURFACE);

const isCompact = ({ layout }: Settings) => layout?.trim() === "compact";

/**
 * An element's full screen, or alone on a page with `layout="compact"` its compact form (`compact`), and with
 * `surface="none"` the host page's look: code of their own, fetched before the element's first render only when
 * the settings ask for it (define/variants.ts), so a page that sets neither downloads neither. Inside
 * `<portfolio-app>` the screen is always the full one.
 */
export function withLayouts(Full: ComponentType, compact?: ElementLoader): Pick<ElementModule, "component" | "variants"> {
  const Compact = compact && lazyElement(compact);
  function Layouts() {
    const inApp = useContext(InApp);
    const settings = useSettings();
    // Here at a first render; a setting changed later arrives with its code.
    return (
      <>
        {Compact && !inApp && isCompact(settings) ? (
          <Suspense fallback={null}>
            <Compact />
          </Suspense>
        ) : (
          <Full />
        )}
        {settings.surface === "none" && (
          <Suspense fallback={null}>
            <Surface />
          </Suspense>
        )}
      </>
    );
  }
  return {
    component: Layouts,
    variants: (settings) => [...(compact && isCompact(settings) ? [compact] : []), ...(settings.surface === "none" ? [SURFACE] : [])],
  };
}
