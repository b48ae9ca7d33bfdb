// @ts-check
/**
 * The `about` setting: the About screen's words, `{ "intro": "…", "cards": [{ "title": "…", "skills": ["…"] }] }`,
 * with 1 to 6 cards; either part may be left out, and the spec's stands in for it. Plain JavaScript, so the
 * settings file's check (src/setting-rules.js, which Node runs without a build) names what is wrong with it, and the
 * About screen reads it with the same rule.
 */

/** The most cards the About screen shows: two rows of three. */
const MAX_ABOUT_CARDS = 6;

/** @typedef {{ title: string, skills: string[] }} AboutCard */
/** @typedef {{ intro?: string, cards?: AboutCard[] }} AboutWords */

const isText = (/** @type {unknown} */ value) => typeof value === "string" && value.trim() !== "";

/**
 * What is wrong with the words (the setting's JSON), naming the key; undefined when they are usable.
 * @param {string} json
 */
export function aboutProblem(json) {
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    return "is not JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "is not an object { intro, cards }";
  const { intro, cards, ...rest } = value;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) return `has a key "${extra}" (only intro and cards)`;
  if (intro !== undefined && !isText(intro)) return "has an intro that is not text";
  if (cards === undefined) return intro === undefined ? "has neither intro nor cards" : undefined;
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > MAX_ABOUT_CARDS) return `has cards that are not a list of 1 to ${MAX_ABOUT_CARDS}`;
  for (const [index, card] of cards.entries()) {
    const where = `cards[${index}]`;
    if (typeof card !== "object" || card === null || Array.isArray(card)) return `has ${where} that is not { title, skills }`;
    if (!isText(card.title)) return `has ${where}.title that is not text`;
    if (!Array.isArray(card.skills) || !card.skills.every(isText)) return `has ${where}.skills that is not a list of text`;
  }
  return undefined;
}

/**
 * The words when they are usable, trimmed; undefined otherwise (the spec's About shows).
 * @param {string | undefined} json
 * @returns {AboutWords | undefined}
 */
export function parseAbout(json) {
  if (!json?.trim() || aboutProblem(json)) return undefined;
  const { intro, cards } = JSON.parse(json);
  return {
    ...(intro === undefined ? {} : { intro: intro.trim() }),
    ...(cards === undefined
      ? {}
      : { cards: cards.map((/** @type {AboutCard} */ card) => ({ title: card.title.trim(), skills: card.skills.map((skill) => skill.trim()) })) }),
  };
}
