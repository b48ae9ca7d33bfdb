/** One rule for the elements, the settings file and the studio. */
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
