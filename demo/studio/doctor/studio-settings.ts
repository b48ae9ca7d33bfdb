import type { PAGE_SETTING_NAMES } from "../../../src/settings/declaration.ts";
import type { Settings } from "../../../src/settings/page-config.ts";

/**
 * The studio's settings: the elements' own and the pages' own (`role`); `projectsFile` the JSON file of projects
 * the static site is built with (the file's `site.projectsFile`).
 */
export type StudioSettings = Settings & { [Name in (typeof PAGE_SETTING_NAMES)[number]]?: string } & { projectsFile?: string };
