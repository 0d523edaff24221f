import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';

/** A list that could not be loaded: what failed and the server's reason (when there is one). */
export function LoadError({ title, message }: { title: string; message?: string }) {
  return (
    <Card role="alert" className="flex items-center gap-4 border-danger-600/30 p-6">
      <CircleAlert className="size-8 shrink-0 text-danger-600" aria-hidden />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        {message && <p className="text-sm text-slate-600">{message}</p>}
      </div>
    </Card>
  );
}

/** A smaller failure card, one line: above a product list that could not be loaded. */
export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <Card role="alert" className="flex items-center gap-3 p-6">
      <CircleAlert className="size-6 text-danger-600" aria-hidden />
      <p className="font-semibold">{children}</p>
    </Card>
  );
}

/** A list with nothing in it (yet, or for these filters). */
export function EmptyState(props: { icon: LucideIcon; title: string; children?: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{props.title}</p>
      {props.children && <p className="mt-1 max-w-md text-sm text-slate-600">{props.children}</p>}
    </Card>
  );
}

/** Placeholder table rows while a list loads: `rows` bars, each spanning the table's columns. */
export function SkeletonRows(props: { rows: number; columns: number; cellClassName: string }) {
  return Array.from({ length: props.rows }, (_, i) => (
    <tr key={i}>
      <td colSpan={props.columns} className={props.cellClassName}>
        <Skeleton className="h-5 w-full" />
      </td>
    </tr>
  ));
}

/** Placeholder items of a list while it loads: `count` items, each with a skeleton bar per `bars`. */
export function SkeletonItems(props: { count: number; className?: string; bars: string[] }) {
  return Array.from({ length: props.count }, (_, i) => (
    <li key={i} className={props.className}>
      {props.bars.map((bar, j) => (
        <Skeleton key={j} className={bar} />
      ))}
    </li>
  ));
}
