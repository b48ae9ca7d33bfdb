import { useState } from "react";
import { useSettings } from "../../define/context.ts";
import { ROUTES } from "../../router.ts";
import { imageUrl, usePortraitImages } from "./images.ts";

/** The portrait's slot, in CSS pixels; the image is requested at this size so nothing shifts. */
const PORTRAIT_SIZE = 320;

/** A neutral silhouette, drawn inline so it needs no request and passes any `img-src` policy. */
function PortraitPlaceholder({ label }: { label: string }) {
  return (
    <svg className="portrait" role="img" aria-label={label} viewBox="0 0 160 160" width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} part="portrait">
      <rect width="160" height="160" fill="var(--pe-color-tag-bg)" />
      <circle cx="80" cy="62" r="28" fill="var(--pe-color-accent)" opacity="0.55" />
      <path d="M28 160c4-34 25-52 52-52s48 18 52 52z" fill="var(--pe-color-accent)" opacity="0.55" />
    </svg>
  );
}

export function Hero() {
  const { name = "", portrait } = useSettings();
  // A path is resolved by the browser against the page, so a prerender on a server writes the same src.
  const src = imageUrl(portrait);
  const images = usePortraitImages(src);
  const label = name ? `Portrait of ${name}` : "Portrait";
  // A portrait that fails to load (a 404, a file that is not an image) gives way to the placeholder: a broken
  // image keeps no size, and its alt text would stand squashed where the circle was.
  const [failed, setFailed] = useState<string>();
  // It may have failed before this code ran (a prerendered page paints, and loads its image, first).
  const shown = (img: HTMLImageElement | null) => {
    if (img?.complete && !img.naturalWidth) img.decode().catch(() => !img.naturalWidth && setFailed(src));
  };
  return (
    <section className="screen hero" aria-labelledby="hero-title" part="hero">
      <div className="container hero-layout">
        <div className="hero-text">
          <h1 id="hero-title" className="hero-title" tabIndex={-1}>
            Hello, I'm <span className="hero-name">{name}</span>
          </h1>
          <p className="hero-subtitle">A junior software engineer crafting digital experiences.</p>
          <div className="hero-actions">
            <a className="button button-primary" href={ROUTES.projects} part="button button-primary">View My Work</a>
            <a className="button button-secondary" href={ROUTES.contact} part="button button-secondary">Get In Touch</a>
          </div>
        </div>
        <div className="hero-portrait">
          {src && failed !== src ? (
            <picture>
              {images?.sources.map(({ type, srcset }) => <source key={type} type={type} srcSet={srcset} sizes={images.sizes} />)}
              <img ref={shown} onError={() => setFailed(src)} className="portrait" src={images?.src ?? src} alt={label} width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} decoding="async" fetchPriority="high" part="portrait" />
            </picture>
          ) : (
            <PortraitPlaceholder label={label} />
          )}
        </div>
      </div>
    </section>
  );
}
