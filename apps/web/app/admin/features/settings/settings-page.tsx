import type { AdminSettings } from '@propwash/domain/settings/admin-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { clearSession } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/settings-page';
import { settingsKeys, settingsQueryOptions } from './settings.queries.ts';
import { CodConfirmationTab } from './cod-confirmation-tab.tsx';
import { CodAdvanceTab } from './cod-advance-tab.tsx';
import { CodBlocksTab } from './cod-blocks-tab.tsx';
import { HistoryTab } from './settings-history.tsx';
import { LegalTab } from './legal-tab.tsx';
import { EmailTab, GeneralTab, PaymentTab } from './settings-tabs.tsx';
import { ShippingTab } from './shipping-tab.tsx';
import { WhatsAppTab } from './whatsapp-tab.tsx';
import { CourierSettingsCard } from '#app/admin/ui/shipping/courier-settings-card.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Propwash Admin' }];

const tabs = [
  ['general', 'General'],
  ['payment', 'Payment'],
  ['shipping', 'Shipping'],
  ['email', 'Email'],
  ['legal', 'Legal and privacy'],
  ['whatsapp', 'WhatsApp'],
  ['couriers', 'Couriers'],
  ['history', 'History'],
  ['cache', 'Clear cache'],
] as const;

/** Clear Cache: wipes local and session storage (this signs the admin out), then /admin/login. */
function clearBrowserCache() {
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.assign(paths.admin.login());
}

function ClearCacheTab() {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Clear cache</h2>
      <p className="text-sm text-slate-600">
        Clears everything this browser keeps for Propwash: local storage and session storage,
        including your admin sign-in, a guest cart and the comparison list. You are then taken to
        the admin sign-in page. Nothing on the server changes; shop settings stay as saved.
      </p>
      <Button
        variant="destructive"
        onClick={() =>
          setConfirmation({
            title: 'Clear this browser’s cache?',
            description:
              'Local and session storage are wiped and you are signed out. You will need to sign in again.',
            confirmLabel: 'Clear and sign out',
            destructive: true,
            run: clearBrowserCache,
          })
        }
      >
        <Trash2 aria-hidden /> Clear cache
      </Button>
      <ConfirmDialog
        confirmation={confirmation}
        busy={false}
        onClose={() => setConfirmation(null)}
      />
    </Card>
  );
}

export default function SettingsPage() {
  const settings = useQuery(settingsQueryOptions());
  const queryClient = useQueryClient();
  const onSaved = (data: AdminSettings) => {
    queryClient.setQueryData(settingsKeys.sections(), data);
    void queryClient.invalidateQueries({ queryKey: settingsKeys.changes() });
  };
  const data = settings.data;

  return (
    <div className="space-y-6">
      <PageHeader title="Settings">
        Each tab saves on its own; the shop uses a saved tab at once.
      </PageHeader>
      <Tabs defaultValue="general">
        <TabsList className="h-auto flex-wrap">
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {settings.isError ? (
          <div className="mt-4">
            <LoadError title="Settings could not be loaded" message={settings.error.message} />
          </div>
        ) : !data ? (
          <Card className="mt-4 space-y-3 p-6" aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </Card>
        ) : (
          <>
            {/* Keyed by the save time, so a tab re-reads what the server stored after a save. */}
            <TabsContent value="general">
              <GeneralTab key={data.meta.general.updatedAt} data={data} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="payment" className="space-y-4">
              <PaymentTab key={data.meta.payment.updatedAt} data={data} onSaved={onSaved} />
              <CodConfirmationTab
                key={data.meta.codConfirmation.updatedAt}
                data={data}
                onSaved={onSaved}
              />
              <CodAdvanceTab key={data.meta.codAdvance.updatedAt} data={data} onSaved={onSaved} />
              <CodBlocksTab key={data.meta.codBlocks.updatedAt} data={data} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="shipping">
              <ShippingTab key={data.meta.shipping.updatedAt} data={data} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="email">
              <EmailTab key={data.meta.email.updatedAt} data={data} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="legal">
              <LegalTab key={data.meta.legal.updatedAt} data={data} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="whatsapp">
              <WhatsAppTab key={data.meta.whatsapp.updatedAt} data={data} onSaved={onSaved} />
            </TabsContent>
          </>
        )}
        <TabsContent value="couriers">
          <CourierSettingsCard />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab />
        </TabsContent>
        <TabsContent value="cache">
          <ClearCacheTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
