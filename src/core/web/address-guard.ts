import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the daemon may fetch a web page from. A URL given to /webpage/add makes the
 * daemon open a connection on the caller's behalf, so without this check any key holder could
 * read services that only the daemon's machine can reach (a router's admin page, a cloud
 * instance's credentials at 169.254.169.254). Only public unicast addresses pass; with
 * `webpage.allow_private` every address passes except the cloud metadata services.
 */
export type Verdict = { allowed: true } | { allowed: false; reason: string };

/** Instance metadata services (AWS, ECS, Alibaba, Oracle): never fetched, whatever the settings. */
const METADATA = new Set(['169.254.169.254', '169.254.170.2', '169.254.169.253', '100.100.100.200', '192.0.0.192', 'fd00:ec2::254', 'fd00:ec2::23']);

const REASONS: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  private: 'a private network address',
  uniqueLocal: 'a unique local (private) IPv6 address',
  deprecatedSiteLocal: 'a site-local IPv6 address',
};

/** IPv6 ranges that carry an IPv4 address in their last 32 bits: the IPv4 address decides. */
const EMBEDS_IPV4 = new Set(['rfc6052', 'rfc6145', 'ipv4Mapped']);

function embeddedV4(a: ipaddr.IPv6, range: string): ipaddr.IPv4 {
  const p = a.parts;
  // 6to4 (2002:AABB:CCDD::/48) holds it in parts 1–2; the others in the last two parts.
  const [hi, lo] = range === '6to4' ? [p[1]!, p[2]!] : [p[6]!, p[7]!];
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

/** Classifies one IP address (v4 or v6 text, IPv4-mapped included). */
export function classifyAddress(ip: string, opts: { allowPrivate?: boolean } = {}): Verdict {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return { allowed: false, reason: `"${ip}" is not an IP address` };
  }
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    const range = v6.range();
    if (EMBEDS_IPV4.has(range) || range === '6to4') return classifyAddress(embeddedV4(v6, range).toString(), opts);
    // IPv4-compatible ::a.b.c.d (deprecated): refused rather than guessed at.
    if (range === 'unicast' && v6.parts.slice(0, 6).every((x) => x === 0)) return { allowed: false, reason: `${ip} is an IPv4-compatible IPv6 address` };
  }
  const text = addr.toString();
  if (METADATA.has(text)) return { allowed: false, reason: `${text} is a cloud metadata address` };
  const range = addr.range();
  if (range === 'unicast' || opts.allowPrivate) return { allowed: true };
  return { allowed: false, reason: `${text} is ${REASONS[range] ?? `a reserved address (${range})`}` };
}

/** Thrown (through the socket) when a host name resolves to a refused address. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ERR_CTX_ADDRESS_NOT_ALLOWED';
  constructor(message: string) {
    super(message);
    this.name = 'AddressNotAllowedError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls.connect that resolves, checks every address and hands the socket
 * exactly the addresses it checked: the connection goes where the check looked, so a DNS
 * answer that changes between check and connect (rebinding) cannot slip past. One refused
 * address refuses the host, so a name cannot mix a public and a private answer.
 */
export function guardedLookup(opts: { allowPrivate: boolean }) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      for (const a of addresses) {
        const v = classifyAddress(a.address, opts);
        if (!v.allowed) return callback(new AddressNotAllowedError(`${hostname} resolves to ${v.reason}`), '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
