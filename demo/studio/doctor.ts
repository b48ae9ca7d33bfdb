/**
 * The studio's doctor: what is wrong with an owner's settings and services, each finding one sentence with its
 * fix, in the words of the services' own screens (Hygraph, EmailJS). Pure functions: the studio page does the
 * requests (probes.ts) and hands their outcomes here, so every translation is unit-tested without a network.
 * One module per area in doctor/; this is their one door.
 */
import { checkEndpoint } from "./doctor/content.ts";
import type { Finding } from "./doctor/findings.ts";
import { checkMail, checkSpamGuards } from "./doctor/mail.ts";
import { checkPortraitSetting } from "./doctor/portrait.ts";
import { checkProfile, checkRules } from "./doctor/profile.ts";
import { checkSite } from "./doctor/site.ts";
import type { StudioSettings } from "./doctor/studio-settings.ts";

export { diagnoseProjects, explainGraphqlError, hygraphEndpoint, type ProjectsProbe } from "./doctor/content.ts";
export { bySeverity, type Finding, type Topic } from "./doctor/findings.ts";
export { THEME_COLOURS, checkAccents, contrastRatio } from "./doctor/look.ts";
export { diagnoseTestSend } from "./doctor/mail.ts";
export { diagnosePortraitLoad, diagnosePublishedPortrait } from "./doctor/portrait.ts";
export { diagnoseProjectList } from "./doctor/project-list.ts";
export { diagnosePublishedScript, type ScriptProbe } from "./doctor/site.ts";
export type { StudioSettings } from "./doctor/studio-settings.ts";

/** The checks that need no request: every setting's form, and how the settings fit together. */
export function checkSettings(settings: StudioSettings): Finding[] {
  return [...checkProfile(settings), ...checkPortraitSetting(settings), ...checkEndpoint(settings), ...checkMail(settings), ...checkSpamGuards(settings), ...checkSite(settings), ...checkRules(settings)];
}
