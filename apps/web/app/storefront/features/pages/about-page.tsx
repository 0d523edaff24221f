import { BadgeCheck, ReceiptText, Truck, Wrench } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { pageMeta } from '#app/storefront/features/pages/page-meta.ts';
import { profilePageData } from '#app/storefront/features/pages/page-loader.ts';
import { PageSection, StaticPage } from '#app/storefront/features/pages/static-page.tsx';
import type { Route } from './+types/about-page';

export function loader({ context }: Route.LoaderArgs) {
  return profilePageData(context, paths.about(), (profile) => ({
    storeName: profile.storeName,
    legalName: profile.legalName,
    city: profile.city,
    threshold: profile.freeShippingThreshold,
    returnsDays: profile.returnsDays,
  }));
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data,
    'About Us',
    'Propwash is an Indian shop for remote-controlled planes, helicopters, drones, cars and boats, with genuine parts and GST invoices.',
  );

export default function AboutPage({ loaderData: d }: Route.ComponentProps) {
  const promises = [
    { icon: BadgeCheck, title: '100% original', text: 'Genuine models and parts, never copies.' },
    { icon: ReceiptText, title: 'GST invoice', text: 'A proper tax invoice with every order.' },
    {
      icon: Truck,
      title: 'Across India',
      text: `Free shipping from ${formatRupees(d.threshold)}, express when you need it.`,
    },
    {
      icon: Wrench,
      title: 'Pilots helping pilots',
      text: `A ${d.returnsDays}-day replacement and advice from people who fly.`,
    },
  ];
  return (
    <StaticPage
      title={`About ${d.storeName}`}
      lead="An RC hobby shop run by people who build, fly and crash their own models."
    >
      <PageSection title="Who we are">
        <p>
          {d.storeName} ({d.legalName}) is based in {d.city} and ships remote-controlled planes,
          helicopters, drones, cars and boats, plus the engines, motors, batteries, radios, servos
          and spares that keep them flying, to hobbyists all over India.
        </p>
        <p>
          We stock what we would buy ourselves, price everything in rupees inclusive of all taxes
          (with a GST invoice on every order), and answer questions before and after you buy.
        </p>
      </PageSection>
      <ul className="grid gap-4 sm:grid-cols-2">
        {promises.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm"
          >
            <Icon className="size-6 shrink-0 text-accent-600" aria-hidden />
            <div>
              <p className="font-bold text-brand-950">{title}</p>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.products()} className={buttonVariants()}>
          Browse products
        </Link>
        <Link to={paths.contact()} className={buttonVariants({ variant: 'outline' })}>
          Contact us
        </Link>
      </div>
    </StaticPage>
  );
}
