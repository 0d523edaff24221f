import { useToggleProductFlag } from '#app/admin/features/catalog/catalog.queries.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { Switch } from '#app/ui/switch.tsx';
import { toast } from '#app/ui/toaster.tsx';

const messages = {
  featured: { on: "Added to Today's Deals!", off: "Removed from Today's Deals!" },
  trending: { on: 'Added to Trending!', off: 'Removed from Trending!' },
} as const;

/** One product's featured (Today's Deals) or trending switch, with its success and failure toasts. */
export function ProductFlagSwitch({
  product,
  flag,
  label,
  plainToast = false,
}: {
  product: { id: string; name: string; featured: boolean; trending: boolean };
  flag: 'featured' | 'trending';
  label: string;
  /** The Featured screen says 'Product updated successfully!' instead. */
  plainToast?: boolean;
}) {
  const toggle = useToggleProductFlag();
  const pending = toggle.isPending ? toggle.variables : undefined;
  const checked =
    pending?.id === product.id && pending.flag === flag ? pending.value : product[flag];

  async function onChange(value: boolean) {
    if (!getToken()) {
      toast.error('Please login as admin first');
      return;
    }
    try {
      await toggle.mutateAsync({ id: product.id, flag, value });
      toast.success(
        plainToast ? 'Product updated successfully!' : messages[flag][value ? 'on' : 'off'],
      );
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status !== 0
          ? error.message
          : 'Failed to update product',
      );
    }
  }

  return (
    <Switch
      checked={checked}
      disabled={toggle.isPending}
      onCheckedChange={(v) => void onChange(v)}
      aria-label={`${label}: ${product.name}`}
    />
  );
}
