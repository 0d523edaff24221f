import type { ReactNode } from 'react';

/** The frame of the policy and help pages: a heading, a lead and readable text width. */
export function StaticPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{lead}</p>
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-brand-950">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
