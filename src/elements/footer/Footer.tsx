import { useSettings, useTexts } from "../../define/context.ts";
import { httpUrl } from "../../settings/kinds.ts";
import { GitHubIcon, LinkedInIcon } from "../icons.tsx";
import { NewTabLink } from "../links.tsx";

export function Footer() {
  const { name = "", github, linkedin } = useSettings();
  const githubUrl = httpUrl(github);
  const linkedinUrl = httpUrl(linkedin);
  const { text } = useTexts();
  // A year is written without grouping ("2026", never "2,026"), so it goes in as text.
  const year = String(new Date().getFullYear());
  return (
    <footer className="footer" part="footer">
      <div className="footer-bar">
        <div className="footer-owner">
          <p className="footer-name"><bdi>{name}</bdi></p>
          <p className="footer-copy">{text("footer.copyright", { year })}</p>
        </div>
        <div className="footer-links">
          {githubUrl && (
            <NewTabLink className="icon-link" href={githubUrl} aria-label={text("footer.github")} part="social-link">
              <GitHubIcon />
            </NewTabLink>
          )}
          {linkedinUrl && (
            <NewTabLink className="icon-link" href={linkedinUrl} aria-label={text("footer.linkedin")} part="social-link">
              <LinkedInIcon />
            </NewTabLink>
          )}
        </div>
      </div>
    </footer>
  );
}
