import { Hourglass, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';

/**
 * A cash-on-delivery order awaiting the customer's confirmation: it cannot move to processing
 * until confirmed; the shop may confirm it by hand (after a call), with a note for the timeline.
 */
export function CodConfirmCard(props: { busy: boolean; onConfirm: (message?: string) => void }) {
  const [note, setNote] = useState('');
  return (
    <Card className="border-warning-700/30 bg-warning-50 p-4 sm:p-5">
      <div className="flex gap-3">
        <Hourglass className="mt-0.5 size-5 shrink-0 text-warning-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">Awaiting COD confirmation</h2>
          <p className="mt-1 text-sm text-slate-700">
            The customer has not confirmed this cash-on-delivery order by the emailed link yet. It
            cannot move to processing until confirmed, and is cancelled automatically when the time
            set in Settings runs out.
          </p>
          <form
            className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              props.onConfirm(note.trim() || undefined);
            }}
          >
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="cod-confirm-note">Note for the timeline (optional)</Label>
              <Input
                id="cod-confirm-note"
                maxLength={500}
                placeholder="Called the customer, confirmed"
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={props.busy}>
              <PhoneCall aria-hidden /> Confirm by hand
            </Button>
          </form>
        </div>
      </div>
    </Card>
  );
}
