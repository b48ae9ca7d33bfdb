// @ts-check
/**
 * The local content service at /graphql: real GraphQL, executed by the `graphql` package, over the sample
 * projects in an editable JSON file. The file is read on every request, so an edit shows on the next page load.
 * GraphQL over HTTP comes from graphql-http (the spec's reference implementation); CORS is open for embeds.
 */
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, buildSchema, parse } from "graphql";
import { createHandler } from "graphql-http";
import { lightenPictures, PUBLIC_FILE } from "#site";
import { BodyTooLarge, CORS_HEADERS, readBody, send } from "./http.js";

/** The largest request body accepted; GetProjects is about 120 bytes. */
const MAX_BODY_BYTES = 100 * 1024;

/**
 * What one query may ask for. GetProjects has 15 tokens, depth 2 and no alias; the bounds leave room for any
 * honest query of this schema while a hostile one (20,000 levels deep, 1,500 aliases) is refused with a 400
 * before anything runs. `maxTokens` stops the parser itself before deep nesting could exhaust its stack.
 */
const QUERY_LIMITS = { maxTokens: 2000, maxDepth: 6, maxAliases: 10 };

/** The largest answer sent: a list this size is already far past what a page of project cards can show. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * Read-only, then graphql-armor's depth and alias rules, reporting (rather than throwing) so their reason joins
 * the other validation errors in one answer.
 * @type {import("graphql").ValidationRule[]}
 */
const QUERY_RULES = [
  (context) => ({
    OperationDefinition(node) {
      if (node.operation !== "query") {
        context.reportError(new GraphQLError(`Only queries are served: this content service is read-only (got a ${node.operation}).`, { nodes: node }));
      }
    },
  }),
  (context) =>
    maxDepthRule({ n: QUERY_LIMITS.maxDepth, propagateOnRejection: false, onReject: [(_, error) => context.reportError(error)] })(context),
  (context) =>
    maxAliasesRule({ n: QUERY_LIMITS.maxAliases, propagateOnRejection: false, onReject: [(_, error) => context.reportError(error)] })(context),
];

