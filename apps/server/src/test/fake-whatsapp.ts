import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Meta's WhatsApp Cloud API on 127.0.0.1 (docs/decisions/whatsapp.md),
 * modelled on its documented requests and answers: POST /{version}/{phone-number-id}/messages
 * with a bearer token and `messaging_product: "whatsapp"`, a template (name, language.code,
 * components of body text parameters and buttons) or a text; the answer `{ messaging_product,
 * contacts: [{ input, wa_id }], messages: [{ id }] }`; errors `{ error: { message, type, code,
 * error_subcode, fbtrace_id } }`. It can be told to fail the next N requests, and records every
 * request.
 */

export type FakeWhatsAppAccount = { accessToken: string; phoneNumberId: string; appSecret: string };

/** One request as the stand-in saw it. */
export type FakeWhatsAppRequest = {
  path: string;
  auth: string | null;
  body: Record<string, unknown>;
  status: number;
  wamid: string | null;
};

/** A message it accepted: what `GET /__sent` lists. */
export type FakeWhatsAppSent = {
  wamid: string;
  to: string;
  type: 'template' | 'text';
  template: string | null;
  language: string | null;
  params: string[];
  buttons: { subType: string; index: string; payload: string }[];
  text: string | null;
};

type Component = {
  type?: unknown;
  sub_type?: unknown;
  index?: unknown;
  parameters?: { type?: unknown; text?: unknown; payload?: unknown }[];
};

/** What is wrong with a messages request's body, as Meta's (#100) errors say it; null when fine. */
function invalidBody(body: Record<string, unknown>): string | null {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be "whatsapp"';
  if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return 'to must be a number';
  if (body.type === 'text') {
    const text = body.text as { body?: unknown } | undefined;
    return typeof text?.body === 'string' && text.body.length > 0 ? null : 'text.body is required';
  }
  if (body.type !== 'template') return `type ${String(body.type)} is not supported here`;
  const t = body.template as
    { name?: unknown; language?: { code?: unknown }; components?: Component[] } | undefined;
  if (!t || typeof t.name !== 'string' || !/^[a-z0-9_]+$/.test(t.name)) {
    return 'template.name is required';
  }
  if (typeof t.language?.code !== 'string') return 'template.language.code is required';
  for (const c of t.components ?? []) {
    if (c.type === 'body') {
      if (!c.parameters?.every((p) => p.type === 'text' && typeof p.text === 'string' && p.text)) {
        return 'body parameters must be non-empty text';
      }
    } else if (c.type === 'button') {
      if (!['quick_reply', 'url'].includes(String(c.sub_type)) || typeof c.index !== 'string') {
        return 'button needs sub_type and index';
      }
      const [p] = c.parameters ?? [];
      const ok =
        c.sub_type === 'quick_reply'
          ? p?.type === 'payload' && typeof p.payload === 'string'
          : p?.type === 'text' && typeof p.text === 'string';
      if (!ok) return 'button parameter is invalid';
    } else {
      return `component type ${String(c.type)} is not supported here`;
    }
  }
  return null;
}

