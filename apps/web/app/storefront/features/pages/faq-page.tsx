import { ChevronDown } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { dayCount } from '#app/storefront/features/pages/day-count.ts';
import { pageMeta } from '#app/storefront/features/pages/page-meta.ts';
import { profilePageData } from '#app/storefront/features/pages/page-loader.ts';
import { StaticPage } from '#app/storefront/features/pages/static-page.tsx';
import type { Route } from './+types/faq-page';

export function loader({ context }: Route.LoaderArgs) {
  return profilePageData(context, paths.faq(), (profile) => ({
    threshold: profile.freeShippingThreshold,
    returnsDays: profile.returnsDays,
    supportHours: profile.supportHours,
    supportEmail: profile.supportEmail,
    supportPhone: profile.supportPhone,
  }));
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data,
    'Frequently Asked Questions',
    'Answers about shipping, returns, payments, coupons, order tracking and genuine RC products at Propwash.',
  );

export default function FaqPage({ loaderData: d }: Route.ComponentProps) {
  const faqs: { q: string; a: ReactNode }[] = [
    {
      q: 'How much does shipping cost?',
      a: (
        <>
          Standard shipping is free on orders of {formatRupees(d.threshold)} or more. Below that the
          charge depends on your state and is shown at checkout before you pay. Express delivery is
          available everywhere. See the <Link to={paths.shipping()}>shipping policy</Link>.
        </>
      ),
    },
    {
      q: 'Is GST included in the prices?',
      a: 'Yes. All prices are inclusive of all taxes: the price on the product page, the shipping charge and coupon savings already include GST, and you pay exactly the total shown in your cart. Every order comes with a GST invoice that shows the tax it contains.',
    },
    {
      q: 'What is your return policy?',
      a: (
        <>
          We offer a {d.returnsDays}-day replacement for items that arrive defective or damaged.
          Contact us within {dayCount(d.returnsDays)} of delivery with your order number and photos;
          refunds, when due, reach you within 5-7 business days.
        </>
      ),
    },
    {
      q: 'Are your products original?',
      a: 'Yes. Every model, battery, radio and spare we sell is 100% original and comes with a GST invoice and the manufacturer’s warranty where one applies.',
    },
    {
      q: 'Which payment methods do you accept?',
      a: 'Cards, UPI, net banking, wallets, EMI on eligible cards, and cash on delivery for orders within the COD limit.',
    },
    {
      q: 'How can I track my order?',
      a: (
        <>
          Signed-in customers see every order under <Link to={paths.orders()}>My Orders</Link>. You
          can also look an order up on the <Link to={paths.trackOrder()}>Track Order</Link> page
          with its order number.
        </>
      ),
    },
    {
      q: 'How do I reach customer support?',
      a: (
        <>
          Write to {d.supportEmail}, call {d.supportPhone} ({d.supportHours}), or use the{' '}
          <Link to={paths.contact()}>contact form</Link>. New customers can use the code WELCOME10
          for 10% off their first order.
        </>
      ),
    },
  ];

  return (
    <StaticPage title="Frequently Asked Questions" lead="Quick answers for pilots and builders.">
      <div className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
        {faqs.map((f) => (
          <details key={f.q} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {f.q}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline">
              {f.a}
            </div>
          </details>
        ))}
      </div>
    </StaticPage>
  );
}
