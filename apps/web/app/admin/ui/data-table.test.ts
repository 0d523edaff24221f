import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';

interface Row {
  id: string;
  name: string;
  stock: number;
}

const columns: DataColumn<Row>[] = [
  { id: 'Name', header: 'Name', isRowHeader: true, cell: (r) => r.name },
  { id: 'Stock', header: 'Stock', cell: (r) => String(r.stock) },
];

const render = (rows: Row[] | undefined, empty?: string) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, {
      caption: 'Products and their stock',
      columns,
      rows,
      rowKey: (r) => r.id,
      empty,
      skeletonRows: 3,
    }),
  );

describe('the admin lists’ shared table', () => {
  it('names the table by its caption and heads each column with th scope=col', () => {
    const html = render([]);
    expect(html).toContain('<caption class="sr-only">Products and their stock</caption>');
    expect(html.match(/<th scope="col"[^>]*>(Name|Stock)<\/th>/g)).toHaveLength(2);
  });

  it('shows busy skeleton rows spanning every column while the rows load', () => {
    const html = render(undefined);
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/<td colSpan="2"/g)).toHaveLength(3);
  });

  it('renders one row per item, the row-header column as th scope=row', () => {
    const html = render([
      { id: 'a', name: 'Foam board', stock: 4 },
      { id: 'b', name: 'Servo', stock: 0 },
    ]);
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain('<th scope="row" class="px-4 py-3">Foam board</th>');
    expect(html).toContain('<td class="px-4 py-3">0</td>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('shows the empty message in one full-width row when there are no rows', () => {
    expect(render([], 'Nothing here yet.')).toMatch(
      /<td colSpan="2"[^>]*>Nothing here yet\.<\/td>/,
    );
    expect(render([])).not.toContain('colSpan');
  });
});
