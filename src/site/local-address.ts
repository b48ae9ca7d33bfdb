/**
 * Loopback: plain http: is fine, browsers treat it as secure. Private: right for `npm start`, wrong for a public
 * site, whose visitors would send their messages to their own router. ipaddr.js knows the IP ranges.
 */
import ipaddr from "ipaddr.js";

/** RFC 6761: resolved to this computer, never by DNS. */
const LOOPBACK_NAME = /^(?:.+\.)?localhost$/i;

const LOCAL_NAME = /^(?:[^.]+|.*\.(?:localhost|local|internal|lan|home\.arpa))$/i;

const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");

/** Not a private network, not the wildcard 0.0.0.0. */
export function isLoopbackHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (!host) return false;
  if (ipaddr.isValid(host)) return ipaddr.process(host).range() === "loopback";
  return LOOPBACK_NAME.test(host);
}

export function isLocalHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (!host) return false;
  if (ipaddr.isValid(host)) return ipaddr.process(host).range() !== "unicast";
  return LOCAL_NAME.test(host);
}

export function isLocalUrl(value: string | undefined) {
  if (!value || !URL.canParse(value.trim())) return false;
  return isLocalHost(new URL(value.trim()).hostname);
}
