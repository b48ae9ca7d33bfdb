import { useCallback, useState } from "react";
import { usePageImages } from "../../page/page-data.ts";
import { initials } from "../../text/initials.ts";
import type { Project } from "../../services/projects.ts";
import { avifSrcset, resizedSrcset } from "./srcset.ts";

/**
 * A project's picture, in a box shaped before it loads (its width and height, or the CSS's 16:9), so nothing
 * below it moves. One that is missing, or fails to load (before or after the element started), leaves PictureFallback
 * in the same box: never a broken-image icon. `imageAlt` empty means decorative (alt="");
 * absent, the picture is named by the title beside it, so it is decorative too. Where its host resizes, the browser
 * picks its size from `srcset` by `sizes`, the width its slot takes; a local picture's light versions come in AVIF too,
 * a `<source>` of a `<picture>` that takes no box of its own (details.css). A page whose first screen shows the picture
 * may carry its phone version in itself (src/site/project-pictures.ts' pictureEntry): then that AVIF `srcset`.
 */
export function Picture({ project, className, sizes, lazy = true }: { project: Project; className: string; sizes: string; lazy?: boolean }) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration fired its error event before React listened.
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && !img.naturalWidth) setBroken(true);
  }, []);
  const { image } = project;
  const declared = usePageImages(image?.url)?.sources.find((source) => source.type === "image/avif");
  const srcset = image && resizedSrcset(image);
  const avif = declared?.srcset ?? (image && avifSrcset(image));
  if (!image || broken) return <PictureFallback title={project.title} className={className} />;
  const img = (
    <img
      ref={check}
      className={className}
      src={image.url}
      srcSet={srcset}
      sizes={srcset && sizes}
      width={image.width}
      height={image.height}
      alt={project.imageAlt ?? ""}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
  return avif ? (
    <picture className="picture-formats">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}

/**
 * In a missing or broken picture's place, the same everywhere (a card, a featured card, a project's page): the title's
 * monogram and the title, centred on a quiet pattern, in the picture's box. Decorative: the title is beside it.
 */
function PictureFallback({ title, className }: { title: string; className: string }) {
  return (
    <span className={`${className} picture-placeholder`} aria-hidden="true">
      <span className="picture-monogram">{initials(title)}</span>
      <span className="picture-name" dir="auto">{title}</span>
    </span>
  );
}

/** The project's role and year, "Frontend, team of 4 · 2024", or nothing. */
export function facts(project: Project): string | undefined {
  return [project.role, project.year].filter(Boolean).join(" · ") || undefined;
}
