import { ArrowRight } from '#app/ui/icons.tsx';
import { Link } from 'react-router';

export function SectionHeading({
  id,
  title,
  subtitle,
  note,
  link,
}: {
  id: string;
  title: string;
  subtitle?: string;
  /** A small line under the subtitle, e.g. the tax note beside the first prices on the page. */
  note?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-3 flex items-end justify-between gap-4 sm:mb-5">
      <div>
        <h2 id={id} className="text-xl font-extrabold text-brand-950 sm:text-[1.75rem]">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-sm text-slate-600 max-sm:hidden">{subtitle}</p>}
        {note && <p className="mt-0.5 text-xs font-medium text-slate-500">{note}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {link.label} <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}
