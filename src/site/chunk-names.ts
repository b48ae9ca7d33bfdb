/** Short: every chunk's imports name the others', and the hash only tells a few chunks' versions apart. */
export const CHUNK_HASH_LENGTH = 6;

export const CHUNK_FILE_NAMES = `chunks/[name]-[hash:${CHUNK_HASH_LENGTH}].js`;

/** A RegExp source: the name in group 1. */
export const CHUNK_PATH = `chunks/([^/]+)-[A-Za-z0-9_-]{${CHUNK_HASH_LENGTH}}\\.js`;
