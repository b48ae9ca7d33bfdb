import type { AnchorHTMLAttributes } from "react";

/** A link that opens in a new tab without giving the new page a handle on this one. */
export function NewTabLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/** The mailto: link of the email setting, or undefined when it is not set. */
export function mailtoHref(email: string | undefined): string | undefined {
  return email?.trim() ? `mailto:${encodeURI(email.trim())}` : undefined;
}
