import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The name of the variable that lets the operator allow hosts and networks the policy refuses. */
export const ALLOW_VARIABLE = 'OUTBOUND_ALLOWED_HOSTS';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Resolved = { address: string; family: number };
type Lookup = (hostname: string) => Promise<Resolved[]>;

/** How long a save waits for a name to resolve before leaving the check to the connection. */
const SAVE_LOOKUP_MS = 3000;

/** The words of an address range, as an error message says them. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback',
  private: 'a private',
  linkLocal: 'a link-local',
  carrierGradeNat: 'a carrier-grade NAT',
  multicast: 'a multicast',
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  uniqueLocal: 'a unique-local',
  reserved: 'a reserved',
};

/** A connection the policy refused: which host, the address it named or resolved to, and that address's range. */
export class OutboundRefused extends Error {
  readonly host: string;
  readonly address: string;
  readonly range: string;

  constructor(host: string, address: string, range: string) {
    const where = host === address ? address : `${host} (${address})`;
    super(
      `${where} is ${RANGE_WORDS[range] ?? `a special-use (${range})`} address: the server does not call private or reserved networks unless ${ALLOW_VARIABLE} allows it`,
    );
    this.name = 'OutboundRefused';
    this.host = host;
    this.address = address;
    this.range = range;
  }
}

/** The refusal somewhere in an error's chain of causes (fetch wraps it in `TypeError: fetch failed`). */
export function refusalIn(error: unknown): OutboundRefused | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof OutboundRefused) {
      return current;
    }
  }
  return null;
}

/** The entries of OUTBOUND_ALLOWED_HOSTS (comma or space separated); throws on one that is neither a network nor a host name. */
export function parseAllowedHosts(text: string): string[] {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    const network = entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
    if (!network && !/^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/.test(entry)) {
      throw new Error(`${ALLOW_VARIABLE}: "${entry}" is neither a host name, an address nor a network (CIDR)`);
    }
  }
  return entries;
}

const systemLookup: Lookup = (hostname) => lookup(hostname, { all: true, order: 'verbatim' });

/**
 * Which addresses the server calls on a company's behalf: globally routable unicast ones only. Loopback,
 * private, link-local (the cloud metadata address 169.254.169.254 among them), carrier-grade NAT,
 * multicast, unspecified, broadcast, reserved, IPv6 unique-local and the IPv6 forms that carry an IPv4
 * address are refused, unless the operator allows the host by name or its network
 * (`OUTBOUND_ALLOWED_HOSTS`). IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export class OutboundPolicy {
  readonly #names = new Set<string>();
  readonly #suffixes: string[] = [];
  readonly #networks: [Address, number][] = [];
  readonly #lookup: Lookup;

  constructor(allowed: readonly string[], options: { lookup?: Lookup } = {}) {
    for (const entry of parseAllowedHosts(allowed.join(','))) {
      if (entry.includes('/')) {
        this.#networks.push(ipaddr.parseCIDR(entry));
      } else if (ipaddr.isValid(entry)) {
        const address = ipaddr.process(entry);
        this.#networks.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      } else if (entry.startsWith('*.')) {
        this.#suffixes.push(entry.slice(1).replace(/\.$/, ''));
      } else {
        this.#names.add(entry.replace(/\.$/, ''));
      }
    }
    this.#lookup = options.lookup ?? systemLookup;
  }

  /** The range that makes the server refuse this address, or null when it may be called. */
  refusalOf(text: string): string | null {
    const address = ipaddr.process(text);
    if (this.#networks.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits))) {
      return null;
    }
    const range = address.range();
    return range === 'unicast' ? null : range;
  }

  /** A host the operator allows by name (exactly, or under a `*.` entry). */
  allowsName(hostname: string): boolean {
    const name = hostname.toLowerCase().replace(/\.$/, '');
    return this.#names.has(name) || this.#suffixes.some((suffix) => name.endsWith(suffix));
  }

  /**
   * The addresses to connect to for a host (an address literal, or a name resolved now): every one must
   * be allowed, else OutboundRefused. Connecting to these, and not resolving again, is what stops a name
   * that answers a public address at save time and a private one later.
   */
  async addressesOf(host: string): Promise<Resolved[]> {
    const hostname = host.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(hostname);
    if (family !== 0) {
      const range = this.refusalOf(hostname);
      if (range) {
        throw new OutboundRefused(hostname, hostname, range);
      }
      return [{ address: hostname, family }];
    }
    const resolved = await this.#lookup(hostname);
    if (this.allowsName(hostname)) {
      return resolved;
    }
    for (const { address } of resolved) {
      const range = this.refusalOf(address);
      if (range) {
        throw new OutboundRefused(hostname, address, range);
      }
    }
    return resolved;
  }

  /**
   * The check when a company saves an address: an address literal, or a name that resolves now to a
   * refused address, throws OutboundRefused. A name that does not resolve (yet, or from here) is
   * accepted: each connection checks again.
   */
  async check(url: string): Promise<void> {
    const { hostname } = new URL(url);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), SAVE_LOOKUP_MS);
    });
    try {
      await Promise.race([this.addressesOf(hostname), gaveUp]);
    } catch (error) {
      if (error instanceof OutboundRefused) {
        throw error;
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
