/**
 * The part of `graphql` that graphql-request 7 uses in the browser, without graphql's parser and printer
 * (~11 kB gzip, four times the size of graphql-request itself).
 *
 * graphql-request parses a string document for one reason: to read its operation's name (sent as
 * `operationName`) and whether it is a mutation. It prints only documents given as syntax trees, which this
 * bundle never sends. The build resolves graphql-request's `import … from "graphql"` to this module
 * (scripts/vite-graphql-lite.mjs); everything else, the demo server included, uses the real package.
 */

export const Kind = { OPERATION_DEFINITION: "OperationDefinition", FRAGMENT_DEFINITION: "FragmentDefinition" } as const;

export type OperationType = "query" | "mutation" | "subscription";

/** The head of one top-level definition: what graphql-request reads from a parsed document. */
export type DefinitionHead =
  | { kind: typeof Kind.OPERATION_DEFINITION; operation: OperationType; name?: { kind: "Name"; value: string } }
  | { kind: typeof Kind.FRAGMENT_DEFINITION };

export interface DocumentHeads {
  kind: "Document";
  definitions: DefinitionHead[];
}

const OPERATIONS: ReadonlySet<string> = new Set(["query", "mutation", "subscription"]);
const NAME = /[_A-Za-z][_0-9A-Za-z]*/y;

/**
 * Reads the head (type and name) of each top-level definition of an executable GraphQL document, skipping
 * comments, strings and everything inside braces and parentheses. It does not validate the document; one it
 * cannot read throws, and graphql-request then sends no operation name, as it does when graphql's own parse
 * fails.
 */
export function parse(source: string): DocumentHeads {
  const definitions: DefinitionHead[] = [];
  let head: DefinitionHead | undefined;
  let expectName = false;
  let braces = 0;
  let parens = 0;
  let index = 0;
  const fail = (reason: string): never => {
    throw new SyntaxError(`GraphQL document not readable at ${index}: ${reason}`);
  };

  while (index < source.length) {
    const char = source[index]!;
    if (char === "#") {
      while (index < source.length && source[index] !== "\n" && source[index] !== "\r") index++;
    } else if (char === '"') {
      const block = source.startsWith('"""', index);
      const end = block ? /(?<!\\)"""/g : /(?<!\\)(?:\\\\)*"|[\n\r]/g;
      end.lastIndex = index + (block ? 3 : 1);
      const match = end.exec(source);
      if (!match || match[0] === "\n" || match[0] === "\r") fail("unterminated string");
      index = end.lastIndex;
      expectName = false;
      continue;
    } else if (char === "(") {
      parens++;
      expectName = false;
    } else if (char === ")") {
      if (--parens < 0) fail("unbalanced )");
    } else if (char === "{") {
      if (braces === 0 && parens === 0) {
        // `{ … }` alone is the query shorthand: an anonymous query.
        if (!head) definitions.push({ kind: Kind.OPERATION_DEFINITION, operation: "query" });
        head = undefined;
      }
      braces++;
      expectName = false;
    } else if (char === "}") {
      if (--braces < 0) fail("unbalanced }");
    } else if (braces === 0 && parens === 0 && /[_A-Za-z]/.test(char)) {
      NAME.lastIndex = index;
      const word = NAME.exec(source)![0];
      if (expectName && head?.kind === Kind.OPERATION_DEFINITION) {
        head.name = { kind: "Name", value: word };
        expectName = false;
      } else if (!head && OPERATIONS.has(word)) {
        head = { kind: Kind.OPERATION_DEFINITION, operation: word as OperationType };
        definitions.push(head);
        expectName = true;
      } else if (!head && word === "fragment") {
        head = { kind: Kind.FRAGMENT_DEFINITION };
        definitions.push(head);
      } else if (!head) {
        fail(`"${word}" does not start an operation or a fragment`);
      }
      index += word.length;
      continue;
    } else if (braces === 0 && parens === 0 && !/[\s,\uFEFF]/.test(char)) {
      // Variables' `$`, directives' `@`, a fragment's `on`: whatever follows the operation name ends the wait for it.
      expectName = false;
    }
    index++;
  }
  if (braces !== 0 || parens !== 0 || head) fail("unexpected end of document");
  if (definitions.length === 0) fail("no definitions");
  return { kind: "Document", definitions };
}

/** graphql-request prints only documents given as syntax trees; this bundle sends its queries as strings. */
export function print(): never {
  throw new TypeError("This bundle's GraphQL client takes documents as strings only.");
}
