/**
 * Who supplies an order on its tax invoice: the GST registration of the warehouse that ships it,
 * else the store profile's (docs/decisions/invoice-from-shipping-warehouse.md). Its state decides
 * CGST + SGST (the delivery state is the same) or IGST.
 */
import type { GeneralSettings, ShippingSettings, Warehouse } from '../settings/defaults.ts';
import { findState, warehouseFor } from '../shipping/shipping.ts';

export type InvoiceSupplier = {
  /** The invoice series' prefix: 'PW' for the store profile's GSTIN, else the state's code ('MH'). */
  series: string;
  gstin: string;
  legalName: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

/** The store profile's own series prefix (the one every invoice had before warehouses had GSTINs). */
export const HEAD_OFFICE_SERIES = 'PW';

/** The registration a warehouse invoices from; the store profile's when it has no GSTIN. */
export function supplierOf(
  warehouse: Pick<Warehouse, 'gstin' | 'address' | 'city' | 'state' | 'pincode'> | undefined,
  general: GeneralSettings,
): InvoiceSupplier {
  const own = warehouse?.gstin && warehouse.state ? warehouse : null;
  if (!own || own.gstin === general.gstin) {
    return {
      series: HEAD_OFFICE_SERIES,
      gstin: general.gstin,
      legalName: general.legalName,
      address: own ? own.address : general.address,
      city: own ? own.city : general.city,
      state: own ? own.state : general.state,
      pincode: own ? own.pincode : general.pincode,
    };
  }
  return {
    series: findState(own.state)?.code ?? HEAD_OFFICE_SERIES,
    gstin: own.gstin,
    legalName: general.legalName,
    address: own.address,
    city: own.city,
    state: own.state,
    pincode: own.pincode,
  };
}

/** The warehouse (by name) that ships to this state, and the registration it invoices from. */
export function supplierFor(
  deliveryState: string,
  shipping: ShippingSettings,
  general: GeneralSettings,
): { warehouse: string; supplier: InvoiceSupplier } {
  const warehouse = warehouseFor(deliveryState, shipping);
  return {
    warehouse,
    supplier: supplierOf(
      shipping.warehouses.find((w) => w.name === warehouse),
      general,
    ),
  };
}
