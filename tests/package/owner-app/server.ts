/** An owner's server code: the prerender module, typed from the package's `portfolio-elements/server`. */
import { prerenderElement, type Prerendered } from "portfolio-elements/server";

export async function heroMarkup(): Promise<string> {
  const hero: Prerendered = await prerenderElement("portfolio-hero", { name: "Alex Rivera" }, "home", () => "/hero.css");
  return `<portfolio-hero name="Alex Rivera">${hero.template}</portfolio-hero>${hero.seed}`;
}
