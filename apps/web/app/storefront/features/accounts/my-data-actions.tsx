import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, storefrontErrorMessage } from '#app/lib/api-client.ts';
import { paths } from '#app/lib/paths.ts';
import { signOut } from '#app/lib/session.ts';
import { dropPushSubscription } from '#app/lib/web-push.ts';
import {
  eraseAccount,
  eraseBodyFor,
  fetchMyData,
  saveFile,
} from '#app/storefront/features/accounts/privacy-api.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { InputField } from '#app/ui/form-field.tsx';
import { FileDown, Trash2, TriangleAlert } from '#app/ui/icons.tsx';

const linkClassName =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** "Download my data": GET /api/me/data, saved under the server's file name. */
export function DownloadMyData() {
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<{ isOk: boolean; text: string } | null>(null);

  async function download() {
    setIsBusy(true);
    setResult(null);
    try {
      const { blob, filename } = await fetchMyData();
      saveFile(blob, filename);
      setResult({ isOk: true, text: `Saved as ${filename}.` });
    } catch (error) {
      setResult({
        isOk: false,
        text: storefrontErrorMessage(error, 'Your data could not be downloaded. Please try again.'),
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void download()}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        className={buttonVariants({ variant: 'outline' })}
      >
        <FileDown aria-hidden />
        {isBusy ? 'Preparing your file…' : 'Download my data'}
      </button>
      {result && <FormAlert tone={result.isOk ? 'success' : 'error'}>{result.text}</FormAlert>}
    </div>
  );
}

/**
 * The danger zone: what erasing does, then a confirmation step (the password, or ERASE typed by
 * the owner of an account without one). Once erased, this browser signs out and shows
 * /account-erased.
 */
export function EraseAccount({ hasPassword }: { hasPassword: boolean }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card border border-danger-600/25 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-danger-700">
        <TriangleAlert className="size-5" aria-hidden />
        Erase my account
      </h2>
      <div className="mt-2 space-y-3 text-sm text-slate-700">
        <p>
          Erasing cannot be undone. You are signed out everywhere and can no longer sign in with
          this account; an email confirms the erasure.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg bg-slate-50 p-3">
            <h3 className="font-semibold text-slate-900">What goes</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5">
              <li>Your profile: name, email, mobile number and photo</li>
              <li>Your addresses, wishlist, hangar, reviews and questions</li>
              <li>Your signed-in devices and browser notifications</li>
              <li>Your name and contact details on past orders that have no tax invoice</li>
            </ul>
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <h3 className="font-semibold text-slate-900">What stays, and why</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5">
              <li>
                Tax invoices and credit notes, and the orders they were issued for, with the name,
                address and contacts printed on them: the GST law (CGST Act 2017, section 36) has us
                keep them for 72 months.
              </li>
              <li>The record of the consents you gave, without your name.</li>
            </ul>
          </div>
        </div>
        <p>
          An order or return still open must be finished first; you can see them under{' '}
          <Link to={paths.orders()} className={linkClassName}>
            My orders
          </Link>
          .
        </p>
      </div>
      {isConfirming ? (
        <EraseConfirmation hasPassword={hasPassword} onCancel={() => setIsConfirming(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setIsConfirming(true)}
          className="mt-4 inline-flex h-10 items-center gap-2 rounded-lg border border-danger-600/40 bg-white px-4 text-sm font-semibold text-danger-700 shadow-sm transition-colors hover:border-danger-600/60 hover:bg-danger-50 [&_.icon]:size-4"
        >
          <Trash2 aria-hidden />
          Erase my account…
        </button>
      )}
    </section>
  );
}

function EraseConfirmation({
  hasPassword,
  onCancel,
}: {
  hasPassword: boolean;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; isOpenOrder: boolean } | null>(null);
  const body = eraseBodyFor(hasPassword, typed);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body || isBusy) return;
    setIsBusy(true);
    setProblem(null);
    try {
      const result = await eraseAccount(body);
      await navigate(paths.accountErased(result.keptTaxDocuments), { replace: true });
      // The session is over on the server; forget it here as Logout does.
      signOut();
      void dropPushSubscription().catch(() => {});
    } catch (error) {
      setProblem({
        text: storefrontErrorMessage(error, 'Your account could not be erased. Please try again.'),
        isOpenOrder: error instanceof ApiError && error.status === 409,
      });
      setIsBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-4 space-y-4 rounded-lg border border-danger-600/25 bg-danger-50/40 p-4"
    >
      {problem && (
        <FormAlert>
          {problem.text}
          {problem.isOpenOrder && (
            <>
              {' '}
              <Link to={paths.orders()} className={linkClassName}>
                See your orders
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <div className="sm:max-w-sm">
        {hasPassword ? (
          <InputField
            id="erase-password"
            label="Your password"
            hint="To make sure it is you."
            name="password"
            type="password"
            autoComplete="current-password"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            required
          />
        ) : (
          <InputField
            id="erase-confirm"
            label={
              <>
                Type <span className="font-mono font-bold">ERASE</span> to confirm
              </>
            }
            hint="You sign in with Google, so there is no password to ask for."
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            required
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={!body || isBusy}
          aria-busy={isBusy || undefined}
          className={buttonVariants({ variant: 'destructive' })}
        >
          <Trash2 aria-hidden />
          {isBusy ? 'Erasing…' : 'Erase my account for good'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={isBusy}
          className={buttonVariants({ variant: 'ghost' })}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
