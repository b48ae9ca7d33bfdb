import { useEffect, useRef, useState } from "react";

/**
 * Cards rendered at first. A list of thousands would otherwise be created and laid out before the first paint
 * (5,000 cards: 2.6–7.5 s here); this keeps the first paint to one screenful or two, whatever the service sends.
 * Each later batch is as large as what is shown, up to PROJECTS_BATCH_MAX, so a long list takes few steps.
 */
const PROJECTS_BATCH = 48;
const PROJECTS_BATCH_MAX = 240;

/**
 * How many of `total` items to render, and a ref for the "Show more projects" control: while that control is
 * within a screen of the viewport, another batch is added (each batch re-observes, so a tall viewport keeps
 * filling); a click adds one too, for keyboards and browsers without IntersectionObserver.
 */
export function useIncrementalCount(total: number) {
  const [count, setCount] = useState(PROJECTS_BATCH);
  const more = useRef<HTMLButtonElement | null>(null);
  const shown = Math.min(count, total);
  const showMore = () => setCount((current) => current + Math.min(current, PROJECTS_BATCH_MAX));

  useEffect(() => {
    const control = more.current;
    if (!control || shown >= total || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          showMore();
        }
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(control);
    return () => observer.disconnect();
  }, [shown, total]);

  return { shown, more, showMore };
}
