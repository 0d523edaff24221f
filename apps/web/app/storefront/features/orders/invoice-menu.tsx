import type { Order } from '@propwash/domain/orders/schemas';
import { ChevronDown, Eye, FileDown, FileText, LoaderCircle } from '#app/ui/icons.tsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '#app/lib/cx.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { downloadCreditNote, downloadInvoice, openInvoice } from '#app/lib/orders/order-actions.ts';

/**
 * One "Invoice" button for the GST invoice: View (the HTML invoice in a new tab, printable) or
 * Download PDF, and for a cancelled order the credit note that cancelled the invoice. A menu button (WAI-ARIA APG): arrows move between the items, Escape closes.
 */
export function InvoiceMenu({
  order,
  size = 'sm',
  className,
}: {
  order: Pick<Order, 'id' | 'orderNumber'> & Partial<Pick<Order, 'status'>>;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (!isOpen) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function close(returnFocus: boolean) {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  async function run(action: () => Promise<unknown>) {
    close(true);
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const menuItems = [
    { label: 'View invoice', Icon: Eye, action: () => openInvoice(order) },
    { label: 'Download PDF', Icon: FileDown, action: () => downloadInvoice(order, 'pdf') },
    ...(order.status === 'cancelled'
      ? [{ label: 'Credit note PDF', Icon: FileDown, action: () => downloadCreditNote(order) }]
      : []),
  ];

  const itemClass =
    'flex w-full items-center gap-2.5 rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:outline-none [&_.icon]:size-4';

  return (
    <div ref={rootRef} className={cx('relative', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        disabled={busy}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
        className={buttonVariants({ variant: 'outline', size, className: 'w-full' })}
      >
        {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <FileText aria-hidden />}
        Invoice
        <ChevronDown className={cx('transition-transform', isOpen && 'rotate-180')} aria-hidden />
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute left-0 z-40 mt-1.5 w-48 animate-fade-in rounded-lg border border-slate-200 bg-white p-1 shadow-lift"
        >
          {menuItems.map(({ label, Icon, action }, index) => (
            <button
              key={label}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => void run(action)}
            >
              <Icon aria-hidden /> {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
