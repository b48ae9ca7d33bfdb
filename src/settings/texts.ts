/**
 * The `texts` setting: an object of text ids and texts (its attribute holds the JSON). One rule for the elements
 * (src/i18n/owner-texts.ts, fetched only with the setting), the settings file's check and the studio: an id the
 * catalog does not have, or a value that is not a string, is left out with a problem naming it.
 */

/** The texts by id, and each problem with them in one sentence. */
export function readTexts(json: string, isId: (id: string) => boolean): { texts: Map<string, string>; problems: string[] } {
  const texts = new Map<string, string>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { texts, problems: ["texts is not valid JSON; it is ignored."] };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { texts, problems: ["texts must be a JSON object of text ids and texts; it is ignored."] };
  }
  const problems: string[] = [];
  for (const [id, value] of Object.entries(parsed)) {
    if (!isId(id)) problems.push(`texts has no text "${id}" (the README lists the ids); it is ignored.`);
    else if (typeof value !== "string") problems.push(`texts "${id}" is not a string; it is ignored.`);
    else texts.set(id, value);
  }
  return { texts, problems };
}
