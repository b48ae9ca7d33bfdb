import { useState } from "react";
import { useHeadingTags, useSettings, useTexts } from "../../../define/context.ts";
import { initials } from "../../../text/initials.ts";
import { usePageImages } from "../../../page/page-data.ts";
import { onSite, parseSiteUrl } from "../../../settings/site-url.ts";
import { imageUrl } from "../images.ts";
import { HeroButtons } from "../Hero.tsx";

/** The portrait's slot in CSS pixels (compact.css: 6rem); the browser picks the page's smallest version that fills it. */
const PORTRAIT_SIZE = 96;

/** The portrait, or the owner's initials on a disc when there is none or it fails to load (as on Home). */
function CompactPortrait({ name, label }: { name: string; label: string }) {
  const { portrait, siteUrl } = useSettings();
  const images = usePageImages(imageUrl(portrait));
  const src = onSite(imageUrl(portrait), parseSiteUrl(siteUrl));
  const [failed, setFailed] = useState<string>();
  const shown = (img: HTMLImageElement | null) => {
    if (img?.complete && !img.naturalWidth) img.decode().catch(() => !img.naturalWidth && setFailed(src));
  };
  if (!src || failed === src) {
    return (
      <svg className="portrait" role="img" aria-label={label} viewBox="0 0 160 160" width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} part="portrait">
        <rect width="160" height="160" fill="var(--pe-color-tag-bg)" />
        <text x="80" y="80" dy="0.35em" textAnchor="middle" className="portrait-initials">{initials(name)}</text>
      </svg>
    );
  }
  return (
    <picture>
      {images?.sources.map(({ type, srcset }) => <source key={type} type={type} srcSet={srcset} sizes={`${PORTRAIT_SIZE}px`} />)}
      <img ref={shown} onError={() => setFailed(src)} className="portrait" src={images?.src ?? src} alt={label} width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} decoding="async" part="portrait" />
    </picture>
  );
}

/**
 * `<portfolio-hero layout="compact">`: a profile card for a page that is not the portfolio (a blog post). The
 * portrait beside the owner's name as the heading, the subheading, the availability line and Home's buttons.
 */
export function CompactHero() {
  const { name = "", subheading, availability, resume } = useSettings();
  const [Title] = useHeadingTags();
  const { text } = useTexts();
  const label = name ? text("hero.portraitOf", { name }) : text("hero.portrait");
  return (
    <section className="compact-hero" aria-labelledby="hero-title" part="hero profile-card">
      <div className="compact-portrait">
        <CompactPortrait name={name} label={label} />
      </div>
      <div className="compact-head">
        <Title id="hero-title" className="compact-name" tabIndex={-1} dir="auto">{name}</Title>
        <p className="compact-role" dir="auto">{subheading?.trim() || text("hero.subheading")}</p>
      </div>
      <div className="compact-more">
        {availability?.trim() && <p className="hero-availability" part="availability" dir="auto">{availability.trim()}</p>}
        <div className="compact-actions">
          <HeroButtons resume={resume} />
        </div>
      </div>
    </section>
  );
}
