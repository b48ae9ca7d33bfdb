// @ts-check
/**
 * The local content service at /graphql: real GraphQL, executed by the `graphql` package, over the sample
 * projects in an editable JSON file. The file is read on every request, so an edit shows on the next page load.
 * It speaks GraphQL over HTTP the way the elements call it: POST, a JSON body, a JSON answer, CORS for embeds.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, buildSchema, execute, getOperationAST, parse, specifiedRules, validate } from "graphql";
import { BodyTooLarge, CORS_HEADERS, readBody, send } from "./http.js";

/** The largest request body accepted; GetProjects is about 120 bytes. */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * What one query may ask for. GetProjects has 15 tokens, depth 2 and no alias; the bounds leave room for any
 * honest query of this schema while a hostile one (20,000 levels deep, 1,500 aliases) is refused with a 400
 * before anything runs. `maxTokens` stops the parser itself before deep nesting could exhaust its stack.
 */
export const QUERY_LIMITS = { maxTokens: 2000, maxDepth: 6, maxAliases: 10 };

/** The largest answer sent: a list this size is already far past what a page of project cards can show. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * graphql-armor's validation rules, reporting (rather than throwing) so their reason joins the other
 * validation errors in a 400 answer.
 * @type {import("graphql").ValidationRule[]}
 */
const LIMIT_RULES = [
  (context) =>
    maxDepthRule({ n: QUERY_LIMITS.maxDepth, propagateOnRejection: false, onReject: [(_, error) => context.reportError(error)] })(context),
  (context) =>
    maxAliasesRule({ n: QUERY_LIMITS.maxAliases, propagateOnRejection: false, onReject: [(_, error) => context.reportError(error)] })(context),
];

export const schema = buildSchema(/* GraphQL */ `
  type Project {
    id: ID!
    title: String!
    description: String
    techstack: String
    livedemoUrl: String
    githubUrl: String
  }

  type Query {
    project: [Project!]!
  }
`);

/**
 * @typedef {object} ProjectRecord
 * @property {string} id
 * @property {string} title
 * @property {string | null} description
 * @property {string | null} techstack
 * @property {string | null} livedemoUrl
 * @property {string | null} githubUrl
 */

const OPTIONAL_FIELDS = /** @type {const} */ (["description", "techstack", "livedemoUrl", "githubUrl"]);

/**
 * Reads the projects file. An entry the schema cannot serve (no id or title) is left out with a warning,
 * so one slip while editing does not empty the whole list.
 * @param {string} file
 * @returns {Promise<ProjectRecord[]>}
 */
