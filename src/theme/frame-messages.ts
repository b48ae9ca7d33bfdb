/**
 * The messages between a page and a frame of ours (`/embed/<name>.html`) that carry the theme: the header's switch
 * (frame-relay.ts) and the frame's head script (given them, head-scripts.ts). Apart from names.ts so that only the
 * header's code carries them.
 */

/** What a parent page posts to a frame of ours to set its theme: `{ type, theme }`. */
export const FRAME_THEME_MESSAGE = "portfolio-embed-theme";

/** What a frame of ours posts to its parent with its content's height; the parent answers it with the theme. */
export const FRAME_HEIGHT_MESSAGE = "portfolio-embed-height";
