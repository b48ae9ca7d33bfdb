// @ts-check
/**
 * Whether an address is on this computer or a private network: right for `npm start`, wrong for a public site,
 * whose visitors would send their requests (and their messages) to their own machine or router. ipaddr.js knows
 * the IP ranges (loopback, private, link-local, unique-local, IPv4-mapped …); the names are the reserved ones.
 */
import ipaddr from "ipaddr.js";

/** localhost and *.localhost (RFC 6761), .local (mDNS), .internal, home.arpa (RFC 8375), .lan, one-label names. */
const LOCAL_NAME = /^(?:[^.]+|.*\.(?:localhost|local|internal|lan|home\.arpa))$/i;

/**
 * @param {string} hostname a URL's hostname (IPv6 in brackets, as URL gives it)
 * @returns {boolean}
 */
export function isLocalHost(hostname) {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  if (!host) return false;
  if (ipaddr.isValid(host)) return ipaddr.process(host).range() !== "unicast";
  return LOCAL_NAME.test(host);
}

/**
 * Whether an absolute URL names this computer or a private network; a path or a value that does not parse does not.
 * @param {string | undefined} value
 */
export function isLocalUrl(value) {
  if (!value || !URL.canParse(value.trim())) return false;
  return isLocalHost(new URL(value.trim()).hostname);
}
