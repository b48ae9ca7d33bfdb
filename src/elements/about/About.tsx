import { CodeIcon, PhoneIcon, ServerIcon } from "../icons.tsx";

const SKILL_CARDS = [
  { title: "Frontend Development", skills: ["React", "Vue.js", "Next.js", "TypeScript", "CSS"], icon: <CodeIcon /> },
  { title: "Backend Development", skills: ["Node.js", "PHP", "Database design"], icon: <ServerIcon /> },
  { title: "Mobile Development", skills: ["React Native", "Progressive web apps"], icon: <PhoneIcon /> },
];

export function About() {
  return (
    <section className="screen" aria-labelledby="about-title" part="about">
      <div className="container">
        <h1 id="about-title" className="screen-title" tabIndex={-1}>About Me</h1>
        <p className="screen-lead">
          I'm a junior software engineer who enjoys turning ideas into fast, accessible products. I like clean
          code, thoughtful interfaces and learning something new with every project, from the first sketch to
          the deployed app.
        </p>
        <ul className="three-cards about-cards">
          {SKILL_CARDS.map(({ title, skills, icon }) => (
            <li key={title} className="card about-card" part="card">
              <span className="about-card-icon">{icon}</span>
              <h2 className="card-title">{title}</h2>
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
