/**
 * How the client builds name their chunks: `chunks/<name>-<hash>.js`, with rolldown's base64url hash of the chunk's
 * content. vite.config.ts writes them so; the demo server caches a file of this name for a year. Six characters
 * (36 bits) tell a dozen chunks and their later versions apart, and every chunk's imports name the others', so
 * fewer characters are fewer bytes for every visitor.
 */
export const CHUNK_HASH_LENGTH = 6;

/** rolldown's `chunkFileNames`. */
export const CHUNK_FILE_NAMES = `chunks/[name]-[hash:${CHUNK_HASH_LENGTH}].js`;

/** A chunk's path below the build's folder, as a RegExp source: its name in group 1. */
export const CHUNK_PATH = `chunks/([^/]+)-[A-Za-z0-9_-]{${CHUNK_HASH_LENGTH}}\\.js`;
