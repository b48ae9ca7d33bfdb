/**
 * The two questions src/site/local-address.ts answers about an address: this computer only (loopback: plain http:
 * to it is fine, the doctor says nothing), or this computer or a private network (wrong for a public site's
 * services). Hostnames as URL gives them: IPv6 in brackets, IPv4-mapped IPv6 in hex.
 */
import { describe, expect, it } from "vitest";
import { isLocalHost, isLocalUrl, isLoopbackHost } from "../../src/site/local-address.ts";

const hostname = (address: string) => new URL(`http://${address}/`).hostname;

/** Loopback addresses and names, written as an owner might. */
const LOOPBACK = ["127.0.0.1", "127.0.0.2", "127.255.255.254", "[::1]", "[::ffff:127.0.0.1]", "[0:0:0:0:0:0:0:1]", "localhost", "LOCALHOST", "localhost.", "app.localhost", "a.b.LocalHost"];

/** On a private network or a wildcard, not this computer alone. */
const PRIVATE = ["10.0.0.1", "192.168.1.5", "172.16.0.1", "169.254.1.1", "[fe80::1]", "[fd00::1]", "[::ffff:10.0.0.1]", "0.0.0.0", "[::]", "printer.local", "nas.lan", "router.home.arpa", "intranet"];

/** Public addresses, and names that only look local. */
const PUBLIC = ["example.com", "8.8.8.8", "[2001:4860:4860::8888]", "localhost.evil.example", "127.0.0.1.evil.example", "mylocalhost.com", "notlocalhost"];

describe("addresses on this computer only (loopback)", () => {
  it.each(LOOPBACK)("%s is", (address) => {
    expect(isLoopbackHost(hostname(address))).toBe(true);
  });

  it.each([...PRIVATE, ...PUBLIC])("%s is not", (address) => {
    expect(isLoopbackHost(hostname(address))).toBe(false);
  });

  it("takes hostnames with or without brackets and nothing else", () => {
    expect(isLoopbackHost("::1")).toBe(true);
    expect(isLoopbackHost("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackHost("")).toBe(false);
    expect(isLoopbackHost(".")).toBe(false);
  });
});

describe("addresses on this computer or a private network", () => {
  it.each([...LOOPBACK, ...PRIVATE])("%s is", (address) => {
    expect(isLocalHost(hostname(address))).toBe(true);
  });

  it.each(PUBLIC.filter((address) => address !== "notlocalhost"))("%s is not", (address) => {
    expect(isLocalHost(hostname(address))).toBe(false);
  });

  it("a one-label name is a name on the local network", () => {
    expect(isLocalHost("notlocalhost")).toBe(true);
    expect(isLoopbackHost("notlocalhost")).toBe(false);
  });

  it("of a URL: absolute ones only", () => {
    expect(isLocalUrl("http://10.0.0.1:4173/graphql")).toBe(true);
    expect(isLocalUrl(" http://[::1]:4173 ")).toBe(true);
    expect(isLocalUrl("https://eu-west-2.cdn.hygraph.com/content/abc/master")).toBe(false);
    expect(isLocalUrl("/graphql")).toBe(false);
    expect(isLocalUrl(undefined)).toBe(false);
  });
});
