import type { SettingsEnvironment } from '@propwash/domain/settings/admin-schemas';
import {
  whatsappSettingsSchema,
  whatsappTemplateGuides,
  whatsappTemplateKeys,
  whatsappTemplateParamNames,
  type WhatsAppTemplateKey,
} from '@propwash/domain/whatsapp/templates';
import { Copy } from 'lucide-react';
import { SwitchField, TextField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { SectionCard, type SaveProps } from './settings-section.tsx';

/**
 * Settings → WhatsApp (docs/decisions/whatsapp.md): on or off, the templates' language, and the
 * name of each template approved in WhatsApp Manager, with the body parameters the shop sends in
 * order, so the owner registers each at Meta as the shop fills it in. The Cloud API's
 * credentials are the server's environment: shown here only as set or not.
 */
export function WhatsAppTab(save: SaveProps) {
  const form = useSchemaForm(whatsappSettingsSchema, save.data.settings.whatsapp);
  return (
    <SectionCard form={form} section="whatsapp" {...save}>
      <CloudApiFacts env={save.data.environment.whatsapp} />
      <SwitchField
        name="enabled"
        ariaLabel="Send on WhatsApp"
        label={(on) =>
          on ? 'Send on WhatsApp (email when a customer has not opted in)' : 'Send by email only'
        }
      />
      <TextField
        name="language"
        label="Templates' language"
        hint="The language code the templates are approved in at Meta: en, en_US, hi…"
        className="sm:max-w-xs"
        autoComplete="off"
        spellCheck={false}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">Templates</legend>
        <p className="text-sm text-slate-600">
          Create each template in WhatsApp Manager with the body parameters below, in this order,
          and enter the name Meta shows once it is approved.
        </p>
        <div className="grid gap-3 lg:grid-cols-2">
          {whatsappTemplateKeys.map((key) => (
            <TemplateCard key={key} templateKey={key} />
          ))}
        </div>
      </fieldset>
    </SectionCard>
  );
}

const categoryLabel = {
  utility: 'Utility',
  marketing: 'Marketing',
  authentication: 'Authentication',
} as const;

function TemplateCard({ templateKey }: { templateKey: WhatsAppTemplateKey }) {
  const guide = whatsappTemplateGuides[templateKey];
  const params = Object.values<string>(whatsappTemplateParamNames[templateKey]);
  return (
    <section
      aria-labelledby={`whatsapp-template-${templateKey}-title`}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`whatsapp-template-${templateKey}-title`}
          className="text-sm font-semibold text-slate-900"
        >
          {guide.title}
        </h3>
        <Badge variant="neutral">{categoryLabel[guide.category]}</Badge>
      </div>
      <TextField
        name={`templates.${templateKey}`}
        label="Template name"
        autoComplete="off"
        spellCheck={false}
        inputClassName="font-mono"
      />
      <p className="rounded-md bg-slate-50 px-2.5 py-2 text-sm text-slate-700">{guide.body}</p>
      <ol className="space-y-0.5 text-sm text-slate-700">
        {params.map((param, i) => (
          <li key={param} className="flex gap-2">
            <code className="shrink-0 text-xs leading-5 text-slate-500">{`{{${i + 1}}}`}</code>
            <span>{param}</span>
          </li>
        ))}
      </ol>
      {guide.buttons.length > 0 && (
        <p className="text-xs text-slate-500">
          {guide.category === 'authentication' ? 'Button' : 'Quick-reply buttons'}:{' '}
          {guide.buttons.join(', ')}
        </p>
      )}
    </section>
  );
}

/** The Cloud API as the server's environment configures it; secrets only as set or not set. */
function CloudApiFacts({ env }: { env: SettingsEnvironment['whatsapp'] }) {
  const secret = (label: string, value: 'set' | 'not set') => (
    <span className="inline-flex items-center gap-1.5">
      {label} <Badge variant={value === 'set' ? 'success' : 'neutral'}>{value}</Badge>
    </span>
  );
  async function copyWebhookUrl() {
    try {
      await navigator.clipboard.writeText(env.webhookUrl);
      toast.success('Webhook URL copied');
    } catch {
      toast.error('Could not copy: select the address and copy it instead');
    }
  }
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        WhatsApp Cloud API
        <Badge variant={env.configured ? 'success' : 'warning'}>
          {env.configured ? 'Configured' : 'Not configured'}
        </Badge>
      </p>
      {!env.configured && (
        <p>
          Until WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET are set in
          the server&apos;s environment, every message goes by email.
        </p>
      )}
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="text-slate-500">Phone number ID</dt>
        <dd className="font-mono break-all">{env.phoneNumberId ?? 'not set'}</dd>
        <dt className="text-slate-500">Graph API</dt>
        <dd className="font-mono break-all">{env.apiUrl}</dd>
        <dt className="text-slate-500">Secrets</dt>
        <dd className="flex flex-wrap gap-x-3 gap-y-1">
          {secret('Access token', env.accessToken)}
          {secret('App secret', env.appSecret)}
          {secret('Verify token', env.verifyToken)}
        </dd>
        <dt className="text-slate-500">Webhook URL</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="break-all">{env.webhookUrl}</code>
          <Button type="button" variant="outline" size="sm" onClick={() => void copyWebhookUrl()}>
            <Copy aria-hidden /> Copy
          </Button>
        </dd>
      </dl>
      <p className="text-xs text-slate-500">
        Give Meta the webhook URL and the verify token (your Meta app: WhatsApp → Configuration →
        Webhook) and subscribe it to the messages field. Credentials are never edited or shown here;
        change them in the server&apos;s environment.
      </p>
    </div>
  );
}
