import type { ReactNode } from "react";
import { useTexts } from "../../define/context.ts";
import type { TextId } from "../../i18n/en.ts";
import { chooseTheme, useThemeChoice } from "../../theme/choice.ts";
import { useFramesFollow } from "../../theme/frames-follow.ts";
import { parseTheme, type Scheme, type Theme } from "../../theme/names.ts";
import { prefersDark } from "../../theme/scheme.ts";
import { Icon } from "../icons.tsx";

const LABELS: Record<Theme, TextId> = { light: "theme.light", dark: "theme.dark", auto: "theme.system" };

/**
 * The choice after `current`, in the order that changes what the visitor sees first: from System to the theme the
 * system does not show, then to the one it shows, then back to System (light, dark, system on a dark system).
 */
function nextChoice(current: Theme): Theme {
  const system: Scheme = prefersDark() ? "dark" : "light";
  const other: Scheme = system === "dark" ? "light" : "dark";
  return current === "auto" ? other : current === other ? system : "auto";
}

const ICONS: Record<Theme, ReactNode> = {
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2m0 16v2M2 12h2m16 0h2M5 5l1.5 1.5m11 11L19 19M5 19l1.5-1.5m11-11L19 5" />
    </>
  ),
  dark: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  auto: (
    <>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
};

/**
 * The visitor's theme switch: one button cycling through light, dark and system, its name saying the current choice.
 * Before any choice it shows the owner's `theme`.
 */
export function ThemeSwitch({ ownerTheme }: { ownerTheme: string | undefined }) {
  const choice = useThemeChoice(true);
  const current = choice ?? parseTheme(ownerTheme);
  useFramesFollow(choice);
  const { text } = useTexts();
  const label = text("theme.label", { theme: text(LABELS[current]) });
  return (
    <button
      type="button"
      className="theme-switch"
      aria-label={label}
      title={label}
      onClick={() => chooseTheme(nextChoice(current))}
      part="theme-switch"
    >
      <Icon size={20}>{ICONS[current]}</Icon>
    </button>
  );
}
