/** The About screen's words; the spec's stand in for a part left out. */

/** Two rows of three. */
export const MAX_ABOUT_CARDS = 6;

interface AboutCard {
  title: string;
  skills: string[];
}

export interface AboutWords {
  intro?: string;
  cards?: AboutCard[];
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

export function aboutProblem(json: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return "is not JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "is not an object { intro, cards }";
  const { intro, cards, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) return `has a key "${extra}" (only intro and cards)`;
  if (intro !== undefined && !isText(intro)) return "has an intro that is not text";
  if (cards === undefined) return intro === undefined ? "has neither intro nor cards" : undefined;
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > MAX_ABOUT_CARDS) return `has cards that are not a list of 1 to ${MAX_ABOUT_CARDS}`;
  for (const [index, card] of (cards as unknown[]).entries()) {
    const where = `cards[${index}]`;
    if (typeof card !== "object" || card === null || Array.isArray(card)) return `has ${where} that is not { title, skills }`;
    const { title, skills } = card as Record<string, unknown>;
    if (!isText(title)) return `has ${where}.title that is not text`;
    if (!Array.isArray(skills) || !skills.every(isText)) return `has ${where}.skills that is not a list of text`;
  }
  return undefined;
}

export function parseAbout(json: string | undefined): AboutWords | undefined {
  if (!json?.trim() || aboutProblem(json)) return undefined;
  const { intro, cards } = JSON.parse(json) as AboutWords;
  return {
    ...(intro === undefined ? {} : { intro: intro.trim() }),
    ...(cards === undefined ? {} : { cards: cards.map((card) => ({ title: card.title.trim(), skills: card.skills.map((skill) => skill.trim()) })) }),
  };
}
