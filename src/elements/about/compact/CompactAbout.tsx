import { useHeadingTags, useTexts } from "../../../define/context.ts";
import type { useAboutContent } from "../About.tsx";

/** What the full screen's code gives the compact layout (src/elements/about/index.ts): the intro and the cards. */
export type UseAboutContent = typeof useAboutContent;

/**
 * `<portfolio-about layout="compact">`: About Me for a page that is not the portfolio (a blog post, a Notion-like
 * frame). The heading and the intro at the page's own size, then the skill cards as a tight list, a row each.
 */
export function CompactAbout({ useAboutContent }: { useAboutContent: UseAboutContent }) {
  const [Title, SkillTitle] = useHeadingTags();
  const { text } = useTexts();
  const { intro, cards } = useAboutContent();
  return (
    <section className="compact-about" aria-labelledby="about-title" part="about">
      <Title id="about-title" className="compact-heading" tabIndex={-1}>{text("about.heading")}</Title>
      <p className="compact-intro" dir="auto">{intro}</p>
      <ul className="compact-skills">
        {cards.map(({ title, skills, icon }, index) => (
          <li key={index} className="compact-skill" part="skill-row">
            <span className="compact-skill-icon">{icon}</span>
            <SkillTitle className="compact-skill-title"><bdi>{title}</bdi></SkillTitle>
            <ul className="tags compact-tags">
              {skills.map((skill, at) => (
                <li key={at} dir="auto">{skill}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
