// Shared by the app and My Work (src/elements/, the parts chunk): My Work alone never loads the app's shell.
import { useCallback, useContext, useState } from "react";
import { tagFilterHash, useHashTagFilter } from "../routing/router.ts";
import type { Project } from "../services/content.ts";
import { InApp } from "../define/context.ts";

/**
 * The technology My Work is filtered by (undefined: all) and how to choose another. Inside the app it is the
 * hash; a `<portfolio-projects>` alone on a page filters in place and leaves the host page's address alone.
 */
export function useTagFilter(): [string | undefined, (tag: string | undefined) => void] {
  // Inside the app My Work's filter is the address (`#/projects?tag=…`), one a visitor can share.
  const inHash = useContext(InApp);
  const hashTag = useHashTagFilter();
  const [localTag, setLocalTag] = useState<string>();
  const setHashTag = useCallback((tag: string | undefined) => void (window.location.hash = tagFilterHash(tag)), []);
  return inHash ? [hashTag, setHashTag] : [localTag, setLocalTag];
}

/** The projects with `tag` among their tags, whatever its case. */
export function projectsWith(projects: readonly Project[], tag: string): Project[] {
  const wanted = tag.toLowerCase();
  return projects.filter((project) => project.tags.some((own) => own.toLowerCase() === wanted));
}
