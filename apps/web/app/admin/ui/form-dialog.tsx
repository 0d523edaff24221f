import type { ComponentProps, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldIdPrefix, FormAlert } from '#app/admin/ui/form-field.tsx';
import { showServerError } from '#app/admin/ui/server-error.ts';
import { Button, type ButtonProps } from '#app/ui/button.tsx';
import { AdminDialog } from '#app/admin/ui/admin-dialog.tsx';
import { DialogFooter } from '#app/ui/dialog.tsx';

/**
 * Submits a react-hook-form form: the schema checks first (errors under the fields, the first
 * one's message to `onInvalid`), then `save`; a failed save shows the API's message in the form
 * (see showServerError).
 */
export function submitWith<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  save: (values: Out) => unknown,
  onInvalid?: (firstMessage: string | undefined) => void,
) {
  return form.handleSubmit(
    async (values) => {
      try {
        await save(values);
      } catch (error) {
        showServerError(form, error);
      }
    },
    (errors) => onInvalid?.(firstMessage(errors)),
  );
}

/** The first message in a (nested) react-hook-form errors object. */
function firstMessage(errors: object): string | undefined {
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    // `ref` is the field's DOM element, not an error.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * An admin dialog holding one form: title, description, the fields (children), the server's
 * message, then Cancel and the submit button ("Saving…" while `busy`).
 */
export function FormDialog<In extends FieldValues, Out>(props: {
  form: UseFormReturn<In, unknown, Out>;
  /** Field ids start with it (`${idPrefix}-${name}`). */
  idPrefix: string;
  title: ReactNode;
  description: ReactNode;
  /** Resolves when saved; a rejection's message shows in the dialog. */
  onSubmit: (values: Out) => unknown;
  onClose: () => void;
  submitLabel: ReactNode;
  busy: boolean;
  /** Keeps the submit button disabled (e.g. while an upload runs). */
  submitDisabled?: boolean;
  submitVariant?: ButtonProps['variant'];
  open?: boolean;
  /** The dialog's width, e.g. max-w-2xl. */
  className?: string;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <AdminDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      className={props.className}
    >
      <AdminForm
        form={props.form}
        idPrefix={props.idPrefix}
        onSubmit={submitWith(props.form, props.onSubmit)}
        className={props.formClassName ?? 'space-y-4'}
      >
        {props.children}
        <FormAlert className="col-span-full" />
        <DialogFooter className="col-span-full">
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={props.submitVariant}
            disabled={props.busy || props.submitDisabled}
          >
            {props.busy ? 'Saving…' : props.submitLabel}
          </Button>
        </DialogFooter>
      </AdminForm>
    </AdminDialog>
  );
}

/**
 * A react-hook-form form (noValidate: the schema checks) inside its FormProvider, its fields' ids
 * starting with `idPrefix`; submit it with submitWith or its own handler.
 */
export function AdminForm<In extends FieldValues, Out>(
  props: {
    form: UseFormReturn<In, unknown, Out>;
    idPrefix: string;
  } & Omit<ComponentProps<'form'>, 'noValidate'>,
) {
  const { form, idPrefix, children, ...formProps } = props;
  return (
    <FormProvider {...form}>
      <FieldIdPrefix.Provider value={idPrefix}>
        <form noValidate {...formProps}>
          {children}
        </form>
      </FieldIdPrefix.Provider>
    </FormProvider>
  );
}
