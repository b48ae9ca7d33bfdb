// @ts-check
/**
 * `npm run release:check`: everything to trust before `npm publish`, in one command. Fast checks first:
 *   1. every snippet of README.md and docs/ names this version (`portfolio-elements@x.y.z`, `…-x.y.z.tgz`);
 *   2. CHANGELOG.md has a `## [x.y.z]` section, and nothing left under `## [Unreleased]`;
 *   3. the version is not on the registry yet (a 404 from `npm view`; no answer at all is only a warning);
 * then the slow ones, which stop at the first failure:
 *   4. `npm test`: type check, size budgets, unit tests (html-validate on every page), both browser suites (axe,
 *      the interop apps), then `npm run test:a11y-ibm` (IBM's checker);
 *   5. `npm run test:package`: the tarball in an owner's project and on a stand-in CDN, publint, attw;
 *   6. `npm publish --dry-run`: what npm itself would upload.
 * `--quick` runs 1–3 only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { name, version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
/** @type {string[]} */
const failures = [];

/** @param {string} what @param {string[]} problems */
function report(what, problems) {
  console.log(`${problems.length ? "✗" : "✓"} ${what}`);
  for (const problem of problems) console.log(`    ${problem}`);
  if (problems.length) failures.push(what);
}

/** @param {string} dir @returns {string[]} the Markdown and YAML files under dir */
const docs = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

// 1. The snippets owners copy.
{
  /** @type {string[]} */
  const problems = [];
  let seen = 0;
  for (const file of [join(ROOT, "README.md"), ...docs(join(ROOT, "docs"))]) {
    const text = readFileSync(file, "utf8");
    const pinned = [
      ...text.matchAll(new RegExp(`${name}@([\\w.+-]+)`, "g")),
      ...text.matchAll(new RegExp(`"${name}":\\s*"[~^]?([\\w.+-]+)"`, "g")),
      ...text.matchAll(new RegExp(`${name}-(\\d[\\w.+-]*)\\.tgz`, "g")),
    ];
    for (const match of pinned) {
      seen++;
      if (match[1] !== version) problems.push(`${relative(ROOT, file)}: ${match[0]} (package.json says ${version})`);
    }
  }
  report(`${seen} version snippets in README.md and docs/ name ${name}@${version}`, problems);
}

// 2. The changelog.
{
  const changelog = readFileSync(join(ROOT, "CHANGELOG.md"), "utf8");
  const problems = [];
  if (!new RegExp(`^## \\[${version.replace(/\./g, "\\.")}\\]`, "m").test(changelog)) problems.push(`no "## [${version}]" section: describe the release there`);
  const unreleased = /^## \[Unreleased\]\n([\s\S]*?)(?=^## \[)/m.exec(changelog)?.[1] ?? "";
  if (/^\s*[-*] /m.test(unreleased)) problems.push(`entries under "## [Unreleased]": move them into the "## [${version}]" section (or a new version's)`);
  report(`CHANGELOG.md describes ${version}`, problems);
}

// 3. The registry: a version can be published once only.
{
  const view = spawnSync("npm", ["view", `${name}@${version}`, "version"], { cwd: ROOT, encoding: "utf8" });
  if (view.status === 0 && view.stdout.trim() === version) report(`${name}@${version} is not on the registry yet`, [`it is: raise the version`]);
  else if (view.status === 0 || /E404|404 Not Found/.test(view.stderr)) report(`${name}@${version} is not on the registry yet`, []);
  else console.log(`! the registry did not answer (${view.stderr.trim().split("\n").at(-1)}): check \`npm view ${name}\` yourself`);
}

if (failures.length) {
  console.log(`\nrelease:check: ${failures.length} check(s) failed; fix them before the slow checks run.`);
  process.exit(1);
}
if (process.argv.includes("--quick")) process.exit(0);

for (const [what, command, args] of /** @type {[string, string, string[]][]} */ ([
  ["npm test", "npm", ["test"]],
  ["npm run test:a11y-ibm", "npm", ["run", "test:a11y-ibm"]],
  ["npm run test:package", "npm", ["run", "test:package"]],
  ["npm publish --dry-run", "npm", ["publish", "--dry-run"]],
])) {
  console.log(`\n… ${what}`);
  try {
    execFileSync(command, args, { cwd: ROOT, stdio: "inherit" });
    report(what, []);
  } catch {
    report(what, ["failed (its output is above)"]);
    process.exit(1);
  }
}
console.log(`\nrelease:check: ${name}@${version} is ready: \`npm publish\` (then check https://www.npmjs.com/package/${name}).`);
