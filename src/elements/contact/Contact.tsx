import type { ReactNode } from "react";
import { useHeadingTags, useSettings, useTexts } from "../../define/context.ts";
import { httpUrl, plainEmail } from "../../settings/kinds.ts";
import { GitHubIcon, LinkedInIcon, MailIcon } from "../icons.tsx";
import { mailtoHref, NewTabLink } from "../links.tsx";
import { ContactForm } from "./ContactForm.tsx";

interface LinkCardProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  href: string | undefined;
  newTab?: boolean;
}

/** One of the three ways to reach the owner; a card whose setting is missing says so instead of linking nowhere. */
function LinkCard({ icon, title, text, href, newTab = false }: LinkCardProps) {
  const { text: write } = useTexts();
  const body = (
    <>
      <span className="link-card-icon">{icon}</span>
      <span className="link-card-body">
        <span className="link-card-title">{title}</span>
        <span className="link-card-text" dir="auto">{text}</span>
      </span>
    </>
  );
  if (!href) return <li className="card link-card" part="card">{body}</li>;
  return (
    <li className="link-card-item">
      {newTab ? (
        <NewTabLink className="card link-card" href={href} part="card link-card">
          {body}
          <span className="visually-hidden"> {write("common.newTab")}</span>
        </NewTabLink>
      ) : (
        <a className="card link-card" href={href} part="card link-card">{body}</a>
      )}
    </li>
  );
}

/** The address with a line break allowed after the "@", so a narrow card wraps it there rather than mid-word. */
export function breakableAddress(address: string | undefined): ReactNode {
  const at = address?.lastIndexOf("@") ?? -1;
  if (!address || at < 0) return address || undefined;
  return <>{address.slice(0, at + 1)}<wbr />{address.slice(at + 1)}</>;
}

function profileName(url: string | undefined, fallback: string): string {
  if (!url) return fallback;
  const path = new URL(url).pathname.replace(/\/+$/, "");
  return path.split("/").pop() || fallback;
}

export function Contact() {
  const { email, linkedin, github } = useSettings();
  const linkedinUrl = httpUrl(linkedin);
  const githubUrl = httpUrl(github);
  // Only a plain address: anything else (`?bcc=`, `&body=`) would add mail headers, so it counts as unset.
  const address = plainEmail(email);
  const mailto = mailtoHref(address);
  const [Title, SectionTitle] = useHeadingTags();
  const { text } = useTexts();
  const notSet = text("contact.notSet");
  return (
    <section className="screen" aria-labelledby="contact-title" part="contact">
      <div className="container">
        <Title id="contact-title" className="screen-title" tabIndex={-1}>{text("contact.heading")}</Title>
        <p className="screen-lead">{text("contact.lead")}</p>
        <ul className="three-cards link-cards">
          <LinkCard icon={<MailIcon />} title={text("contact.email")} text={breakableAddress(address) ?? notSet} href={mailto} />
          <LinkCard icon={<LinkedInIcon />} title={text("contact.linkedin")} text={profileName(linkedinUrl, notSet)} href={linkedinUrl} newTab />
          <LinkCard icon={<GitHubIcon />} title={text("contact.github")} text={profileName(githubUrl, notSet)} href={githubUrl} newTab />
        </ul>
        <section className="message-section" aria-labelledby="message-title">
          <SectionTitle id="message-title" className="section-title">{text("contact.formHeading")}</SectionTitle>
          <ContactForm labelledBy="message-title" />
        </section>
      </div>
    </section>
  );
}
