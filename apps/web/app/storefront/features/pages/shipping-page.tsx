import { formatPaiseShort } from '@propwash/domain/money';
import { Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { dayCount } from '#app/storefront/features/pages/day-count.ts';
import { pageMeta } from '#app/storefront/features/pages/page-meta.ts';
import { PageSection, StaticPage } from '#app/storefront/features/pages/static-page.tsx';
import type { Route } from './+types/shipping-page';

function days(n: number) {
  return n === 1 ? '1 business day' : `${n} business days`;
}

export async function loader({ context }: Route.LoaderArgs) {
  // The shop's own zones, charges and express prices (cached; admin changes apply).
  const [profile, s] = await Promise.all([
    context.services.settings.storeProfile(),
    context.services.settings.get('shipping'),
  ]);
  return {
    canonicalUrl: new URL(paths.shipping(), context.publicUrl).href,
    threshold: profile.freeShippingThreshold,
    returnsDays: profile.returnsDays,
    supportEmail: profile.supportEmail,
    zones: [
      ...s.zones.map((z) => ({
        name: z.states.join(', '),
        charge: formatPaiseShort(z.chargePaise),
        isFree: z.chargePaise === 0,
        days: days(z.days),
      })),
      {
        name: 'Every other state and union territory',
        charge: formatPaiseShort(s.restOfIndia.chargePaise),
        isFree: s.restOfIndia.chargePaise === 0,
        days: days(s.restOfIndia.days),
      },
    ],
    expressBelow: formatPaiseShort(s.expressBelowThresholdPaise),
    expressAtOrAbove: formatPaiseShort(s.expressAtOrAboveThresholdPaise),
    expressDays: `${s.expressMinDays}-${s.expressMaxDays} business days`,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data,
    'Shipping & Returns Policy',
    data
      ? `Free shipping on orders of ${formatRupees(data.threshold)} or more across India, express delivery, and a ${data.returnsDays}-day replacement for defective items.`
      : 'Shipping charges, delivery times and returns at Propwash.',
  );

export default function ShippingPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <StaticPage
      title="Shipping & Returns Policy"
      lead={`Free standard shipping on orders of ${formatRupees(d.threshold)} or more, anywhere in India.`}
    >
      <PageSection title="Standard shipping">
        <p>
          Orders with a subtotal of <strong>{formatRupees(d.threshold)}</strong> or more ship free.
          Below that, the charge and delivery time depend on the delivery state:
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Delivery to
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Charge below {formatRupees(d.threshold)}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Delivery time
                </th>
              </tr>
            </thead>
            <tbody>
              {d.zones.map((z) => (
                <tr key={z.name} className="border-b border-slate-100">
                  <td className="py-2 pr-4">{z.name}</td>
                  <td className="py-2 pr-4 font-semibold">{z.isFree ? 'FREE' : z.charge}</td>
                  <td className="py-2">{z.days}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection title="Express delivery">
        <p>
          Express delivery reaches you in {d.expressDays}. It costs {d.expressBelow} on orders below{' '}
          {formatRupees(d.threshold)} and {d.expressAtOrAbove} at or above it. Choose it at
          checkout.
        </p>
        <p>
          All prices are inclusive of all taxes: every shipping charge on this page already includes
          GST, and nothing is added at checkout.
        </p>
      </PageSection>
      <PageSection title="Returns and replacements">
        <p>
          We replace items that arrive defective or damaged within{' '}
          <strong>{dayCount(d.returnsDays)}</strong> of delivery. Write to {d.supportEmail} or use
          the{' '}
          <Link to={paths.contact()} className="font-semibold text-brand-700 underline">
            contact form
          </Link>{' '}
          with your order number and photos of the item and its packaging.
        </p>
        <p>
          Refunds, when due, are made to the original payment method within 5-7 business days of the
          returned item reaching us. Cash-on-delivery orders are refunded by bank transfer.
        </p>
      </PageSection>
    </StaticPage>
  );
}
