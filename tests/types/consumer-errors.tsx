/**
 * Mistakes an owner could make: tests/unit/types.test.ts expects each line after a @ts-expect-error to fail
 * against the built types (and, with the directives removed, exactly one error on each).
 */
import "portfolio-elements";

export function Mistakes() {
  return (
    <>
      {/* @ts-expect-error: a misspelt attribute */}
      <portfolio-projects endpiont="https://example.com/graphql" />
      {/* @ts-expect-error: a misspelt tag */}
      <portfolio-project endpoint="https://example.com/graphql" />
      {/* @ts-expect-error: attributes take plain strings */}
      <portfolio-hero name={42} />
      {/* @ts-expect-error: an event listener gets the event's own detail */}
      <portfolio-projects onportfolio-projects-loaded={(event) => event.detail.message} />
    </>
  );
}

const hero = document.createElement("portfolio-hero");
// @ts-expect-error: the property is camelCase
hero["emailjs-origin"] = "https://api.emailjs.com";
// @ts-expect-error: a setting is a string
hero.theme = 1;
document.addEventListener("portfolio-projects-loaded", (event) => {
  // @ts-expect-error: the loaded event carries a count, nothing else
  console.log(event.detail.projects);
});
