import type { ReactNode } from "react";
import { useHeadingTags, useSettings, useTexts } from "../../../define/context.ts";
import { httpUrl, plainEmail } from "../../../settings/kinds.ts";
import { GitHubIcon, LinkedInIcon, MailIcon } from "../../icons.tsx";
import { mailtoHref, NewTabLink } from "../../links.tsx";
import type { breakableAddress } from "../Contact.tsx";
import type { ContactForm } from "../ContactForm.tsx";

/** What the full screen's code gives the compact layout (src/elements/contact/index.ts). */
export interface ContactShared {
  ContactForm: typeof ContactForm;
  breakableAddress: typeof breakableAddress;
}

/** One way to reach the owner in the row of links: its icon and its words. */
function ContactLink({ href, icon, newTab = false, children }: { href: string; icon: ReactNode; newTab?: boolean; children: ReactNode }) {
  const { text } = useTexts();
  const body = (
    <>
      {icon}
      <span dir="auto">{children}</span>
    </>
  );
  return (
    <li>
      {newTab ? (
        <NewTabLink className="compact-contact-link" href={href} part="contact-link">
          {body}
          <span className="visually-hidden"> {text("common.newTab")}</span>
        </NewTabLink>
      ) : (
        <a className="compact-contact-link" href={href} part="contact-link">{body}</a>
      )}
    </li>
  );
}

/**
 * `<portfolio-contact layout="compact">`: Let's Work Together for a page that is not the portfolio (a blog post, a
 * Notion-like frame). The heading, the owner's links as one row (those that are set), then the message form,
 * named by the heading, with every behaviour of the full screen's.
 */
export function CompactContact({ ContactForm, breakableAddress }: ContactShared) {
  const { email, linkedin, github } = useSettings();
  const [Title] = useHeadingTags();
  const { text } = useTexts();
  const address = plainEmail(email);
  const mailto = mailtoHref(address);
  const linkedinUrl = httpUrl(linkedin);
  const githubUrl = httpUrl(github);
  return (
    <section className="compact-contact" aria-labelledby="contact-title" part="contact">
      <Title id="contact-title" className="compact-heading" tabIndex={-1}>{text("contact.heading")}</Title>
      {(mailto || linkedinUrl || githubUrl) && (
        <ul className="compact-contact-links" part="contact-links">
          {mailto && (
            <ContactLink href={mailto} icon={<MailIcon size={18} />}>
              <span className="visually-hidden">{text("contact.email")}: </span>
              {breakableAddress(address)}
            </ContactLink>
          )}
          {linkedinUrl && <ContactLink href={linkedinUrl} icon={<LinkedInIcon size={18} />} newTab>{text("contact.linkedin")}</ContactLink>}
          {githubUrl && <ContactLink href={githubUrl} icon={<GitHubIcon size={18} />} newTab>{text("contact.github")}</ContactLink>}
        </ul>
      )}
      <ContactForm labelledBy="contact-title" />
    </section>
  );
}
