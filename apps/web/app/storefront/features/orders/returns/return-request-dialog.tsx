import {
  createReturnBodySchema,
  MAX_RETURN_PHOTOS,
  returnReasonLabels,
  returnReasons,
  type ReturnKind,
  type ReturnOptions,
  type ReturnReason,
} from '@propwash/domain/returns/schemas';
import { ImagePlus, X } from '#app/ui/icons.tsx';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import {
  checkboxClassName,
  fieldErrorClassName,
  inputClassName,
  labelClassName,
} from '#app/ui/field-styles.ts';
import { Modal, ModalActions } from '#app/ui/modal.tsx';
import {
  requestReturn,
  uploadReturnPhoto,
} from '#app/storefront/features/orders/returns/returns-api.ts';

/**
 * The return form: which lines and how many, the reason, a note, refund or replacement, and up to
 * three photos. The body is checked with the API's own schema before it is sent.
 */
export function ReturnRequestDialog({
  orderId,
  options,
  open,
  onClose,
  onRequested,
}: {
  orderId: string;
  options: ReturnOptions;
  open: boolean;
  onClose: () => void;
  onRequested: () => void;
}) {
  const lines = options.lines.filter((l) => l.isReturnable && l.returned < l.bought);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [kind, setKind] = useState<ReturnKind>('replacement');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A cash-on-delivery order's refund is paid to an account the customer gives.
  const asksAccount = kind === 'refund' && options.refundByTransfer;
  const [payTo, setPayTo] = useState<'upi' | 'bank'>('upi');
  const [upiId, setUpiId] = useState('');
  const [account, setAccount] = useState({ accountHolder: '', accountNumber: '', ifsc: '' });
  const accountInput = (key: keyof typeof account) => ({
    value: account[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setAccount((a) => ({ ...a, [key]: e.target.value })),
  });

  async function addPhoto(file: File | undefined) {
    if (!file || photos.length >= MAX_RETURN_PHOTOS) return;
    setUploading(true);
    try {
      const url = await uploadReturnPhoto(file);
      setPhotos((p) => [...p, url].slice(0, MAX_RETURN_PHOTOS));
    } catch (err) {
      notify.error(err instanceof ApiError ? err.message : 'The photo could not be uploaded');
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createReturnBodySchema.safeParse({
      items: Object.entries(chosen)
        .filter(([, quantity]) => quantity > 0)
        .map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
      reason: reason || undefined,
      note,
      kind,
      photos,
      refundTo: !asksAccount
        ? undefined
        : payTo === 'upi'
          ? { type: 'upi', upiId }
          : { type: 'bank', ...account },
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await requestReturn(orderId, parsed.data);
      notify.success(kind === 'refund' ? 'Return requested' : 'Replacement requested');
      onClose();
      onRequested();
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 0 ? err.message : 'Please try again');
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => !sending && onClose()}
      title="Return or replace items"
      description="Choose what to send back. Our courier collects it once we approve."
      className="max-w-lg"
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
        <fieldset className="space-y-3">
          <legend className={labelClassName}>Items</legend>
          {lines.map((line) => {
            const left = line.bought - line.returned;
            const quantity = chosen[line.orderItemId] ?? 0;
            const id = `return-line-${line.orderItemId}`;
            return (
              <div key={line.orderItemId} className="flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  className={checkboxClassName}
                  checked={quantity > 0}
                  onChange={(e) =>
                    setChosen((c) => ({ ...c, [line.orderItemId]: e.target.checked ? 1 : 0 }))
                  }
                />
                <label htmlFor={id} className="min-w-0 flex-1 text-sm text-slate-800">
                  <span className="line-clamp-2">{line.name}</span>
                  {line.returned > 0 && (
                    <span className="text-xs text-slate-500">
                      {' '}
                      ({line.returned} already returned)
                    </span>
                  )}
                </label>
                {left > 1 && (
                  <select
                    aria-label={`Quantity of ${line.name}`}
                    className={`${inputClassName} w-20`}
                    value={quantity}
                    onChange={(e) =>
                      setChosen((c) => ({ ...c, [line.orderItemId]: Number(e.target.value) }))
                    }
                  >
                    {Array.from({ length: left + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            );
          })}
        </fieldset>

        <fieldset>
          <legend className={labelClassName}>What would you like?</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <RadioCards name="kind" value={kind} onChange={setKind} labels={kindLabels} />
          </div>
        </fieldset>

        {asksAccount && (
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className={`${labelClassName} px-1`}>Where should we send the refund?</legend>
            <p className="text-xs text-slate-600">
              You paid cash on delivery, so we transfer the refund to you once the item reaches us.
            </p>
            <div className="grid grid-cols-2 gap-2">
              <RadioCards name="payTo" value={payTo} onChange={setPayTo} labels={payToLabels} />
            </div>
            {payTo === 'upi' ? (
              <Labelled id="refund-upi" label="UPI ID">
                <input
                  id="refund-upi"
                  className={inputClassName}
                  placeholder="name@okbank"
                  autoComplete="off"
                  inputMode="email"
                  maxLength={100}
                  value={upiId}
                  onChange={(e) => setUpiId(e.target.value)}
                />
              </Labelled>
            ) : (
              <>
                <Labelled id="refund-holder" label="Account holder">
                  <input
                    id="refund-holder"
                    className={inputClassName}
                    autoComplete="name"
                    maxLength={100}
                    {...accountInput('accountHolder')}
                  />
                </Labelled>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Labelled id="refund-account" label="Account number">
                    <input
                      id="refund-account"
                      className={inputClassName}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={24}
                      {...accountInput('accountNumber')}
                    />
                  </Labelled>
                  <Labelled id="refund-ifsc" label="IFSC">
                    <input
                      id="refund-ifsc"
                      className={`${inputClassName} uppercase`}
                      placeholder="SBIN0001234"
                      autoComplete="off"
                      maxLength={11}
                      {...accountInput('ifsc')}
                    />
                  </Labelled>
                </div>
              </>
            )}
          </fieldset>
        )}

        <Labelled id="return-reason" label="Reason">
          <select
            id="return-reason"
            className={inputClassName}
            value={reason}
            onChange={(e) => setReason(e.target.value as ReturnReason)}
          >
            <option value="">Choose a reason</option>
            {returnReasons.map((r) => (
              <option key={r} value={r}>
                {returnReasonLabels[r]}
              </option>
            ))}
          </select>
        </Labelled>

        <Labelled id="return-note" label="Note">
          <textarea
            id="return-note"
            rows={3}
            maxLength={1000}
            className={`${inputClassName} h-auto py-2`}
            placeholder="What happened? (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Labelled>

        <div className="space-y-2">
          <p className={labelClassName}>Photos (up to {MAX_RETURN_PHOTOS})</p>
          <div className="flex flex-wrap items-center gap-2">
            {photos.map((url) => (
              <div key={url} className="relative size-16 overflow-hidden rounded-lg bg-slate-100">
                <img src={url} alt="" className="size-full object-cover" />
                <button
                  type="button"
                  aria-label="Remove photo"
                  className="absolute top-0.5 right-0.5 rounded-full bg-white/90 p-0.5"
                  onClick={() => setPhotos((p) => p.filter((u) => u !== url))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </div>
            ))}
            {photos.length < MAX_RETURN_PHOTOS && (
              <label className="inline-flex h-16 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50">
                <ImagePlus className="size-4" aria-hidden />
                {uploading ? 'Uploading…' : 'Add photo'}
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  disabled={uploading}
                  onChange={(e) => void addPhoto(e.target.files?.[0])}
                />
              </label>
            )}
          </div>
        </div>

        {error && (
          <p role="alert" className={fieldErrorClassName}>
            {error}
          </p>
        )}
        <ModalActions backLabel="Close" onBack={onClose} isBusy={sending}>
          <button
            type="submit"
            disabled={sending || uploading}
            className={buttonVariants({ variant: 'accent' })}
          >
            {sending ? 'Sending…' : 'Send request'}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The two kinds of return and the two ways to receive a COD refund, in the order shown. */
const kindLabels = { replacement: 'Replacement', refund: 'Refund' } as const;
const payToLabels = { upi: 'UPI ID', bank: 'Bank account' } as const;

/** A choice as a row of bordered radio cards, in the order of `labels`; the chosen one is tinted. */
function RadioCards<K extends string>(props: {
  name: string;
  value: K;
  onChange: (value: K) => void;
  labels: Record<K, string>;
}) {
  return (Object.keys(props.labels) as K[]).map((k) => (
    <label
      key={k}
      className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${props.value === k ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
    >
      <input
        type="radio"
        name={props.name}
        value={k}
        checked={props.value === k}
        onChange={() => props.onChange(k)}
        className="accent-brand-700"
      />
      {props.labels[k]}
    </label>
  ));
}
