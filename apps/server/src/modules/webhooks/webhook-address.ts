import net from 'node:net';

/**
 * Where a webhook may be sent (ADR 48): public addresses only. `private` covers what a developer's
 * own machine and network use (loopback, RFC 1918, shared CGNAT space, unique-local IPv6), which
 * WEBHOOK_ALLOW_PRIVATE lets through; `forbidden` is never reached, whatever the setting: the
 * cloud metadata service and the rest of link-local, "this network", multicast and reserved space.
 */
export type AddressKind = 'public' | 'private' | 'forbidden';

const privateV4 = ['10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];
const forbiddenV4 = [
  '0.0.0.0/8',
  '169.254.0.0/16',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const privateV6 = ['::1/128', 'fc00::/7'];
const forbiddenV6 = [
  '::/128',
  // IPv4-compatible addresses (deprecated), the NAT64 local-use prefix, discard-only, the IETF's
  // protocol assignments (Teredo among them), documentation, site-local, link-local, multicast.
  '::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/23',
  '2001:db8::/32',
  'fec0::/10',
  'fe80::/10',
  'ff00::/8',
];

function blockList(ranges: string[], family: 'ipv4' | 'ipv6'): net.BlockList {
  const list = new net.BlockList();
  for (const range of ranges) {
    const [address, bits] = range.split('/');
    list.addSubnet(address!, Number(bits), family);
  }
  return list;
}

const lists = {
  privateV4: blockList(privateV4, 'ipv4'),
  forbiddenV4: blockList(forbiddenV4, 'ipv4'),
  privateV6: blockList(privateV6, 'ipv6'),
  forbiddenV6: blockList(forbiddenV6, 'ipv6'),
};

/** The kind of an IP address; anything that is not one is forbidden. */
export function addressKind(address: string): AddressKind {
  const version = net.isIP(address);
  if (version === 4) return v4Kind(address);
  if (version !== 6) return 'forbidden';
  const embedded = embeddedV4(address);
  // An IPv4 address written in IPv6 (mapped, NAT64, 6to4) is what the packets reach.
  if (embedded) return v4Kind(embedded);
  if (lists.forbiddenV6.check(address, 'ipv6') && !lists.privateV6.check(address, 'ipv6')) {
    return 'forbidden';
  }
  return lists.privateV6.check(address, 'ipv6') ? 'private' : 'public';
}

function v4Kind(address: string): AddressKind {
  if (lists.forbiddenV4.check(address, 'ipv4')) return 'forbidden';
  return lists.privateV4.check(address, 'ipv4') ? 'private' : 'public';
}

/**
 * The IPv4 address inside an IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated
 * (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`) or 6to4 (`2002:aabb:ccdd::/48`) address, else
 * undefined.
 */
function embeddedV4(address: string): string | undefined {
  const words = ipv6Words(address);
  if (!words) return undefined;
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return v4Of(words[6]!, words[7]!);
  // IPv4-translated (`::ffff:0:a.b.c.d`, SIIT): a translator sends it on to the IPv4 address.
  if (zeros(0, 4) && words[4] === 0xffff && words[5] === 0) return v4Of(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4Of(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4Of(words[1]!, words[2]!);
  return undefined;
}

const v4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The eight 16-bit words of an IPv6 address (a dotted IPv4 tail and a zone allowed). */
function ipv6Words(address: string): number[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    const tail = `${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
    text = text.slice(0, -dotted[1]!.length) + tail;
  }
  const [head = '', rest] = text.split('::');
  const part = (value: string) => (value ? value.split(':').map((word) => parseInt(word, 16)) : []);
  const first = part(head);
  const last = rest === undefined ? [] : part(rest);
  const missing = 8 - first.length - last.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return undefined;
  return [...first, ...Array<number>(missing).fill(0), ...last];
}

/** Whether a delivery may go to `address`: public always, private only when allowed. */
export function mayReach(address: string, allowPrivate: boolean): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'private' && allowPrivate);
}

/** Ports a webhook may always reach: the web's own, and the unprivileged range (ADR 56). */
const WEB_PORTS = new Set([80, 443]);
const FIRST_UNPRIVILEGED_PORT = 1024;

/**
 * Whether a delivery may go to the URL's port: 80, 443 and 1024–65535, and the ports below 1024
 * the operator added (WEBHOOK_EXTRA_PORTS). The rest (SSH, SMTP, databases' well-known ports…)
 * are services a webhook has no business reaching.
 */
export function mayUsePort(url: URL, extraPorts: readonly number[]): boolean {
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return WEB_PORTS.has(port) || port >= FIRST_UNPRIVILEGED_PORT || extraPorts.includes(port);
}
