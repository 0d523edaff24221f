import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Push endpoints come from browsers, that is from users, so the server must not become a way to
 * reach its own network (SSRF): an endpoint is an https URL on a public host name, on the default
 * port, and its address is checked again when the request connects (a name can change address).
 * Loopback endpoints are allowed only with PUSH_ALLOW_LOOPBACK=1, for tests and development.
 */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const isPrivateAddress = (address: string) => privateRanges.check(address, family(address));
const isLoopbackAddress = (address: string) => loopback.check(address, family(address));

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why this endpoint may not be used, or null when it may. */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a URL';
  }
  if (url.username || url.password) return 'must not carry credentials';
  if (allowLoopback && LOOPBACK_NAMES.has(url.hostname)) {
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'must be an http(s) URL';
  }
  if (url.protocol !== 'https:') return 'must be an https URL';
  if (url.port !== '') return 'must use the default https port';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return "must name the push service's host, not an IP address";
  if (!host.includes('.') || host.endsWith('.localhost') || host.endsWith('.local')) {
    return 'must be a public host name';
  }
  return null;
}

/** dns.lookup that refuses private and loopback addresses (loopback only when allowed). */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) {
        callback(err, '', 0);
        return;
      }
      const usable = addresses.filter(
        (a) => !isPrivateAddress(a.address) || (allowLoopback && isLoopbackAddress(a.address)),
      );
      const first = usable[0];
      if (!first) {
        const refused = Object.assign(
          new Error(`push endpoint ${hostname} resolves to a private address`),
          { code: 'EPRIVATEADDRESS' },
        );
        callback(refused, '', 0);
        return;
      }
      if (options.all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

export type PushRequest = {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
};

export type PushSender = (request: PushRequest) => Promise<{ statusCode: number; body: string }>;

/**
 * Posts one encrypted message to a push service: no redirects followed, a time limit, and the
 * endpoint checked again (rows stored before a rule changed are not trusted either).
 */
export function createPushSender(opts: { allowLoopback: boolean; timeoutMs: number }): PushSender {
  const lookup = guardedLookup(opts.allowLoopback);
  return (request) =>
    new Promise((resolve, reject) => {
      const problem = endpointProblem(request.endpoint, opts.allowLoopback);
      if (problem) {
        reject(new Error(`push endpoint refused: ${problem}`));
        return;
      }
      const url = new URL(request.endpoint);
      const client = url.protocol === 'http:' ? http : https;
      const req = client.request(
        url,
        {
          method: request.method,
          headers: request.headers,
          lookup,
          timeout: opts.timeoutMs,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            // Only a short reason is kept for the log; a push service never answers with more.
            if (size < 2048) chunks.push(chunk);
            size += chunk.length;
          });
          res.on('end', () =>
            resolve({
              statusCode: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8').slice(0, 2048),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('push service did not answer in time')));
      req.on('error', reject);
      req.end(request.body ?? undefined);
    });
}
