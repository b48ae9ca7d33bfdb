import { FRAME_HEIGHT_MESSAGE, FRAME_THEME_MESSAGE } from "./frame-messages.ts";
import { CHOICE_ATTRIBUTE, SCHEME_ATTRIBUTE, SYSTEM_THEME, THEME_CHOICE_EVENT, THEME_CHOICE_KEY, THEMES } from "./names.ts";

/**
 * What each page's head script is given of these, as its tag's `data-themes` (JSON), so that it copies none of them:
 * the site page's (assets/route.ts: the stored choice, before the first paint) and an iframe page's
 * (assets/embed-frame.ts: `?theme=` and the parent's message). Short keys: every page carries them.
 */
export const HEAD_SCRIPT_THEMES = {
  route: JSON.stringify({
    themes: THEMES,
    system: SYSTEM_THEME,
    key: THEME_CHOICE_KEY,
    event: THEME_CHOICE_EVENT,
    scheme: SCHEME_ATTRIBUTE,
    choice: CHOICE_ATTRIBUTE,
  }),
  frame: JSON.stringify({
    themes: THEMES,
    system: SYSTEM_THEME,
    scheme: SCHEME_ATTRIBUTE,
    message: FRAME_THEME_MESSAGE,
    height: FRAME_HEIGHT_MESSAGE,
  }),
};
