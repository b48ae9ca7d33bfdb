/** A project's own page in `<portfolio-app>`: `#/projects/<id>`, its id encoded as a URL's path segment. */
import { ROUTES } from "../../routing/routes.ts";

export function projectHash(id: string): string {
  return `${ROUTES.projects}/${encodeURIComponent(id)}`;
}

/** The project id of a hash `#/projects/<id>` (any query ignored), or undefined. */
export function projectIdOf(hash: string): string | undefined {
  const match = /^#\/projects\/([^/?]+)\/?(?:\?.*)?$/.exec(hash);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
