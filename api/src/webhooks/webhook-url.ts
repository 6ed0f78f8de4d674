// Where a webhook may be sent. An endpoint's URL is chosen by a signed-in owner, but the server is what
// connects, so a URL is a way to make the server knock on doors its network trusts (SSRF): the cloud's
// metadata address, the database, the office's router. So: http(s) only, no user:password@ part, and —
// unless WEBHOOKS_ALLOW_PRIVATE is on — no loopback, private, link-local or otherwise reserved address,
// checked on the URL when it is saved AND on the address the name resolves to when a delivery connects
// (a name that resolves to 10.0.0.5 at send time, DNS rebinding, is refused then). Redirects are never
// followed (webhook-sender.ts), so a public receiver cannot bounce the request inside.
import { lookup as dnsLookup, type LookupAddress, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_LIMITS } from '@konak/contract';

const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is one a webhook must not reach (IPv4-mapped IPv6 is judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) return BLOCKED.check(address, 'ipv6');
  return true;
}

/** The Turkish reason a URL cannot be an endpoint, or null when it can. */
export function webhookUrlProblem(value: unknown, allowPrivate: boolean): string | null {
  if (typeof value !== 'string' || !value.trim()) return 'Adres girin (https://… ile başlayan)';
  if (value.length > WEBHOOK_LIMITS.urlLength)
    return `Adres en fazla ${WEBHOOK_LIMITS.urlLength} karakter olabilir`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Geçerli bir adres girin (örnek: https://crm.example.com/konak)';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Adres http:// veya https:// ile başlamalı';
  if (url.username || url.password)
    return 'Adreste kullanıcı adı veya parola olamaz; alıcı, imzayı gizli anahtarla doğrular';
  if (!url.hostname) return 'Adreste sunucu adı yok';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return 'Yerel ağdaki adreslere gönderim kapalı; internetten erişilen bir adres girin';
  if (isIP(host) && isPrivateAddress(host))
    return 'Yerel veya özel ağ adreslerine (127.0.0.1, 10.x, 192.168.x …) gönderim kapalı; internetten erişilen bir adres girin';
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup for http.request that refuses private addresses: the check is on the address actually
 *  connected to, so no name can be made to point inside between saving and sending. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOneOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      const allowed = allowPrivate ? addresses : addresses.filter((a) => !isPrivateAddress(a.address));
      if (!allowed.length)
        return callback(
          Object.assign(new Error(`${hostname} özel bir ağ adresine çıkıyor; gönderilmedi`), {
            code: 'EPRIVATE',
          }),
          '',
        );
      if ((options as { all?: boolean }).all) return callback(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
