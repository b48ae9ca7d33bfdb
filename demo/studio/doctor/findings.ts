/** A doctor's finding: one sentence on what is wrong (or right), with its fix, and helpers to word it. */

type Severity = "ok" | "info" | "warning" | "error";

/** What a finding is about: the studio groups them by it. */
export type Topic = "profile" | "portrait" | "content" | "mail" | "site" | "look";

export interface Finding {
  /** Stable name of the check, for tests and for the page's `data-finding` attribute. */
  id: string;
  severity: Severity;
  topic: Topic;
  /** What was found, one sentence. */
  message: string;
  /** What to change, one sentence; absent for findings that need nothing. */
  fix?: string;
}

export const finding = (id: string, severity: Severity, topic: Topic, message: string, fix?: string): Finding =>
  fix === undefined ? { id, severity, topic, message } : { id, severity, topic, message, fix };

export const blank = (value: string | undefined) => !value || !value.trim();

/** Shortens a value for quoting inside a sentence. */
export function quote(value: unknown, max = 60): string {
  const text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
  return `"${text.length > max ? `${text.slice(0, max - 3)}...` : text}"`;
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2, ok: 3 };

/** Findings worst first, in their original order within one severity. */
export function bySeverity(findings: readonly Finding[]): Finding[] {
  return findings.map((item, index) => ({ item, index })).sort((a, b) => SEVERITY_ORDER[a.item.severity] - SEVERITY_ORDER[b.item.severity] || a.index - b.index).map(({ item }) => item);
}
