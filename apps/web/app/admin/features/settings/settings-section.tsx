import type { AdminSettings } from '@propwash/domain/settings/admin-schemas';
import type { SettingsSection, ShopSettings } from '@propwash/domain/settings/defaults';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert } from '#app/admin/ui/form-field.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { SavedBy } from './settings-fields.tsx';
import { sectionLabels } from './settings-history.ts';
import { saveSettingsSection } from './settings.queries.ts';

export type SaveProps = { data: AdminSettings; onSaved: (data: AdminSettings) => void };

/** Saves one section (already checked by its form's schema); the outcome shows as a toast too. */
function useSectionSave<K extends SettingsSection>(
  section: K,
  label: string,
  onSaved: (data: AdminSettings) => void,
) {
  const mutation = useMutation({
    mutationFn: (value: ShopSettings[K]) => saveSettingsSection(section, value),
    onSuccess: (data) => {
      toast.success(`${label} settings saved`);
      onSaved(data);
    },
    onError: (e) => toast.error(e.message),
  });
  return {
    save: (value: ShopSettings[K]) => mutation.mutateAsync(value),
    busy: mutation.isPending,
  };
}

/** What each section governs, under its heading. */
const sectionDescriptions: Record<SettingsSection, string> = {
  general: 'The store profile: printed on invoices and shown on the contact, FAQ and policy pages.',
  payment: 'How customers pay. Checkout follows these at once.',
  email: 'Who shop emails come from and where new-order notices go.',
  shipping:
    "Standard shipping by zone, free above the threshold; express on top. Checkout, the cart and the product page's pincode check follow these at once.",
  codConfirmation:
    'Fewer refused parcels: chosen cash-on-delivery orders wait until the customer confirms them by a link in the order email. Unconfirmed orders are cancelled and their stock goes back.',
  codAdvance:
    'Part-paid cash on delivery: chosen orders pay an advance online before they are confirmed; the rest is collected on delivery. An unpaid advance expires the order like an unpaid online order.',
  codBlocks:
    'Cash on delivery is switched off for an account, a phone number or a delivery pincode after this many parcels came back to the shop. Blocks are listed, and can be lifted, under Orders → COD blocks.',
  legal:
    "The grievance officer and the outside services that receive customers' data: the privacy notice, the terms and the grievance page are written from these.",
  whatsapp:
    'Order updates, cash-on-delivery confirmations, back-in-stock alerts and sign-in codes on WhatsApp: the names of the templates approved in WhatsApp Manager, and their language.',
};

/**
 * One settings section as a card holding its form: title, fields, the server's message, who saved
 * it last and the save button; a valid form is saved as the section. Field ids are
 * `${section}-${name}`.
 */
export function SectionCard<K extends SettingsSection, In extends FieldValues>(
  props: SaveProps & {
    form: UseFormReturn<In, unknown, ShopSettings[K]>;
    section: K;
    children: ReactNode;
  },
) {
  const title = sectionLabels[props.section];
  // "Save shipping", but a name written with capitals inside stays as it is ("Save WhatsApp").
  const saveName = /^[A-Z][a-z]*[A-Z]/.test(title) ? title : title.toLowerCase();
  const save = useSectionSave(props.section, title, props.onSaved);
  return (
    <Card className="p-4 sm:p-6">
      <AdminForm
        form={props.form}
        idPrefix={props.section}
        onSubmit={submitWith(props.form, save.save)}
        className="space-y-5"
      >
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-600">{sectionDescriptions[props.section]}</p>
        </div>
        {props.children}
        <FormAlert />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <SavedBy meta={props.data.meta[props.section]} />
          <Button type="submit" disabled={save.busy}>
            {save.busy ? 'Saving…' : `Save ${saveName}`}
          </Button>
        </div>
      </AdminForm>
    </Card>
  );
}
