import type { ReactNode } from "react";
import { useHeadingTags, useSettings, useTexts } from "../../define/context.ts";
import type { TextId } from "../../i18n/en.ts";
import { useAboutWords } from "./owner-words.ts";

/**
 * Drawn here like ../icons.tsx draws its icons, but not imported from there: that module lives in the chunk the
 * header and footer share, which an About element alone would otherwise download too.
 */
function SkillIcon({ children }: { children: ReactNode }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The spec's three cards; a skill is a text id when it is words, a name (React, PHP) when it is not. */
const SKILL_CARDS: { title: TextId; skills: (string | { id: TextId })[]; icon: ReactNode }[] = [
  {
    title: "about.frontend",
    skills: ["React", "Vue.js", "Next.js", "TypeScript", "CSS"],
    icon: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />,
  },
  {
    title: "about.backend",
    skills: ["Node.js", "PHP", { id: "about.databaseDesign" }],
    icon: (
      <>
        <ellipse cx="12" cy="5" rx="8" ry="3" />
        <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
      </>
    ),
  },
  {
    title: "about.mobile",
    skills: ["React Native", { id: "about.progressiveWebApps" }],
    icon: (
      <>
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M11 18h2" />
      </>
    ),
  },
];

/**
 * The intro and the skill cards, each with its drawn icon: the owner's words where the `about` setting gives them, the
 * spec's for a part it leaves out.
 */
export function useAboutContent(): { intro: string; cards: { title: string; skills: string[]; icon: ReactNode }[] } {
  const { text } = useTexts();
  const words = useAboutWords(useSettings().about);
  const cards = words?.cards
    ? words.cards.map((card, index) => ({ ...card, icon: <SkillIcon>{SKILL_CARDS[index % SKILL_CARDS.length]!.icon}</SkillIcon> }))
    : SKILL_CARDS.map(({ title, skills, icon }) => ({
        title: text(title),
        skills: skills.map((skill) => (typeof skill === "string" ? skill : text(skill.id))),
        icon: <SkillIcon>{icon}</SkillIcon>,
      }));
  return { intro: words?.intro ?? text("about.intro"), cards };
}

export function About() {
  const [Title, CardTitle] = useHeadingTags();
  const { text } = useTexts();
  const { intro, cards } = useAboutContent();
  return (
    <section className="screen" aria-labelledby="about-title" part="about">
      <div className="container">
        <Title id="about-title" className="screen-title" tabIndex={-1}>{text("about.heading")}</Title>
        <p className="screen-lead" dir="auto">{intro}</p>
        <ul className="three-cards about-cards">
          {cards.map(({ title, skills, icon }, index) => (
            <li key={index} className="card about-card" part="card">
              <span className="about-card-icon">{icon}</span>
              <CardTitle className="card-title"><bdi>{title}</bdi></CardTitle>
              <ul className="tags">
                {skills.map((skill, at) => (
                  <li key={at} dir="auto">{skill}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