const schema = buildSchema(/* GraphQL */ `
  "A picture: its address (a path is the service's own) and its size in pixels."
  type Image {
    url: String!
    width: Int
    height: Int
  }

  type Project {
    id: ID!
    title: String!
    description: String
    techstack: String
    livedemoUrl: String
    githubUrl: String
    "The optional fields project-details asks for."
    image: Image
    imageAlt: String
    role: String
    year: String
    summary: String
    body: String
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
 * @property {{ url: string, width: number | null, height: number | null } | null} [image]
 * @property {string | null} [imageAlt]
 * @property {string | null} [role]
 * @property {string | null} [year]
 * @property {string | null} [summary]
 * @property {string | null} [body]
 */

const OPTIONAL_FIELDS = /** @type {const} */ (["description", "techstack", "livedemoUrl", "githubUrl", "imageAlt", "role", "summary", "body"]);

/** A whole number of pixels, or null. */
const pixels = (/** @type {unknown} */ value) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null);

/**
 * Reads the projects file. An entry the schema cannot serve (no id or title) is left out with a warning,
 * so one slip while editing does not empty the whole list.
 * @param {string} file
 * @returns {Promise<ProjectRecord[]>}
 */
async function readProjects(file) {
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
    if (typeof entry.year === "number" || typeof entry.year === "string") project.year = String(entry.year);
    const image = entry.image;
    if (image && typeof image.url === "string") project.image = { url: image.url, width: pixels(image.width), height: pixels(image.height) };
    projects.push(project);
  });
  return projects;
}

/** Why graphql-http refused a request before reading it, for the answers it leaves without a body. */
const REFUSALS = {
  405: "Method not allowed: send GraphQL requests with POST (or a query with GET).",
  406: "Not acceptable: this service answers application/graphql-response+json or application/json.",
  415: "Unsupported content type: send a JSON body with content-type application/json.",
};

/** graphql-http's terse reasons for a request it cannot run, said the way the other refusals are. */
const CLEARER_REASONS = /** @type {Record<string, string>} */ ({
  "Unparsable JSON body": "The body is not valid JSON.",
  "JSON body must be an object": 'The body must be a JSON object with a "query" string.',
  "Missing query": 'The request must carry a "query" string.',
  "Invalid query": 'The request must carry a "query" string.',
  "Invalid variables": '"variables" must be a JSON object when given.',
  "Invalid operationName": '"operationName" must be a string when given.',
  "Unable to detect operation AST": 'No operation to run: the document has several (name one in "operationName") or none of that name.',
});

/**
 * The /graphql route: the GraphQL-over-HTTP layer from graphql-http (media types, status codes, request checks),
 * with this service's bounds: the body size, the parser's token limit, graphql-armor's depth and alias rules,
 * the answer size, and a read-only schema.
 * A picture that is a raster file of `pictures.publicDir` ("/assets/projects/shot.png") is answered as its light
 * versions, served under `pictures.urlPrefix` (see src/site/project-pictures.ts).
 * @param {{ projectsFile: string, pictures?: { publicDir: string, urlPrefix: string, cacheDir?: string, wait?: number, warn?: (line: string) => void } }} options
 * @returns {(req: import("./http.js").Request, res: import("./http.js").Response) => Promise<void>}
 */
export function contentRoute({ projectsFile, pictures }) {
  /** @param {string} url */
  const fileOf = (url) => {
    const file = PUBLIC_FILE.exec(url)?.[1];
    return pictures && file && !file.split("/").includes("..") ? join(pictures.publicDir, file) : undefined;
  };
  /** The file's projects, their local pictures made light. */
  const projects = async () => {
    const read = await readProjects(projectsFile);
    return pictures ? (await lightenPictures(read, { ...pictures, fileOf })).projects : read;
  };
  /** @typedef {{ projects?: Promise<ProjectRecord[]> }} Context */
  const handle = createHandler({
    schema,
    parse: (source) => parse(source, { maxTokens: QUERY_LIMITS.maxTokens }),
    validationRules: QUERY_RULES,
    rootValue: {
      // The file is read once per request, however many fields or aliases ask for the list.
      project: (/** @type {unknown} */ _args, /** @type {Context} */ context) => (context.projects ??= projects()),
    },
    context: () => /** @type {Context} */ ({}),
    formatError: (error) => {
      const clearer = CLEARER_REASONS[error.message];
      if (!clearer) return error;
      return error instanceof GraphQLError ? new GraphQLError(clearer) : new Error(clearer);
    },
  });
  return async (req, res) => {
    /** @param {number} status @param {string} body @param {Record<string, string>} [headers] */
    const answer = (status, body, headers = {}) =>
      send(req, res, status, body, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers, ...CORS_HEADERS });
    /** @param {number} status @param {string} message @param {Record<string, string>} [headers] */
    const refuse = (status, message, headers) => answer(status, JSON.stringify({ errors: [{ message }] }), headers);

    if (req.method === "OPTIONS") {
      // The CORS preflight an embedding page's browser sends before its JSON POST.
      res.writeHead(204, { ...CORS_HEADERS, "content-length": "0" });
      res.end();
      return;
    }
    let body = "";
    if (req.method === "POST") {
      try {
        body = (await readBody(req, MAX_BODY_BYTES)).toString("utf8");
      } catch (error) {
        if (error instanceof BodyTooLarge) return refuse(413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`, { connection: "close" });
        throw error;
      }
    }
    const [result, init] = await handle({
      method: req.method ?? "GET",
      url: req.url ?? "/",
      headers: req.headers,
      body,
      raw: req,
      context: undefined,
    });
    /** @type {Record<string, string>} */
    const headers = { ...(/** @type {Record<string, string>} */ (init.headers ?? {})) };
    if (result === null) {
      const reason = REFUSALS[/** @type {keyof typeof REFUSALS} */ (init.status)] ?? init.statusText ?? "Refused.";
      return refuse(init.status, reason, headers);
    }
    if (Buffer.byteLength(result) > MAX_ANSWER_BYTES) {
      return refuse(400, `The answer would be over ${MAX_ANSWER_BYTES} bytes: ask for fewer fields.`);
    }
    return answer(init.status, result, headers);
  };
}