export async function startFakeWhatsApp(
  account: FakeWhatsAppAccount,
  opts: {
    port?: number;
    /** The shop's webhook URL: `POST /__deliver` signs a body and posts it there (browser tests). */
    webhookUrl?: string;
  } = {},
) {
  const requests: FakeWhatsAppRequest[] = [];
  const sent: FakeWhatsAppSent[] = [];
  let failures: { count: number; status: number; code: number; title: string }[] = [];

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const metaError = (res: ServerResponse, status: number, code: number, message: string) =>
    reply(res, status, {
      error: {
        message,
        type: 'OAuthException',
        code,
        error_subcode: 2494010,
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    });
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return { __invalid: text };
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'GET' && url.pathname === '/__sent') {
        return reply(res, 200, sent);
      }
      const body = req.method === 'POST' ? await readBody(req) : {};
      if (req.method === 'POST' && url.pathname === '/__deliver' && opts.webhookUrl) {
        // { body, forged?: true }: Meta's webhook, signed with the app secret (or another).
        const signed = signedWebhook(
          body.forged ? 'not-the-app-secret' : account.appSecret,
          body.body,
        );
        const shop = await fetch(opts.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signed.signature },
          body: signed.raw,
        });
        return reply(res, 200, { status: shop.status, body: await shop.text() });
      }
      const auth = req.headers.authorization ?? null;
      const record = (status: number, wamid: string | null = null) =>
        requests.push({ path: url.pathname, auth, body, status, wamid });
      const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname);
      if (req.method !== 'POST' || !match) {
        record(404);
        return metaError(res, 404, 100, 'Unsupported request');
      }
      if (auth !== `Bearer ${account.accessToken}`) {
        record(401);
        return metaError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      if (match[1] !== account.phoneNumberId) {
        record(400);
        return metaError(
          res,
          400,
          100,
          `Unsupported post request. Object with ID '${match[1]}' does not exist`,
        );
      }
      const failure = failures[0];
      if (failure) {
        failure.count -= 1;
        if (failure.count <= 0) failures = failures.slice(1);
        record(failure.status);
        return metaError(res, failure.status, failure.code, failure.title);
      }
      const problem = invalidBody(body);
      if (problem) {
        record(400);
        return metaError(res, 400, 100, `(#100) Invalid parameter: ${problem}`);
      }
      const wamid = `wamid.${randomBytes(18).toString('base64url')}`;
      record(200, wamid);
      const t = body.template as
        { name: string; language: { code: string }; components?: Component[] } | undefined;
      const components = t?.components ?? [];
      sent.push({
        wamid,
        to: String(body.to),
        type: body.type === 'text' ? 'text' : 'template',
        template: t?.name ?? null,
        language: t?.language.code ?? null,
        params: components
          .filter((c) => c.type === 'body')
          .flatMap((c) => (c.parameters ?? []).map((p) => String(p.text))),
        buttons: components
          .filter((c) => c.type === 'button')
          .map((c) => ({
            subType: String(c.sub_type),
            index: String(c.index),
            payload: String(c.parameters?.[0]?.payload ?? c.parameters?.[0]?.text ?? ''),
          })),
        text: body.type === 'text' ? String((body.text as { body: string }).body) : null,
      });
      return reply(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: String(body.to), wa_id: String(body.to) }],
        messages: [{ id: wamid }],
      });
    })().catch(() => {
      if (!res.headersSent) reply(res, 500, { error: { message: 'stand-in failed', code: 1 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** WHATSAPP_API_URL for the shop. */
    apiUrl: `http://127.0.0.1:${port}/v23.0`,
    port,
    requests,
    sent,
    /** The next `count` sends answer `status` with Meta's error `code` (e.g. 131026, 130429). */
    failNext(count: number, status: number, code: number, title = 'Message failed to send') {
      failures.push({ count, status, code, title });
    },
    /** The shop's environment that points at this stand-in. */
    env(verifyToken = 'fake-verify-token'): Record<string, string> {
      return {
        WHATSAPP_ACCESS_TOKEN: account.accessToken,
        WHATSAPP_PHONE_NUMBER_ID: account.phoneNumberId,
        WHATSAPP_APP_SECRET: account.appSecret,
        WHATSAPP_VERIFY_TOKEN: verifyToken,
        WHATSAPP_API_URL: `http://127.0.0.1:${port}/v23.0`,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;

/** A webhook body as Meta sends it: one entry, one change of field "messages". */
export function webhookBody(
  value: { statuses?: unknown[]; messages?: unknown[] },
  phoneNumberId = 'fake-phone-number-id',
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WHATSAPP_BUSINESS_ACCOUNT_ID',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A status of one message (sent, delivered, read, failed with Meta's error). */
export function statusOf(
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  recipient: string,
  error?: { code: number; title: string },
) {
  return {
    id: wamid,
    status,
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: recipient,
    ...(error && { errors: [{ code: error.code, title: error.title }] }),
  };
}

/** A customer's tap on a template's quick-reply button. */
export function buttonReplyOf(from: string, payload: string, text: string, contextWamid: string) {
  return {
    from,
    id: `wamid.${randomBytes(18).toString('base64url')}`,
    timestamp: String(Math.floor(Date.now() / 1000)),
    type: 'button',
    context: { from: '919800000000', id: contextWamid },
    button: { payload, text },
  };
}

/** The raw body and its X-Hub-Signature-256 with `appSecret` (a forger's secret to forge one). */
export function signedWebhook(appSecret: string, body: unknown) {
  const raw = JSON.stringify(body);
  return {
    raw,
    signature: `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`,
  };
}

/**
 * Delivers a webhook to the app as Meta would (POST /api/whatsapp/webhook, JSON, signed with
 * `appSecret`); `signature: null` leaves the header out, a string sends that one instead.
 */
export function deliverWebhook(
  app: {
    inject: (o: {
      method: 'POST';
      url: string;
      headers: Record<string, string>;
      payload: string;
    }) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
  },
  appSecret: string,
  body: unknown,
  opts: { signature?: string | null; alter?: (raw: string) => string } = {},
) {
  const signed = signedWebhook(appSecret, body);
  const signature = opts.signature === undefined ? signed.signature : opts.signature;
  return app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature !== null && { 'x-hub-signature-256': signature }),
    },
    payload: opts.alter ? opts.alter(signed.raw) : signed.raw,
  });
}
