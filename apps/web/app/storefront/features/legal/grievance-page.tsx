import { Link } from 'react-router';
import { formatIndiaTime } from '@propwash/domain/india-time';
import {
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_RESOLVE_DAYS,
} from '@propwash/domain/legal/grievance-times';
import { paths } from '#app/lib/paths.ts';
import { Clock, Mail, Phone, ShieldCheck, UserRound } from '#app/ui/icons.tsx';
import { GrievanceForm } from './grievance-form.tsx';
import { legalPaths, loadLegalPage } from './legal-api.ts';
import { NoticeText } from './legal-notice.tsx';
import { TicketLookup } from './ticket-lookup.tsx';
import type { Route } from './+types/grievance-page';

// The grievance officer's page (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)-(5);
// docs/decisions/grievances.md): who the officer is, the promise, the form and the lookup.

export async function loader({ context, request }: Route.LoaderArgs) {
  const [profile, { notice, versions }] = await Promise.all([
    context.services.settings.storeProfile(),
    loadLegalPage(context, 'grievance'),
  ]);
  const ticket = new URL(request.url).searchParams.get('ticket') ?? '';
  return {
    canonicalUrl: new URL(paths.grievance(), context.publicUrl).href,
    storeName: profile.storeName,
    officer: profile.grievanceOfficer,
    notice,
    versions,
    // The ticket of the customer's email link, to fill the lookup (only a ticket's shape).
    ticket: /^[A-Za-z0-9-]{1,20}$/.test(ticket) ? ticket.toUpperCase() : '',
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: 'Grievance Redressal | Propwash' },
  {
    name: 'description',
    content:
      'Complain to our grievance officer: acknowledged within 48 hours, resolved within one month, with a ticket number to track it.',
  },
  { property: 'og:title', content: 'Grievance Redressal' },
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonicalUrl }] : []),
];

export default function GrievancePage({ loaderData: d }: Route.ComponentProps) {
  const o = d.officer;
  const contacts = [
    { icon: UserRound, label: 'Name', value: o.name },
    { icon: ShieldCheck, label: 'Designation', value: o.designation },
    { icon: Mail, label: 'Email', value: <a href={`mailto:${o.email}`}>{o.email}</a> },
    {
      icon: Phone,
      label: 'Phone',
      value: <a href={`tel:${o.phone.replace(/[\s-]/g, '')}`}>{o.phone}</a>,
    },
  ];
  return (
    <div className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        Grievance Redressal
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">
        Not happy with an order, a refund or how we handled it? Write to our grievance officer.
        Every complaint gets a ticket number you can track.
      </p>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="grievance-form-title"
          className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="grievance-form-title" className="text-xl font-bold text-brand-950">
            File a complaint
          </h2>
          <div className="mt-4">
            <GrievanceForm />
          </div>
        </section>
        <aside className="space-y-6 lg:row-span-2">
          <section
            aria-labelledby="officer-title"
            className="rounded-card border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="officer-title" className="text-lg font-bold text-brand-950">
              Grievance officer
            </h2>
            <ul className="mt-4 space-y-4 text-sm">
              {contacts.map(({ icon: Icon, label, value }) => (
                <li key={label} className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{label}</p>
                    <p className="break-words text-slate-600 [&_a]:text-brand-700 [&_a]:hover:underline">
                      {value}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="promise-title"
            className="rounded-card border border-brand-100 bg-brand-50 p-5"
          >
            <h2
              id="promise-title"
              className="flex items-center gap-2 text-lg font-bold text-brand-950"
            >
              <Clock className="size-5 text-brand-700" aria-hidden />
              Our promise
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              <li>
                <strong className="text-slate-900">
                  Acknowledged within {GRIEVANCE_ACKNOWLEDGE_HOURS} hours
                </strong>{' '}
                of receiving your complaint.
              </li>
              <li>
                <strong className="text-slate-900">Resolved within one month</strong> (
                {GRIEVANCE_RESOLVE_DAYS} days) of receiving it.
              </li>
              <li>A ticket number for every complaint, emailed to you with a copy.</li>
            </ul>
          </section>
        </aside>
        <section
          id="lookup"
          aria-labelledby="lookup-title"
          className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="lookup-title" className="text-xl font-bold text-brand-950">
            Look up a ticket
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Enter the ticket number and the email address you filed it with.
          </p>
          <div className="mt-4">
            <TicketLookup initialTicket={d.ticket} />
          </div>
        </section>
      </div>
      <section
        aria-labelledby="notice-title"
        className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="notice-title" className="sr-only">
          Grievance redressal notice
        </h2>
        <NoticeText html={d.notice.html} className="max-w-3xl" />
        <p className="mt-6 text-xs text-slate-500">
          Version {d.notice.version}, updated {formatIndiaTime(d.notice.updatedAt, 'longDate')}
          {d.versions.length > 1 ? (
            <>
              {' · '}
              <Link
                to={legalPaths.version('grievance', d.versions[1]!.version)}
                className="text-brand-700 underline underline-offset-2"
              >
                earlier versions
              </Link>
            </>
          ) : null}
        </p>
      </section>
    </div>
  );
}
