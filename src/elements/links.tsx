import type { AnchorHTMLAttributes } from "react";
import { plainEmail } from "../settings/kinds.ts";

/** A link that opens in a new tab without giving the new page a handle on this one. */
export function NewTabLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  // The content arrives in props.children, which the rule cannot see through the spread.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/**
 * The mailto: link of the email setting, or undefined when it is unset or not a plain address (`?bcc=`,
 * `&body=` and the like would add mail headers, so such a setting counts as unset).
 */
export function mailtoHref(email: string | undefined): string | undefined {
  const address = plainEmail(email);
  return address ? `mailto:${address}` : undefined;
}
