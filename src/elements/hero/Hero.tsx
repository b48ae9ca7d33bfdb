import { useState } from "react";
import { useHeadingTags, useSettings, useTexts } from "../../define/context.ts";
import { initials } from "../../text/initials.ts";
import { usePageImages } from "../../page/page-data.ts";
import { parseFeatured } from "../../settings/counts.ts";
import { onSite, parseSiteUrl } from "../../settings/site-url.ts";
import { httpUrl } from "../../settings/kinds.ts";
import { NewTabLink } from "../links.tsx";
import { FeaturedWork } from "./featured-code.ts";
import { imageUrl } from "./images.ts";
import { useRouteLink } from "./route-links.ts";

/** The portrait's slot, in CSS pixels; the image is requested at this size so nothing shifts. */
const PORTRAIT_SIZE = 320;

/**
 * The owner's initials on a disc tinted with the accent, drawn inline so it arrives with the page (no request, any
 * `img-src` policy) and follows the theme and the owner's accent.
 */
function PortraitPlaceholder({ label, name }: { label: string; name: string }) {
  return (
    <svg className="portrait" role="img" aria-label={label} viewBox="0 0 160 160" width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} part="portrait">
      <rect width="160" height="160" fill="var(--pe-color-tag-bg)" />
      <text x="80" y="80" dy="0.35em" textAnchor="middle" className="portrait-initials">{initials(name)}</text>
    </svg>
  );
}

/** The spec's two route buttons and, with `resume`, the résumé's: the hero's and its compact card's. */
export function HeroButtons({ resume }: { resume: string | undefined }) {
  const { text } = useTexts();
  const toProjects = useRouteLink("projects");
  const toContact = useRouteLink("contact");
  const resumeUrl = httpUrl(resume);
  return (
    <>
      <a className="button button-primary" {...toProjects} part="button button-primary">{text("hero.viewWork")}</a>
      <a className="button button-secondary" {...toContact} part="button button-secondary">{text("hero.getInTouch")}</a>
      {resumeUrl && (
        <NewTabLink className="button button-tertiary" href={resumeUrl} part="button button-resume">
          {text("hero.resume")}<span className="visually-hidden"> {text("common.newTab")}</span>
        </NewTabLink>
      )}
    </>
  );
}

export function Hero() {
  const { name = "", portrait, subheading, tagline, availability, resume, featured, siteUrl } = useSettings();
  const [Title] = useHeadingTags();
  // The page's light versions are keyed by the setting as written.
  const images = usePageImages(imageUrl(portrait));
  // A path is resolved against the owner's site when set (the element may be on a blog), else by the browser
  // against the page, so a prerender on a server writes the same src.
  const src = onSite(imageUrl(portrait), parseSiteUrl(siteUrl));
  // The owner's portrait is a drawing (an SVG), whatever light raster versions the page serves it as.
  const drawing = /^data:image\/svg\+xml|\.svg(?:[?#]|$)/i.test(src ?? "");
  const { text, parts } = useTexts();
  const label = name ? text("hero.portraitOf", { name }) : text("hero.portrait");
  // A portrait that fails to load (a 404, a file that is not an image) gives way to the placeholder: a broken
  // image keeps no size, and its alt text would stand squashed where the circle was.
  const [failed, setFailed] = useState<string>();
  // It may have failed before this code ran (a prerendered page paints, and loads its image, first).
  const shown = (img: HTMLImageElement | null) => {
    if (img?.complete && !img.naturalWidth) img.decode().catch(() => !img.naturalWidth && setFailed(src));
  };
  const featuredCount = parseFeatured(featured);
  return (
    <section className={featuredCount > 0 ? "screen hero hero-featured" : "screen hero"} aria-labelledby="hero-title" part="hero">
      <div className="container hero-layout">
        <div className="hero-text">
          {/* The owner's own lines (and project texts) take their own direction: an English line on an Arabic page; under
              the greeting, isolated (bdi) so they line up with it. */}
          {availability?.trim() && <p className="hero-availability" part="availability" dir="auto">{availability.trim()}</p>}
          <Title id="hero-title" className="hero-title" tabIndex={-1}>
            {parts("hero.greeting", { name: <bdi key="name" className="hero-name">{name}</bdi> })}
          </Title>
          <p className="hero-subtitle"><bdi>{subheading?.trim() || text("hero.subheading")}</bdi></p>
          {tagline?.trim() && <p className="hero-tagline" part="tagline"><bdi>{tagline.trim()}</bdi></p>}
          <div className="hero-actions">
            <HeroButtons resume={resume} />
          </div>
        </div>
        <div className={drawing ? "hero-portrait portrait-drawing" : "hero-portrait"}>
          {src && failed !== src ? (
            <picture>
              {images?.sources.map(({ type, srcset }) => <source key={type} type={type} srcSet={srcset} sizes={images.sizes} />)}
              <img ref={shown} onError={() => setFailed(src)} className="portrait" src={images?.src ?? src} alt={label} width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} decoding="async" fetchPriority="high" part="portrait" />
            </picture>
          ) : (
            <PortraitPlaceholder label={label} name={name} />
          )}
        </div>
      </div>
      {featuredCount > 0 && <FeaturedWork />}
    </section>
  );
}
