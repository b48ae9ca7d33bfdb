/**
 * Two questions about an address, both answered here. Is it this computer only (loopback)? Then plain http: to it
 * is fine, as browsers treat it as secure. Is it this computer or a private network? Then it is right for
 * `npm start` and wrong for a public site, whose visitors would send their requests (and their messages) to their
 * own machine or router. ipaddr.js knows the IP ranges (loopback, private, link-local, unique-local, IPv4-mapped …);
 * the names are the reserved ones.
 */
import ipaddr from "ipaddr.js";

/** localhost and *.localhost (RFC 6761): browsers and the system resolve them to this computer, never by DNS. */
const LOOPBACK_NAME = /^(?:.+\.)?localhost$/i;

/** localhost and *.localhost, .local (mDNS), .internal, home.arpa (RFC 8375), .lan, one-label names. */
const LOCAL_NAME = /^(?:[^.]+|.*\.(?:localhost|local|internal|lan|home\.arpa))$/i;

/**
 * A URL's hostname without the brackets of IPv6 or the trailing dot of a fully qualified name.
 */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");

/**
 * Whether an address is this computer only: a loopback address (127.0.0.0/8, ::1, IPv4-mapped forms) or a
 * localhost name; not a private network, not the wildcard 0.0.0.0.
 * @param hostname a URL's hostname (IPv6 in brackets, as URL gives it)
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (!host) return false;
  if (ipaddr.isValid(host)) return ipaddr.process(host).range() === "loopback";
  return LOOPBACK_NAME.test(host);
}

/**
 * Whether an address is on this computer or a private network (anything but a public unicast address).
 * @param hostname a URL's hostname (IPv6 in brackets, as URL gives it)
 */
export function isLocalHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (!host) return false;
  if (ipaddr.isValid(host)) return ipaddr.process(host).range() !== "unicast";
  return LOCAL_NAME.test(host);
}

/**
 * Whether an absolute URL names this computer or a private network; a path or a value that does not parse does not.
 */
export function isLocalUrl(value: string | undefined) {
  if (!value || !URL.canParse(value.trim())) return false;
  return isLocalHost(new URL(value.trim()).hostname);
}
