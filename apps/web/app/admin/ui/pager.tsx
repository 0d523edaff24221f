import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#app/ui/button.tsx';

/** Previous / next under an admin list; hidden when everything fits on one page. */
export function Pager(props: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (props.totalPages <= 1) return null;
  return (
    <nav
      aria-label={props.label}
      className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
    >
      <span>
        Page {props.page} of {props.totalPages}
      </span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={props.page <= 1}
          onClick={() => props.onPage(props.page - 1)}
        >
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={props.page >= props.totalPages}
          onClick={() => props.onPage(props.page + 1)}
        >
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
