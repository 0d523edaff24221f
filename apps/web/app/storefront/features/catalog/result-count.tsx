import { groupIndianDigits } from '@propwash/domain/indian-digits';
/** "Showing 21–40 of 57 products", announced politely when filters change the list. */
export function ResultCount({
  page,
  limit,
  total,
}: {
  page: number;
  limit: number;
  total: number;
}) {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <p className="text-sm text-slate-600" role="status">
      {total === 0 ? (
        'No products'
      ) : (
        <>
          Showing{' '}
          <strong className="text-slate-900">
            {from}–{to}
          </strong>{' '}
          of <strong className="text-slate-900">{groupIndianDigits(total)}</strong>{' '}
          {total === 1 ? 'product' : 'products'}
        </>
      )}
    </p>
  );
}
