import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_LABEL_PDF, startFakeShiprocket } from '../../../test/fake-shiprocket.ts';
import type { ParcelOrder } from './carriers.ports.ts';
import { createShiprocketCarrier, SHIPROCKET_DEFAULT_URL } from './carriers.shiprocket.ts';
import { reportFromWebhook, shiprocketWebhookSchema } from './carriers.shiprocket-status.ts';

// The Shiprocket adapter against a stand-in of Shiprocket's API on 127.0.0.1.
let fake: Awaited<ReturnType<typeof startFakeShiprocket>>;
beforeAll(async () => {
  fake = await startFakeShiprocket({ email: 'api@shop.in', password: 'right' });
});
afterAll(() => fake.close());

const parcel: ParcelOrder = {
  orderId: 'o1',
  orderNumber: 'PW-2611-ABCDE',
  placedAt: new Date('2026-11-26T06:30:00Z'),
  paymentMethod: 'upi',
  subtotalPaise: 249_900,
  totalPaise: 249_900,
  codAmountPaise: 0,
  address: {
    name: 'Asha K Rao',
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    address: '12, 3rd Cross',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
  },
  ewayBillNumber: null,
  items: [{ name: 'Skylark 1200', sku: 'SKY-1200', quantity: 1, unitPricePaise: 249_900 }],
};

const carrierWith = (password: string) =>
  createShiprocketCarrier({
    account: async () => ({
      baseUrl: fake.url,
      email: 'api@shop.in',
      password,
      pickupLocation: 'Koramangala',
    }),
  });

