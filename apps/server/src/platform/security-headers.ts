import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { hstsOptions } from './http.ts';

type RawWithNonce = IncomingMessage & { cspNonce?: string };

const NONCE_BYTES = 16;
/**
 * Random bytes drawn 256 nonces at a time (as node:crypto's randomUUID buffers its own): one
 * randomBytes call per request cost about 0.05 ms of CPU, a tenth of an API answer's headers.
 */
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;
function freshNonce(): string {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolAt = 0;
  }
  noncePoolAt += NONCE_BYTES;
  return noncePool.toString('base64', noncePoolAt - NONCE_BYTES, noncePoolAt);
}

/** The request's CSP nonce, made on first use: the CSP header and the page's inline scripts share it. */
function nonceOf(raw: RawWithNonce): string {
  raw.cspNonce ??= freshNonce();
  return raw.cspNonce;
}

/** The request's CSP nonce, for the scripts server-rendered pages inline. */
export function cspNonceOf(request: FastifyRequest): string {
  return nonceOf(request.raw as RawWithNonce);
}

/**
 * Helmet's headers: a Content-Security-Policy with a nonce per request (scripts from this origin,
 * plus Google sign-in and Razorpay when configured), and HSTS when the shop is on https. Helmet's
 * middleware is built once, so its policy is parsed at start and each request only fills in its
 * nonce (@fastify/helmet built and parsed it again on every request: docs/decisions/one-commit-per-order.md).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { config: Config; uploadsOrigin: string | null; https: boolean },
) {
  const { config, uploadsOrigin } = opts;
  const isHttps = opts.https;
  // Google Identity Services loads its button script, frame and styles from accounts.google.com;
  // Google profile pictures come from googleusercontent.com.
  const gis = config.google.clientId ? ['https://accounts.google.com/gsi/'] : [];
  const googlePictures = config.google.clientId ? ['https://*.googleusercontent.com'] : [];
  // Razorpay's checkout.js (loaded on the payment step only) opens its frame from api.razorpay.com.
  const razorpay = config.payments.razorpay
    ? {
        script: [new URL(config.payments.checkoutUrl).origin],
        frame: ['https://api.razorpay.com'],
        connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        img: ['https://cdn.razorpay.com'],
      }
    : { script: [], frame: [], connect: [], img: [] };

  const headers = helmet({
    contentSecurityPolicy: config.isDev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (req) => `'nonce-${nonceOf(req as RawWithNonce)}'`,
              ...gis,
              ...razorpay.script,
            ],
            styleSrc: ["'self'", "'unsafe-inline'", ...gis],
            imgSrc: [
              "'self'",
              'data:',
              'blob:',
              ...(uploadsOrigin ? [uploadsOrigin] : []),
              ...googlePictures,
              ...razorpay.img,
            ],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...gis, ...razorpay.connect],
            // The push service worker (/sw.js).
            workerSrc: ["'self'"],
            frameSrc: gis.length + razorpay.frame.length ? [...gis, ...razorpay.frame] : ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: isHttps ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isHttps ? hstsOptions : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isSubresourceFile(request.url)) {
      reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
      reply.raw.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      if (isHttps) reply.raw.setHeader('Strict-Transport-Security', hstsHeader);
      return done();
    }
    headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}

const hstsHeader = `max-age=${hstsOptions.maxAge}; includeSubDomains`;

/**
 * A built script, stylesheet or font, or an uploaded raster image: a file the browser never
 * renders as a document, so the headers that act on documents (the Content-Security-Policy, the
 * frame, opener and referrer policies…) do nothing on it. Such a file gets only `nosniff` (the
 * browser must not read it as anything but its type), the resource policy and HSTS. Over
 * HTTP/1.1, where headers are not compressed, the rest cost about 650 bytes on every file: on
 * the home page about 20 KB of the ~30 files a phone fetches (docs/decisions/storefront-first-load.md).
 * SVG and everything else keep every header, since an SVG opened on its own is a document
 * that can run script.
 */
const subresourceFile =
  /^\/(?:assets|uploads)\/[^?#]*\.(?:js|css|woff2|webp|avif|png|jpe?g)(?:[?#]|$)/;
export function isSubresourceFile(url: string): boolean {
  return subresourceFile.test(url);
}
