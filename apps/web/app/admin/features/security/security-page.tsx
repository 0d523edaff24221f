import type { SignIn, SignInSuspect } from '@propwash/domain/accounts/sign-ins';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { retentionRule } from '@propwash/domain/privacy/retention';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';
import { SearchListFilters } from '#app/admin/ui/filter-bar.tsx';
import { ListTable, pageQueryProps } from '#app/admin/ui/list-table.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { pageFrom, useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import type { Route } from './+types/security-page';
import { BreachNoticePanel } from './breach-notice-panel.tsx';
import { BreachRunbookPanel } from './breach-runbook-panel.tsx';
import { signInsQueryOptions, type SignInFilters } from './security.queries.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Security | Propwash Admin' }];

const outcomeLabels: Record<SignIn['outcome'], string> = {
  success: 'Signed in',
  wrong_password: 'Wrong password',
  unknown_email: 'Unknown email',
  wrong_code: 'Wrong code',
  blocked: 'Blocked account',
  throttled: 'Too many tries',
};
const methodLabels: Record<SignIn['method'], string> = {
  password: 'Password',
  google: 'Google',
  code: 'Code',
};
const outcomeVariant = {
  success: 'success',
  wrong_password: 'warning',
  unknown_email: 'warning',
  wrong_code: 'warning',
  blocked: 'danger',
  throttled: 'danger',
} as const;

function filtersFrom(params: URLSearchParams): SignInFilters {
  const outcome = params.get('outcome');
  const admin = params.get('admin');
  return {
    page: pageFrom(params),
    outcome: outcome === 'failed' || outcome === 'success' ? outcome : '',
    admin: admin === 'true' || admin === 'false' ? admin : '',
    search: params.get('search') ?? '',
  };
}

/** The IPs and emails the day's failures point at, to mark their rows. */
type Suspicious = { ips: Set<string>; emails: Set<string> };

function Who({ s, suspicious }: { s: SignIn; suspicious: Suspicious }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
        <span className="break-all">{s.name ?? s.email}</span>
        {s.admin && <Badge variant="brand">Admin</Badge>}
      </p>
      {s.name && <p className="text-xs break-all text-slate-500">{s.email}</p>}
      {suspicious.emails.has(s.email) && (
        <p className="text-xs font-medium text-danger-700">Many failures for this email</p>
      )}
    </div>
  );
}

function WhereFrom({ s, suspicious }: { s: SignIn; suspicious: Suspicious }) {
  const flagged = s.ip !== null && suspicious.ips.has(s.ip);
  return (
    <div className="min-w-0">
      <p className={flagged ? 'font-medium text-danger-700 tabular-nums' : 'tabular-nums'}>
        {s.ip ?? 'Unknown address'}
        {flagged && <span className="sr-only"> (many failures from this address)</span>}
      </p>
      <p className="text-xs text-slate-500">
        {s.device} · {methodLabels[s.method]}
      </p>
    </div>
  );
}

function columnsFor(suspicious: Suspicious): DataColumn<SignIn>[] {
  return [
    {
      id: 'When',
      header: 'When (India time)',
      className: 'px-4 py-3 align-top whitespace-nowrap text-slate-600 tabular-nums',
      cell: (s) => formatIndiaTime(s.at, 'dateTime'),
    },
    {
      id: 'Who',
      header: 'Who',
      className: 'max-w-72 px-4 py-3 align-top',
      cell: (s) => <Who s={s} suspicious={suspicious} />,
    },
    {
      id: 'Outcome',
      header: 'Outcome',
      className: 'px-4 py-3 align-top',
      cell: (s) => <Badge variant={outcomeVariant[s.outcome]}>{outcomeLabels[s.outcome]}</Badge>,
    },
    {
      id: 'Where',
      header: 'Where from',
      className: 'px-4 py-3 align-top',
      cell: (s) => <WhereFrom s={s} suspicious={suspicious} />,
    },
  ];
}

function DayCount(props: { label: string; value: number | undefined; danger?: boolean }) {
  const Icon = props.danger ? ShieldAlert : ShieldCheck;
  return (
    <Card className="flex items-center gap-3 p-4">
      <Icon
        className={props.danger ? 'size-8 text-danger-600' : 'size-8 text-success-600'}
        aria-hidden
      />
      <div>
        <p className="text-2xl font-bold text-slate-900 tabular-nums">{props.value ?? '–'}</p>
        <p className="text-sm text-slate-600">{props.label}</p>
      </div>
    </Card>
  );
}

