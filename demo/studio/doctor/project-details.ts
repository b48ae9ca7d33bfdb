/**
 * The optional project fields `project-details="on"` asks for (image, imageAlt, role, year, summary, body): which of
 * them the owner's model lacks, from the GraphQL errors a service answers the query with, and how to add each in
 * Hygraph. One missing field fails the whole query, so My Work would show an error instead of the projects.
 */
import { finding, type Finding } from "./findings.ts";

/** Each optional field, in the query's order, with the Hygraph field type docs/content-service.md gives it. */
export const DETAIL_FIELD_TYPES = {
  image: "Asset picker",
  imageAlt: "Single line text",
  role: "Single line text",
  year: "Single line text",
  summary: "Single line text",
  body: "Multi line text",
} as const;

type DetailField = keyof typeof DETAIL_FIELD_TYPES;

const isDetailField = (name: string): name is DetailField => Object.hasOwn(DETAIL_FIELD_TYPES, name);

/** The fields of the picture the query asks for: Hygraph's Asset model has them. */
const IMAGE_FIELDS = new Set(["url", "width", "height"]);

const UNKNOWN_FIELD = /Cannot query field ["'`](\w+)["'`] on type ["'`](\w+)["'`]/i;
/** graphql-js's words for a selection on a field that is text, not an object. */
const NO_SUBFIELDS = /Field ["'`]image["'`] must not have a selection since type ["'`]?([\w![\]]+)["'`]? has no subfields/i;

const DOC = 'see "Pictures and case studies" in docs/content-service.md';

/** "a", "a or b", "a, b or c". */
const either = (names: readonly string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`);

/**
 * The findings on the optional fields among a GraphQL answer's error messages, and the messages that are about
 * something else (for the other checks).
 */
export function explainDetailErrors(messages: readonly string[]): { found: Finding[]; others: string[] } {
  const missing = new Set<DetailField>();
  let model = "";
  let imageType = "";
  const others: string[] = [];
  for (const message of messages) {
    const unknown = UNKNOWN_FIELD.exec(message);
    const noSubfields = NO_SUBFIELDS.exec(message);
    if (unknown && isDetailField(unknown[1]!)) {
      missing.add(unknown[1]);
      model ||= unknown[2]!;
    } else if (unknown && IMAGE_FIELDS.has(unknown[1]!)) {
      imageType ||= unknown[2]!;
    } else if (noSubfields) {
      imageType ||= noSubfields[1]!;
    } else {
      others.push(message);
    }
  }
  const found: Finding[] = [];
  if (missing.size) {
    // In the query's order, as the docs list them.
    const names = (Object.keys(DETAIL_FIELD_TYPES) as DetailField[]).filter((name) => missing.has(name));
    found.push(
      finding(
        "content-details-missing",
        "error",
        "content",
        `The model ${model} has no ${either(names)} field${names.length === 1 ? "" : "s"}, which project details ask for, so My Work would show an error instead of the projects.`,
        `In Hygraph, Schema → ${model} → add ${names.map((name) => `${name} (${DETAIL_FIELD_TYPES[name]})`).join(", ")}, each with exactly that API ID (${DOC}), or set Project details to off.`,
      ),
    );
  }
  if (imageType) {
    found.push(
      finding(
        "content-details-image-type",
        "error",
        "content",
        `The field image is of type ${imageType}, where project details ask for a picture with its url, width and height.`,
        `In Hygraph, replace image by an Asset picker field with the API ID image (${DOC}).`,
      ),
    );
  }
  return { found, others };
}

/** With project details on, an answer without errors: the model has every optional field. */
export function detailsPresent(): Finding {
  return finding("content-details-ok", "ok", "content", `The model has the optional fields project details ask for (${Object.keys(DETAIL_FIELD_TYPES).join(", ")}).`);
}
