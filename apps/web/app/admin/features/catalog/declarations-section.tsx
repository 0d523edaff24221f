import { isImported } from '@propwash/domain/catalog/declarations';
import { droneCategoryLabels, droneCategoryOf } from '@propwash/domain/catalog/drones';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '#app/admin/ui/form-field.tsx';
import { droneGramsOf, type FormState } from './product-form-state.ts';

/**
 * "Label declarations": what the product's label declares, which the product page shows before
 * purchase (docs/decisions/product-declarations.md). The importer is asked for when the country
 * of origin is not India; a product without one is flagged in the list, not refused.
 */
export function DeclarationsSection() {
  const { control } = useFormContext<FormState>();
  const country = useWatch({ control, name: 'countryOfOrigin' });
  const imported = isImported(country.trim() === '' ? null : country);
  return (
    <>
      <p className="text-xs text-slate-600 sm:col-span-2">
        As printed on the label or box. Leave blank what does not apply; only what you fill in is
        shown to shoppers.
      </p>
      <TextField name="declarations.manufacturerName" label="Manufacturer name" />
      <TextAreaField
        name="declarations.manufacturerAddress"
        label="Manufacturer address"
        rows={2}
      />
      <TextField
        name="declarations.importerName"
        label={imported ? 'Importer name (needed)' : 'Importer name'}
        hint={
          imported
            ? `Made in ${country.trim()}: the label must name the importer in India`
            : 'For goods made outside India'
        }
      />
      <TextAreaField name="declarations.importerAddress" label="Importer address" rows={2} />
      <TextField
        name="declarations.netQuantity"
        label="Net quantity"
        placeholder="e.g. 1 unit, 4 N, 500 g"
      />
      <TextField
        name="declarations.monthOfManufactureOrImport"
        label={imported ? 'Month of import' : 'Month of manufacture'}
        type="month"
        placeholder="YYYY-MM"
        hint={imported ? 'When the goods were imported' : 'When the goods were made'}
      />
      <TextAreaField
        name="declarations.consumerCare"
        label="Consumer care"
        rows={2}
        placeholder="Name, address, phone or email for complaints"
        className="sm:col-span-2"
      />
      <TextField
        name="declarations.bisLicence"
        label="BIS licence number"
        hint="For toy-grade models (Toys Quality Control Order)"
      />
      <TextField
        name="declarations.wpcApproval"
        label="WPC approval number"
        hint="For radios: the equipment type approval (ETA)"
      />
      <TextField name="declarations.batteryEpr" label="Battery EPR registration" hint="Batteries" />
    </>
  );
}

/**
 * "Drone": the all-up weight in grams, and the category it puts the drone in under the Drone
 * Rules 2021, worked out as it is typed (docs/decisions/drones.md).
 */
export function DroneSection() {
  const { control } = useFormContext<FormState>();
  const typed = useWatch({ control, name: 'droneWeightGrams' });
  const grams = droneGramsOf(typed);
  const isWeight = grams !== null && Number.isInteger(grams) && grams > 0;
  return (
    <>
      <TextField
        name="droneWeightGrams"
        label="All-up weight (g)"
        inputMode="numeric"
        placeholder="Blank: not a drone"
        hint="Ready to fly, with its battery. Only for drones."
      />
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-900">Drone Rules category</p>
        <p
          aria-live="polite"
          className="flex min-h-9 items-center rounded-md bg-slate-50 px-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset"
        >
          {isWeight ? (
            <strong className="font-semibold">{droneCategoryLabels[droneCategoryOf(grams)]}</strong>
          ) : grams === null ? (
            'Not a drone'
          ) : (
            'Enter the weight in whole grams'
          )}
        </p>
        <p className="text-xs text-slate-500">Worked out from the weight</p>
      </div>
    </>
  );
}
