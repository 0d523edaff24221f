import type { Address, AddressBody } from '@propwash/domain/accounts/schemas';
import { MapPin, Pencil, Phone, Plus, Star, Trash2 } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { notify } from '#app/lib/notify.ts';
import { createAddress, deleteAddress, updateAddress } from '#app/lib/address-api.ts';
import { AddressForm } from '#app/storefront/features/accounts/address-form.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Modal, ModalActions } from '#app/ui/modal.tsx';

type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

function bodyOf(address: Address): AddressBody {
  const { name, phone, line1, line2, landmark, city, state, pincode, isDefault } = address;
  return {
    name,
    phone,
    line1,
    line2,
    landmark,
    city,
    state: state as AddressBody['state'],
    pincode,
    isDefault,
  };
}

/** Saved addresses (docs/decisions/accounts-and-sign-in.md: real, with one default): list, add, edit, set default, delete. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const user = useStoredUser();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  async function save(body: AddressBody) {
    if (editing?.mode === 'edit') await updateAddress(editing.address.id, body);
    else await createAddress(body);
    notify.success(editing?.mode === 'edit' ? 'Address updated' : 'Address saved');
    setEditing(null);
    await revalidator.revalidate();
  }

  async function makeDefault(address: Address) {
    setBusyId(address.id);
    try {
      await updateAddress(address.id, { ...bodyOf(address), isDefault: true });
      notify.success('Default address updated');
      await revalidator.revalidate();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to save address');
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusyId(deleting.id);
    try {
      await deleteAddress(deleting.id);
      notify.success('Address deleted');
      setDeleting(null);
      await revalidator.revalidate();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to delete address');
    } finally {
      setBusyId(null);
    }
  }

  const addButton = (
    <button
      type="button"
      onClick={() => setEditing({ mode: 'new' })}
      className={buttonVariants({ variant: 'primary' })}
    >
      <Plus aria-hidden /> Add address
    </button>
  );

  return (
    <div>
      {sorted.length === 0 ? (
        <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MapPin className="size-6" aria-hidden />
          </span>
          <p className="mt-4 font-semibold text-slate-900">No saved addresses yet</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Save where your parcels should go, and checkout fills it in for you.
          </p>
          <div className="mt-6">{addButton}</div>
        </div>
      ) : (
        <>
          <div className="mb-4 flex items-center justify-between gap-4">
            <p className="text-sm text-slate-600">
              {sorted.length === 1 ? '1 saved address' : `${sorted.length} saved addresses`}
            </p>
            {addButton}
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {sorted.map((address) => (
              <li key={address.id}>
                <article
                  aria-label={`Address of ${address.name}, ${address.city}`}
                  className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card"
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-semibold text-slate-900">{address.name}</h3>
                    {address.isDefault && <Badge variant="success">Default</Badge>}
                  </div>
                  <address className="mt-2 flex-1 text-sm leading-relaxed text-slate-700 not-italic">
                    {address.line1}
                    {address.line2 && (
                      <>
                        <br />
                        {address.line2}
                      </>
                    )}
                    {address.landmark && (
                      <>
                        <br />
                        Landmark: {address.landmark}
                      </>
                    )}
                    <br />
                    {address.city}, {address.state} {address.pincode}
                    <span className="mt-2 flex items-center gap-1.5 text-slate-600">
                      <Phone className="size-3.5" aria-hidden /> {address.phone}
                    </span>
                  </address>
                  <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
                    <button
                      type="button"
                      onClick={() => setEditing({ mode: 'edit', address })}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      <Pencil aria-hidden /> Edit
                    </button>
                    {!address.isDefault && (
                      <button
                        type="button"
                        disabled={busyId === address.id}
                        onClick={() => void makeDefault(address)}
                        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      >
                        <Star aria-hidden /> Set as default
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => setDeleting(address)}
                      className="inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 [&_.icon]:size-4"
                    >
                      <Trash2 aria-hidden /> Delete
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit address' : 'Add a new address'}
        className="max-w-xl"
      >
        {editing && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            address={editing.mode === 'edit' ? editing.address : undefined}
            defaults={{ name: user?.name, phone: user?.phone }}
            isFirst={addresses.length === 0}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>

      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this address?"
        description={deleting ? `${deleting.name}, ${deleting.line1}, ${deleting.city}` : undefined}
      >
        <ModalActions backLabel="Keep it" onBack={() => setDeleting(null)}>
          <button
            type="button"
            disabled={busyId !== null}
            onClick={() => void confirmDelete()}
            className={buttonVariants({ variant: 'destructive' })}
          >
            <Trash2 aria-hidden /> Delete
          </button>
        </ModalActions>
      </Modal>
    </div>
  );
}
