import { Link } from 'react-router';
import { Clock, Mail, MapPin, Phone } from '#app/ui/icons.tsx';
import { paths } from '#app/lib/paths.ts';
import { ContactForm } from '#app/storefront/features/pages/contact-form.tsx';
import { pageMeta } from '#app/storefront/features/pages/page-meta.ts';
import { profilePageData } from '#app/storefront/features/pages/page-loader.ts';
import type { Route } from './+types/contact-page';

export function loader({ context }: Route.LoaderArgs) {
  return profilePageData(context, paths.contact(), (p) => ({
    contact: {
      legalName: p.legalName,
      address: `${p.address}, ${p.city}, ${p.state} ${p.pincode}`,
      email: p.supportEmail,
      phone: p.supportPhone,
      hours: p.supportHours,
    },
    officer: p.grievanceOfficer,
  }));
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data,
    'Contact Us',
    'Questions about an RC model, an order or a return? Write to the Propwash team or call us.',
  );

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const c = loaderData.contact;
  const details = [
    { icon: Mail, label: 'Email', value: <a href={`mailto:${c.email}`}>{c.email}</a> },
    {
      icon: Phone,
      label: 'Phone',
      value: <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a>,
    },
    { icon: Clock, label: 'Support hours', value: c.hours },
    { icon: MapPin, label: 'Address', value: `${c.legalName}, ${c.address}` },
  ];
  return (
    <div className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        Contact Us
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">
        Questions about a model, an order or a return? Send us a message and we will answer by
        email.
      </p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <section
          aria-label="Send us a message"
          className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ContactForm />
        </section>
        <aside className="space-y-6">
          <div className="rounded-card border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-brand-950">Reach us directly</h2>
            <ul className="mt-4 space-y-4 text-sm">
              {details.map(({ icon: Icon, label, value }) => (
                <li key={label} className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden />
                  <div>
                    <p className="font-semibold text-slate-900">{label}</p>
                    <p className="text-slate-600 [&_a]:text-brand-700 [&_a]:hover:underline">
                      {value}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <GrievanceOfficer officer={loaderData.officer} />
        </aside>
      </div>
    </div>
  );
}

/** The grievance officer (docs/decisions/grievances.md): complaints go to /grievance. */
function GrievanceOfficer({
  officer: o,
}: {
  officer: { name: string; designation: string; email: string; phone: string };
}) {
  return (
    <section
      aria-labelledby="contact-officer-title"
      className="rounded-card border border-slate-200 bg-white p-5 text-sm shadow-sm"
    >
      <h2 id="contact-officer-title" className="text-lg font-bold text-brand-950">
        Grievance officer
      </h2>
      <p className="mt-3 font-semibold text-slate-900">{o.name}</p>
      <p className="text-slate-600">{o.designation}</p>
      <p className="mt-2 break-words [&_a]:text-brand-700 [&_a]:hover:underline">
        <a href={`mailto:${o.email}`}>{o.email}</a>
        <br />
        <a href={`tel:${o.phone.replace(/[\s-]/g, '')}`}>{o.phone}</a>
      </p>
      <p className="mt-3 text-slate-600">
        A complaint we have not settled?{' '}
        <Link to={paths.grievance()} className="font-semibold text-brand-700 hover:underline">
          File it with the grievance officer
        </Link>
        : acknowledged within 48 hours, resolved within a month.
      </p>
    </section>
  );
}
