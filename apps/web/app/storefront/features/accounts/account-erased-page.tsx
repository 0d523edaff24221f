import { Link, useSearchParams } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { keptCount } from '#app/storefront/features/accounts/privacy-api.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { CircleCheck } from '#app/ui/icons.tsx';
import type { Route } from './+types/account-erased-page';

export const meta: Route.MetaFunction = () => [
  { title: 'Your account has been erased | Propwash' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Where the Privacy & data page lands once the account is erased (docs/decisions/privacy-and-consent.md).
 * The session is gone by then, so it sits outside the signed-in pages.
 */
export default function AccountErasedPage() {
  const [searchParams] = useSearchParams();
  const kept = keptCount(searchParams.get('kept'));
  return (
    <section className="mx-auto max-w-2xl py-12 sm:py-16">
      <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-50">
          <CircleCheck className="size-7 text-success-700" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold text-brand-950 sm:text-3xl">
          Your account has been erased
        </h1>
        <div className="mt-4 space-y-3 text-slate-700">
          <p>
            We have erased your profile, your addresses, wishlist and hangar, your reviews and
            questions, and your name and contact details on your past orders. Every device that was
            signed in has been signed out, and we will send you nothing more.
          </p>
          <p>
            Tax invoices and credit notes stay as they were issued, with the name and address
            printed on them, for 72 months as the GST law requires (CGST Act 2017, section 36).
            {kept !== null &&
              (kept === 0
                ? ' You had none.'
                : ` We keep ${kept} ${kept === 1 ? 'document' : 'documents'} of yours.`)}
          </p>
          <p>An email confirming the erasure is on its way to the address the account had.</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={paths.home()} className={buttonVariants()}>
            Back to the shop
          </Link>
          <Link to={paths.privacy()} className={buttonVariants({ variant: 'ghost' })}>
            Privacy notice
          </Link>
        </div>
      </div>
    </section>
  );
}