describe('the Shiprocket adapter', () => {
  it('books a parcel: one sign-in, the ad hoc order in Shiprocket’s fields, then the AWB', async () => {
    const carrier = carrierWith('right');
    const before = fake.logins;
    const booked = await carrier.book(parcel, {});
    const again = await carrier.book(
      { ...parcel, orderNumber: 'PW-2611-FGHIJ' },
      { courier: '12' },
    );
    expect(fake.logins - before).toBe(1);
    expect(booked).toMatchObject({
      courier: 'Delhivery Surface',
      awb: expect.stringMatching(/^SR/),
    });
    expect(again.awb).not.toBe(booked.awb);
    const created = fake.requests.filter((r) => r.path === '/v1/external/orders/create/adhoc');
    expect(created[0]!.body).toMatchObject({
      order_id: 'PW-2611-ABCDE',
      order_date: '2026-11-26 12:00',
      pickup_location: 'Koramangala',
      billing_customer_name: 'Asha',
      billing_last_name: 'K Rao',
      billing_phone: '9845012345',
      payment_method: 'Prepaid',
      sub_total: 2499,
      order_items: [{ name: 'Skylark 1200', sku: 'SKY-1200', units: 1, selling_price: 2499 }],
    });
    expect(created[0]!.auth).toMatch(/^Bearer [0-9a-f]{32}$/);
    const assigned = fake.requests.filter((r) => r.path === '/v1/external/courier/assign/awb');
    expect(assigned.at(-1)!.body).toMatchObject({ courier_id: 12 });
  });

  it('sends the landmark as the second address line the courier reads', async () => {
    const carrier = carrierWith('right');
    await carrier.book(
      {
        ...parcel,
        orderNumber: 'PW-2611-LANDM',
        address: { ...parcel.address, landmark: 'Near Shiva temple' },
      },
      {},
    );
    await carrier.book({ ...parcel, orderNumber: 'PW-2611-NOLAN' }, {});
    const created = fake.requests.filter((r) => r.path === '/v1/external/orders/create/adhoc');
    const sent = (orderId: string) =>
      created.find((r) => (r.body as { order_id?: string }).order_id === orderId)!.body;
    expect(sent('PW-2611-LANDM')).toMatchObject({
      billing_address: '12, 3rd Cross',
      billing_address_2: 'Near Shiva temple',
    });
    expect(sent('PW-2611-NOLAN')).not.toHaveProperty('billing_address_2');
  });

  it('sends the e-way bill number the goods move under as ewaybill_no', async () => {
    const carrier = carrierWith('right');
    await carrier.book(
      { ...parcel, orderNumber: 'PW-2611-EWAYB', ewayBillNumber: '391000123456' },
      {},
    );
    await carrier.book({ ...parcel, orderNumber: 'PW-2611-NOEWB' }, {});
    const created = fake.requests.filter((r) => r.path === '/v1/external/orders/create/adhoc');
    const sent = (orderId: string) =>
      created.find((r) => (r.body as { order_id?: string }).order_id === orderId)!.body;
    expect(sent('PW-2611-EWAYB')).toMatchObject({ ewaybill_no: '391000123456' });
    expect(sent('PW-2611-NOEWB')).not.toHaveProperty('ewaybill_no');
  });

  it('signs in again when the token expires', async () => {
    const carrier = carrierWith('right');
    await carrier.book(parcel, {});
    const before = fake.logins;
    fake.expireTokens();
    const booked = await carrier.book(parcel, {});
    expect(booked.awb).toBeTruthy();
    expect(fake.logins - before).toBe(1);
  });

  it('says what failed when the credentials are wrong or Shiprocket is out of reach', async () => {
    await expect(carrierWith('wrong').book(parcel, {})).rejects.toMatchObject({
      type: 'SERVICE_UNAVAILABLE',
      message: 'Shiprocket: sign-in failed (Invalid email and password combination)',
    });
    const away = createShiprocketCarrier({
      account: async () => ({
        baseUrl: 'http://127.0.0.1:1',
        email: 'a',
        password: 'b',
        pickupLocation: 'P',
      }),
    });
    await expect(away.book(parcel, {})).rejects.toMatchObject({ type: 'SERVICE_UNAVAILABLE' });
    const unset = createShiprocketCarrier({ account: async () => null });
    await expect(unset.book(parcel, {})).rejects.toMatchObject({ type: 'CONFLICT' });
  });

  it('downloads the label and reads tracking in the shop’s statuses, oldest first', async () => {
    const carrier = carrierWith('right');
    const booked = await carrier.book(parcel, {});
    const pdf = await carrier.label({
      externalShipmentId: booked.externalShipmentId,
      awb: booked.awb,
    });
    expect(pdf?.equals(FAKE_LABEL_PDF)).toBe(true);
    fake.setScans(booked.awb!, [
      {
        date: '2026-11-27 18:05:00',
        activity: 'Delivered',
        location: 'Indiranagar',
        'sr-status': 7,
        'sr-status-label': 'DELIVERED',
      },
      {
        date: '2026-11-27 08:10:00',
        activity: 'Out for delivery',
        location: 'Indiranagar',
        'sr-status': 17,
        'sr-status-label': 'OUT FOR DELIVERY',
      },
    ]);
    const reports = await carrier.track(booked.awb!);
    expect(reports.map((r) => [r.status, r.at.toISOString(), r.location])).toEqual([
      ['out_for_delivery', '2026-11-27T02:40:00.000Z', 'Indiranagar'],
      ['delivered', '2026-11-27T12:35:00.000Z', 'Indiranagar'],
    ]);
  });

  it('reads a webhook call: status by name or id, India time, one key per report', () => {
    const body = shiprocketWebhookSchema.parse({
      awb: 19041424751540,
      current_status: 'RTO DELIVERED',
      current_status_id: '10',
      current_timestamp: '23 05 2023 11:43:52',
    });
    const report = reportFromWebhook(body, new Date());
    expect(report).toMatchObject({
      awb: '19041424751540',
      status: 'returned_to_origin',
      at: new Date('2023-05-23T06:13:52.000Z'),
      dedupeKey: 'RTO DELIVERED|2023-05-23T06:13:52.000Z',
    });
    const byId = reportFromWebhook(
      shiprocketWebhookSchema.parse({
        awb: 'X1',
        current_status: 'Shipment Out',
        current_status_id: 17,
      }),
      new Date(),
    );
    expect(byId.status).toBe('out_for_delivery');
    expect(SHIPROCKET_DEFAULT_URL).toBe('https://apiv2.shiprocket.in');
  });
});