export async function readProjects(file) {
  let raw;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${basename(file)} could not be read: ${/** @type {Error} */ (error).message}`);
  }
  if (!Array.isArray(raw)) throw new Error(`${basename(file)} must hold a JSON array of projects.`);
  /** @type {ProjectRecord[]} */
  const projects = [];
  raw.forEach((entry, index) => {
    const id = typeof entry?.id === "number" ? String(entry.id) : entry?.id;
    if (typeof id !== "string" || !id || typeof entry.title !== "string" || !entry.title) {
      console.warn(`demo content: ${basename(file)} entry ${index} has no id or title; left out.`);
      return;
    }
    /** @type {ProjectRecord} */
    const project = { id, title: entry.title, description: null, techstack: null, livedemoUrl: null, githubUrl: null };
    for (const field of OPTIONAL_FIELDS) if (typeof entry[field] === "string") project[field] = entry[field];
    projects.push(project);
  });
  return projects;
}

/**
 * @param {import("./http.js").Request} req
 * @param {import("./http.js").Response} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(req, res, status, body, headers = {}) {
  send(req, res, status, JSON.stringify(body), {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...CORS_HEADERS,
    ...headers,
  });
}

/**
 * A request the service cannot run: the HTTP status says what kind, the GraphQL `errors` list says why.
 * @param {import("./http.js").Request} req
 * @param {import("./http.js").Response} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function sendRequestError(req, res, status, message, headers) {
  sendJson(req, res, status, { errors: [{ message }] }, headers);
}

/**
 * The /graphql route.
 * @param {{ projectsFile: string }} options
 * @returns {(req: import("./http.js").Request, res: import("./http.js").Response) => Promise<void>}
 */
export function contentRoute({ projectsFile }) {
  return async (req, res) => {
    if (req.method === "OPTIONS") {
      // The CORS preflight an embedding page's browser sends before its JSON POST.
      res.writeHead(204, { ...CORS_HEADERS, "content-length": "0" });
      res.end();
      return;
    }
    if (req.method !== "POST") {
      return sendRequestError(req, res, 405, "Method not allowed: send GraphQL requests with POST.", {
        allow: "POST, OPTIONS",
      });
    }
    if (!/^application\/json\s*(?:;|$)/i.test(String(req.headers["content-type"] ?? ""))) {
      return sendRequestError(req, res, 415, "Unsupported content type: send a JSON body with content-type application/json.");
    }

    let body;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return sendRequestError(req, res, 413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`, {
          connection: "close",
        });
      }
      throw error;
    }

    /** @type {unknown} */
    let params;
    try {
      params = JSON.parse(body.toString("utf8"));
    } catch (error) {
      return sendRequestError(req, res, 400, `The body is not valid JSON: ${/** @type {Error} */ (error).message}`);
    }
    if (typeof params !== "object" || params === null || Array.isArray(params)) {
      return sendRequestError(req, res, 400, 'The body must be a JSON object with a "query" string.');
    }
    const { query, operationName, variables } = /** @type {Record<string, unknown>} */ (params);
    if (typeof query !== "string" || !query.trim()) {
      return sendRequestError(req, res, 400, 'The body must be a JSON object with a "query" string.');
    }
    if (operationName != null && typeof operationName !== "string") {
      return sendRequestError(req, res, 400, '"operationName" must be a string when given.');
    }
    if (variables != null && (typeof variables !== "object" || Array.isArray(variables))) {
      return sendRequestError(req, res, 400, '"variables" must be a JSON object when given.');
    }

    // Parse and validation failures are the client's mistake: 400 with the errors, nothing executed.
    let document;
    try {
      document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
    } catch (error) {
      if (!(error instanceof GraphQLError)) return sendRequestError(req, res, 400, "The query could not be parsed.");
      return sendJson(req, res, 400, { errors: [error] });
    }
    const validationErrors = validate(schema, document, [...specifiedRules, ...LIMIT_RULES]);
    if (validationErrors.length) return sendJson(req, res, 400, { errors: validationErrors });
    const operation = getOperationAST(document, operationName ?? undefined);
    if (!operation) {
      const reason = operationName ? `Unknown operation named "${operationName}".` : "The document has several operations: name one in \"operationName\".";
      return sendRequestError(req, res, 400, reason);
    }
    if (operation.operation !== "query") {
      return sendRequestError(req, res, 400, `Only queries are served: this content service is read-only (got a ${operation.operation}).`);
    }

    // The file is read once per request, however many fields or aliases ask for the list.
    /** @type {Promise<ProjectRecord[]> | undefined} */
    let projects;
    const rootValue = { project: () => (projects ??= readProjects(projectsFile)) };
    const result = await execute({
      schema,
      document,
      rootValue,
      operationName: operationName ?? undefined,
      variableValues: /** @type {Record<string, unknown> | null | undefined} */ (variables),
    });
    const answer = JSON.stringify(result);
    if (Buffer.byteLength(answer) > MAX_ANSWER_BYTES) {
      return sendRequestError(req, res, 400, `The answer would be over ${MAX_ANSWER_BYTES} bytes: ask for fewer fields.`);
    }
    // No `data` at all means the operation could not start (unknown operation name, bad variables).
    send(req, res, "data" in result ? 200 : 400, answer, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...CORS_HEADERS });
  };
}
