import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl font-extrabold text-brand-950 sm:text-[1.75rem]">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {link.label} <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}
