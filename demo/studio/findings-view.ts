/** The doctor's findings on the studio page: grouped by topic, worst first, with a one-line summary. */
import { bySeverity, type Finding, type Topic } from "./doctor.ts";

const TOPICS: [Topic, string][] = [
  ["content", "Content service"],
  ["mail", "E-mail provider"],
  ["portrait", "Portrait"],
  ["profile", "Profile"],
  ["site", "Published site"],
  ["look", "Look"],
];

const SEVERITY_LABEL = { error: "Error", warning: "Warning", info: "Note", ok: "OK" } as const;

/** Shows `all` the findings in `list`, and their count in `summary`; `pending`: network checks still running. */
export function renderFindings(all: readonly Finding[], { list, summary, pending }: { list: HTMLElement; summary: HTMLElement; pending: boolean }): void {
  const groups: HTMLElement[] = [];
  for (const [topic, title] of TOPICS) {
    const findings = bySeverity(all.filter((item) => item.topic === topic));
    if (!findings.length) continue;
    const group = document.createElement("section");
    group.className = "finding-group";
    group.dataset.topic = topic;
    const heading = document.createElement("h3");
    heading.textContent = title;
    const items = document.createElement("ul");
    for (const item of findings) items.append(findingItem(item));
    group.append(heading, items);
    groups.push(group);
  }
  list.replaceChildren(...groups);
  const errors = all.filter((item) => item.severity === "error").length;
  const warnings = all.filter((item) => item.severity === "warning").length;
  summary.textContent =
    (errors || warnings ? `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}.` : "No errors or warnings.") +
    (pending ? " Checking the services…" : "");
}

function findingItem(item: Finding): HTMLLIElement {
  const li = document.createElement("li");
  li.className = "finding";
  li.dataset.finding = item.id;
  li.dataset.severity = item.severity;
  const badge = document.createElement("span");
  badge.className = "badge";
  badge.textContent = SEVERITY_LABEL[item.severity];
  const message = document.createElement("p");
  message.className = "message";
  message.textContent = item.message;
  li.append(badge, message);
  if (item.fix) {
    const fix = document.createElement("p");
    fix.className = "fix";
    const label = document.createElement("strong");
    label.textContent = "Fix: ";
    fix.append(label, item.fix);
    li.append(fix);
  }
  return li;
}
