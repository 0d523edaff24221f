import { Siren } from 'lucide-react';
import { Card } from '#app/ui/card.tsx';

/** The steps of docs/breach-runbook.md, short enough to read in a hurry. */
const steps: { when: string; what: string }[] = [
  {
    when: 'First hour',
    what: 'Contain it: change leaked passwords and keys, ban accounts being misused, take a backup. Keep every log (this page, the audit log, the server logs). The owner decides what happens next.',
  },
  {
    when: 'Within 6 hours',
    what: 'Report the cyber incident to CERT-In (incident@cert-in.org.in), as its directions of 28 April 2022 require.',
  },
  {
    when: 'Within hours',
    what: 'Work out what data and whose: which records, which customers, since when. Then tell those customers without delay with the notice below: what happened, what data, what you did, what they should do, who to contact.',
  },
  {
    when: 'Without delay, then within 72 hours',
    what: 'Tell the Data Protection Board of India at once, and send its detailed report within 72 hours of becoming aware: the facts, the cause, the data and people affected, what was done and will be done, and the notices sent (DPDP Rules 2025, rule 7).',
  },
  {
    when: 'Afterwards',
    what: 'Fix the cause, review what went wrong, and write down what happened and what you did.',
  },
];

/** "If you suspect a breach": the runbook's steps with the 72-hour rule. */
export function BreachRunbookPanel() {
  return (
    <Card
      className="border-warning-700/30 p-4 sm:p-6"
      role="region"
      aria-labelledby="runbook-title"
    >
      <h2
        id="runbook-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Siren className="size-5 text-warning-700" aria-hidden />
        If you suspect a breach
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A personal data breach must be reported to the Data Protection Board without delay, with a
        detailed report within <strong>72 hours</strong>, and affected customers told without delay.
        The full steps are in the breach runbook (docs/breach-runbook.md in the shop&apos;s code).
      </p>
      <ol className="mt-4 space-y-3">
        {steps.map((s, i) => (
          <li key={s.when} className="flex gap-3 text-sm">
            <span
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-warning-50 text-xs font-semibold text-warning-700 ring-1 ring-warning-700/20"
              aria-hidden
            >
              {i + 1}
            </span>
            <p className="min-w-0 text-slate-700">
              <span className="font-semibold text-slate-900">{s.when}: </span>
              {s.what}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
