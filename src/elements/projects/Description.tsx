import { useId, useState } from "react";
import { useTexts } from "../../define/context.ts";
import { clampText, DESCRIPTION_MAX_CHARS, DESCRIPTION_PREVIEW_CHARS } from "../../services/projects.ts";

/**
 * A project's description: a long one shows its start and a "Show more" control (and at most
 * DESCRIPTION_MAX_CHARS expanded), so a card of any size paints in bounded time.
 */
export function ProjectDescription({ text, title }: { text: string; title: string }) {
  const [expanded, setExpanded] = useState(false);
  const { text: write } = useTexts();
  // useId's ids begin with "_": a letter first makes them ids by every reading (html-validate's valid-id too).
  const id = `description${useId().replace(/[^\w-]/g, "")}`;
  const preview = clampText(text, DESCRIPTION_PREVIEW_CHARS);
  if (!preview.clamped) return <p className="project-description" part="project-description" dir="auto">{text}</p>;
  const shown = expanded ? clampText(text, DESCRIPTION_MAX_CHARS) : preview;
  return (
    <>
      <p id={id} className="project-description" part="project-description" dir="auto">
        {shown.text}
        {shown.clamped && (expanded ? ` ${write("projects.descriptionCut", { count: text.length - shown.text.length })}` : "…")}
      </p>
      <button type="button" className="project-more" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)} part="project-more">
        {write(expanded ? "projects.descriptionLess" : "projects.descriptionMore")}
        <span className="visually-hidden"> {write("projects.descriptionOf", { title })}</span>
      </button>
    </>
  );
}
