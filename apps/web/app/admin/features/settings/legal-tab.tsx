import { dataProcessorServiceLabels } from '@propwash/domain/legal/notices';
import {
  dataProcessorServices,
  legalSettingsSchema,
  type DataProcessor,
} from '@propwash/domain/settings/defaults';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { paths } from '#app/lib/paths.ts';
import { Button } from '#app/ui/button.tsx';
import { SectionCard, type SaveProps } from './settings-section.tsx';

/** The public pages written from this tab (docs/decisions/legal-notices.md). */
const publicPages = [
  { href: paths.privacy(), label: 'View privacy notice' },
  { href: paths.terms(), label: 'View terms of sale' },
  { href: paths.grievance(), label: 'View grievance page' },
];

const MAX_PROCESSORS = 20;

type Processors = { dataProcessors: DataProcessor[] };

const newProcessor = (): DataProcessor => ({
  name: '',
  service: 'other',
  data: '',
  location: 'India',
});

/** The list of outside services that receive customers' data, printed in the privacy notice. */
function ProcessorRows() {
  const { control } = useFormContext<Processors>();
  const rows = useFieldArray({ control, name: 'dataProcessors', keyName: 'fieldKey' });
  const names = useWatch({ control, name: 'dataProcessors' });
  const { errors } = useFormState({ name: 'dataProcessors' });
  const listError = (errors.dataProcessors as { message?: string } | undefined)?.message;
  return (
    <section aria-labelledby="processors-heading" className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id="processors-heading" className="text-sm font-semibold text-slate-900">
            Services that receive customers&apos; data
          </h3>
          <p className="text-xs text-slate-500">
            Payment provider, courier, email, sign-in and the like: the privacy notice lists each
            with what it receives and where it keeps it.
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.fields.length >= MAX_PROCESSORS}
          onClick={() => rows.append(newProcessor())}
        >
          <Plus aria-hidden /> Add service
        </Button>
      </div>
      {listError ? <p className="text-sm text-danger-700">{listError}</p> : null}
      {rows.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No services listed: the privacy notice will say none receive customers&apos; data.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {rows.fields.map((row, i) => {
            const name = names?.[i]?.name || `Service ${i + 1}`;
            return (
              <li
                key={row.fieldKey}
                aria-label={name}
                className="grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_11rem_auto] lg:items-start"
              >
                <TextField name={`dataProcessors.${i}.name`} label="Service" />
                <SelectField name={`dataProcessors.${i}.service`} label="What for">
                  {dataProcessorServices.map((s) => (
                    <option key={s} value={s}>
                      {dataProcessorServiceLabels[s]}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  name={`dataProcessors.${i}.data`}
                  label="Data it receives"
                  className="sm:col-span-2 lg:col-span-3 lg:col-start-1 lg:row-start-2"
                />
                <TextField
                  name={`dataProcessors.${i}.location`}
                  label="Where it keeps it"
                  className="lg:col-start-3 lg:row-start-1"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => rows.remove(i)}
                  aria-label={`Remove ${name}`}
                  className="justify-self-end text-danger-700 hover:bg-danger-50 hover:text-danger-700 sm:col-span-2 lg:col-span-1 lg:col-start-4 lg:row-start-1 lg:mt-6"
                >
                  <Trash2 aria-hidden />
                  <span className="lg:sr-only">Remove</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * "Legal and privacy": the grievance officer, the services that receive customers' data and the
 * courts for disputes. The privacy notice, the terms of sale and the grievance page are written
 * from these and the General tab; a save that changes their text makes a new version.
 */
export function LegalTab(save: SaveProps) {
  const form = useSchemaForm(legalSettingsSchema, save.data.settings.legal);
  return (
    <SectionCard form={form} section="legal" {...save}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {publicPages.map((p) => (
          <li key={p.href}>
            <a
              href={p.href}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
            >
              {p.label}
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Grievance officer</legend>
        <p className="text-xs text-slate-500">
          Named on every legal page; complaints about orders and about personal data go to this
          person.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="grievanceOfficer.name" label="Name" autoComplete="off" />
          <TextField name="grievanceOfficer.designation" label="Designation" />
          <TextField name="grievanceOfficer.email" label="Email" inputMode="email" />
          <TextField name="grievanceOfficer.phone" label="Phone" inputMode="tel" />
        </div>
      </fieldset>
      <ProcessorRows />
      <TextField
        name="jurisdictionCity"
        label="Courts for disputes (city)"
        hint="The terms of sale say disputes go to the courts of this city."
        className="sm:max-w-sm"
      />
    </SectionCard>
  );
}
