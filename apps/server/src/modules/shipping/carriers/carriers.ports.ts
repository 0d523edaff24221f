import type { ShipmentStatus } from '@propwash/domain/shipping/shipment-schemas';
import type { Carrier as CarrierName } from '@propwash/domain/shipping/shipment-schemas';

/** What a courier needs to know of an order to carry it (read through the orders port). */
export type ParcelOrder = {
  orderId: string;
  orderNumber: string;
  placedAt: Date;
  paymentMethod: string;
  subtotalPaise: number;
  totalPaise: number;
  /**
   * The cash the courier collects on delivery: the total, less an advance paid online
   * (docs/decisions/part-paid-cod.md); 0 for an order paid online.
   */
  codAmountPaise: number;
  address: {
    name: string;
    email: string;
    phone: string;
    address: string;
    /** "Near Shiva temple"; absent or '' when the customer gave none. */
    landmark?: string;
    city: string;
    state: string;
    pincode: string;
  };
  /** The e-way bill the goods move under, null when none (docs/decisions/e-way-bills.md). */
  ewayBillNumber: string | null;
  items: { name: string; sku: string; quantity: number; unitPricePaise: number }[];
};

/** What booking a parcel gives back. */
export type BookedParcel = {
  courier: string;
  awb: string | null;
  trackingUrl: string | null;
  externalOrderId: string | null;
  externalShipmentId: string | null;
};

/** One tracking report, in the shop's words; `status` null when it changes nothing we track. */
export type TrackingReport = {
  awb: string;
  status: ShipmentStatus | null;
  description: string;
  location: string | null;
  at: Date;
  /** The same report always gives the same key (replays are recognised by it). */
  dedupeKey: string;
  externalStatusId: number | null;
  /**
   * A failed delivery attempt (NDR; docs/decisions/failed-deliveries.md): the courier's own words
   * for it. Absent on every other report.
   */
  failedAttempt?: { remark: string };
};

/**
 * What the shop asks the courier to do about a failed delivery: try again (optionally on a day,
 * with a corrected phone or address), or bring the parcel back (return to origin).
 */
export type NdrAction =
  | {
      kind: 'reattempt';
      comment: string;
      /** YYYY-MM-DD, the day the customer asked for. */
      date?: string;
      /** Ten digits. */
      phone?: string;
      address1?: string;
      address2?: string;
    }
  | { kind: 'return'; comment: string };

/** The courier's answer to an NDR action, in its own words. */
export type NdrActionAnswer = { message: string };

export type BookOptions = { courier?: string; awb?: string; trackingUrl?: string };

/**
 * A courier the shop ships through (docs/decisions/shipments-and-couriers.md). `manual` is a
 * courier the shop books by phone or at the counter; `shiprocket` books through Shiprocket's API.
 */
export interface CarrierAdapter {
  readonly name: CarrierName;
  book(order: ParcelOrder, opts: BookOptions): Promise<BookedParcel>;
  /** The courier's own label PDF, or null when the shop prints its own. */
  label(parcel: { externalShipmentId: string | null; awb: string | null }): Promise<Buffer | null>;
  /** The courier's reports so far, oldest first. */
  track(awb: string): Promise<TrackingReport[]>;
  /**
   * Sends the shop's decision on a failed delivery to the courier; throws (AppError) when the
   * courier refuses it or cannot be reached, or when the carrier has no such API (manual).
   */
  ndrAction(awb: string, action: NdrAction): Promise<NdrActionAnswer>;
}
