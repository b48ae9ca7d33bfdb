import { useSettings } from "../../define/context.ts";
import { httpUrl } from "../../url.ts";
import { GitHubIcon, LinkedInIcon } from "../icons.tsx";
import { NewTabLink } from "../links.tsx";

export function Footer() {
  const { name = "", github, linkedin } = useSettings();
  const githubUrl = httpUrl(github);
  const linkedinUrl = httpUrl(linkedin);
  const year = new Date().getFullYear();
  return (
    <footer className="footer" part="footer">
      <div className="footer-bar">
        <div className="footer-owner">
          <p className="footer-name">{name}</p>
          <p className="footer-copy">© {year}. All rights reserved.</p>
        </div>
        <div className="footer-links">
          {githubUrl && (
            <NewTabLink className="icon-link" href={githubUrl} aria-label="GitHub (opens in a new tab)" part="social-link">
              <GitHubIcon />
            </NewTabLink>
          )}
          {linkedinUrl && (
            <NewTabLink className="icon-link" href={linkedinUrl} aria-label="LinkedIn (opens in a new tab)" part="social-link">
              <LinkedInIcon />
            </NewTabLink>
          )}
        </div>
      </div>
    </footer>
  );
}
