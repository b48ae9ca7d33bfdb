import type { ReactNode } from "react";
import { useHeadingTags } from "../../define/context.ts";

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

const SKILL_CARDS = [
  {
    title: "Frontend Development",
    skills: ["React", "Vue.js", "Next.js", "TypeScript", "CSS"],
    icon: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />,
  },
  {
    title: "Backend Development",
    skills: ["Node.js", "PHP", "Database design"],
    icon: (
      <>
        <ellipse cx="12" cy="5" rx="8" ry="3" />
        <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
      </>
    ),
  },
  {
    title: "Mobile Development",
    skills: ["React Native", "Progressive web apps"],
    icon: (
      <>
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M11 18h2" />
      </>
    ),
  },
];

export function About() {
  const [Title, CardTitle] = useHeadingTags();
  return (
    <section className="screen" aria-labelledby="about-title" part="about">
      <div className="container">
        <Title id="about-title" className="screen-title" tabIndex={-1}>About Me</Title>
        <p className="screen-lead">
          I'm a junior software engineer who enjoys turning ideas into fast, accessible products. I like clean
          code, thoughtful interfaces and learning something new with every project, from the first sketch to
          the deployed app.
        </p>
        <ul className="three-cards about-cards">
          {SKILL_CARDS.map(({ title, skills, icon }) => (
            <li key={title} className="card about-card" part="card">
              <span className="about-card-icon"><SkillIcon>{icon}</SkillIcon></span>
              <CardTitle className="card-title">{title}</CardTitle>
              <ul className="tags">
                {skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
