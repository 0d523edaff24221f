/*
 * Meta's WhatsApp Cloud API (docs/decisions/whatsapp.md): POST /{phone-number-id}/messages with
 * a bearer token, a template message or a free-form text; the answer's `messages[0].id` is the
 * wamid the webhook's statuses name. Errors come as `{ error: { message, type, code,
 * error_subcode, fbtrace_id } }`.
 */

export type CloudApiConfig = {
  apiUrl: string;
  accessToken: string;
  phoneNumberId: string;
};

/** One template message: body parameters {{1}}… in order, and its buttons. */
export type TemplateMessage = {
  /** 91XXXXXXXXXX */
  to: string;
  name: string;
  language: string;
  body: string[];
  /** Quick-reply buttons' payloads, by index. */
  quickReplies?: string[];
  /** The authentication template's copy-code button (its text is the code). */
  copyCode?: string;
};

/**
 * A refusal or a failure to reach Meta. `permanent`: sending the same again cannot succeed (a
 * 4xx other than 429: number not on WhatsApp, template missing, bad parameters); otherwise a
 * retry may (429, 5xx, network, timeout).
 */
export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: number | null,
    readonly status: number | null,
  ) {
    super(message);
  }
}

type MetaError = { error?: { message?: string; type?: string; code?: number } };
type MetaAnswer = { messages?: { id?: string }[] };

export function createCloudApi(cfg: CloudApiConfig, opts: { timeoutMs?: number } = {}) {
  const timeoutMs = opts.timeoutMs ?? 15_000;

  async function post(payload: Record<string, unknown>): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${cfg.apiUrl}/${encodeURIComponent(cfg.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${cfg.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          ...payload,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const what = (err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message;
      throw new CloudApiError(`WhatsApp Cloud API unreachable: ${what}`, false, null, null);
    }
    const text = await res.text();
    let body: (MetaAnswer & MetaError) | null = null;
    try {
      body = text ? (JSON.parse(text) as MetaAnswer & MetaError) : null;
    } catch {
      body = null;
    }
    if (!res.ok) {
      const code = body?.error?.code ?? null;
      const message = body?.error?.message ?? `HTTP ${res.status}`;
      // 429 and 5xx pass; Meta's throttling codes (4, 80007, 130429, 131048, 131056) too.
      const throttled = code !== null && [4, 80007, 130429, 131048, 131056].includes(code);
      const permanent = res.status >= 400 && res.status < 500 && res.status !== 429 && !throttled;
      throw new CloudApiError(
        code !== null ? `${code}: ${message}` : message,
        permanent,
        code,
        res.status,
      );
    }
    const wamid = body?.messages?.[0]?.id;
    if (!wamid)
      throw new CloudApiError(
        'WhatsApp Cloud API answered without a message id',
        false,
        null,
        res.status,
      );
    return wamid;
  }

  return {
    /** Sends a template message; answers its wamid or throws CloudApiError. */
    sendTemplate(m: TemplateMessage): Promise<string> {
      const components: Record<string, unknown>[] = [];
      if (m.body.length > 0) {
        components.push({
          type: 'body',
          parameters: m.body.map((text) => ({ type: 'text', text })),
        });
      }
      (m.quickReplies ?? []).forEach((payload, index) =>
        components.push({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        }),
      );
      if (m.copyCode !== undefined) {
        components.push({
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: m.copyCode }],
        });
      }
      return post({
        to: m.to,
        type: 'template',
        template: { name: m.name, language: { code: m.language }, components },
      });
    },

    /** A free-form text: only inside the 24 hours after the customer wrote to the shop. */
    sendText(to: string, text: string): Promise<string> {
      return post({ to, type: 'text', text: { preview_url: false, body: text } });
    },
  };
}
export type CloudApi = ReturnType<typeof createCloudApi>;
