import { useContext } from "react";
import { useSettings } from "../define/context.ts";
import { headingTag, parseHeadingLevel, type HeadingTag } from "../heading-level.ts";
import { InApp } from "./in-app.ts";

/**
 * The tags of an element's headings, its top one first, then one level down each: inside `<portfolio-app>` the
 * screen's `<h1>`; alone on a page, from `heading-level` (default 2), so a blog post keeps its one `<h1>`.
 */
export function useHeadingTags(): [HeadingTag, HeadingTag, HeadingTag] {
  const inApp = useContext(InApp);
  const { headingLevel } = useSettings();
  const level = inApp ? 1 : parseHeadingLevel(headingLevel);
  return [headingTag(level), headingTag(level, 1), headingTag(level, 2)];
}