function Suspects(props: { suspects: SignInSuspect[]; onShow: (value: string) => void }) {
  if (props.suspects.length === 0) return null;
  return (
    <Card
      className="border-danger-600/30 bg-danger-50 p-4"
      role="region"
      aria-label="Many failures"
    >
      <h2 className="font-semibold text-pretty text-danger-700">
        <ShieldAlert className="mr-2 inline-block size-5 align-text-bottom" aria-hidden />
        Many failed sign-ins in the last 24 hours
      </h2>
      <p className="mt-1 text-sm text-danger-700">
        Someone may be guessing passwords. Sign-ins from these are limited automatically; ban an
        account or block an address at your host if it goes on.
      </p>
      <ul className="mt-3 space-y-2">
        {props.suspects.map((s) => (
          <li
            key={`${s.kind}:${s.value}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white px-3 py-2 text-sm ring-1 ring-danger-600/20"
          >
            <span className="min-w-0">
              <span className="text-slate-500">{s.kind === 'ip' ? 'Address ' : 'Email '}</span>
              <span className="font-medium break-all text-slate-900">{s.value}</span>
              <span className="text-slate-600">
                {' '}
                · {s.failures} failures,{' '}
                <span className="whitespace-nowrap">last {formatIndiaTime(s.lastAt, 'time')}</span>
              </span>
            </span>
            <Button size="sm" variant="outline" onClick={() => props.onShow(s.value)}>
              Show
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function SecurityPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const list = useQuery(signInsQueryOptions(filters));
  const data = list.data;
  const suspicious: Suspicious = {
    ips: new Set(data?.suspects.filter((s) => s.kind === 'ip').map((s) => s.value)),
    emails: new Set(data?.suspects.filter((s) => s.kind === 'email').map((s) => s.value)),
  };
  const filtered = Boolean(filters.outcome || filters.admin || filters.search);
  return (
    <div className="space-y-6">
      <PageHeader title="Security" descriptionClassName="max-w-3xl">
        Every sign-in and failed sign-in: who, when and from where. The log is kept{' '}
        {retentionRule('sign_in_log').kept.toLowerCase()}, then deleted.
      </PageHeader>

      <div className="grid gap-4 sm:grid-cols-2">
        <DayCount label="Sign-ins in the last 24 hours" value={data?.counts.last24hSuccess} />
        <DayCount
          label="Failed sign-ins in the last 24 hours"
          value={data?.counts.last24hFailed}
          danger
        />
      </div>

      <Suspects suspects={data?.suspects ?? []} onShow={(search) => setFilter({ search })} />

      <section className="space-y-3" aria-labelledby="sign-ins-title">
        <h2 id="sign-ins-title" className="text-lg font-semibold text-slate-900">
          Sign-ins
        </h2>
        <SearchListFilters
          key={filters.search}
          search={{ label: 'Search sign-ins', placeholder: 'Email or IP address' }}
          filters={filters}
          setFilter={setFilter}
          selects={[
            {
              key: 'outcome',
              label: 'Outcome',
              labels: { '': 'All sign-ins', failed: 'Failed only', success: 'Successful only' },
            },
            {
              key: 'admin',
              label: 'Accounts',
              labels: { '': 'Every account', true: 'Admin accounts', false: 'Customer accounts' },
            },
          ]}
        />
        <ListTable
          {...pageQueryProps(list, (d) => d.signIns, 'Sign-in pages', setFilter)}
          errorTitle="Failed to load the sign-in log"
          emptyIcon={ShieldCheck}
          emptyTitle="No sign-ins found"
          emptyText={filtered ? 'Try another filter.' : 'Sign-ins appear here as they happen.'}
          caption="Sign-ins, newest first"
          tableClassName="min-w-[48rem]"
          columns={columnsFor(suspicious)}
          rowKey={(s) => s.id}
          card={(s) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <Who s={s} suspicious={suspicious} />
                <Badge variant={outcomeVariant[s.outcome]}>{outcomeLabels[s.outcome]}</Badge>
              </div>
              <p className="text-xs text-slate-500">{formatIndiaTime(s.at, 'dateTime')}</p>
              <WhereFrom s={s} suspicious={suspicious} />
            </>
          )}
        />
      </section>

      <BreachRunbookPanel />
      <BreachNoticePanel />
    </div>
  );
}
