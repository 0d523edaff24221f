import { inArray, sql } from 'drizzle-orm';
import type { QuoteCoupon } from '@propwash/domain/pricing/quote';
import type { Db } from '../platform/db.ts';
import type { Storage } from '../platform/storage.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { issueInvoicesInBulk } from '../modules/orders/invoices/invoices.numbering.ts';
import { issueReceiptsInBulk } from '../modules/orders/receipts/receipts.numbering.ts';
import { couponRedemptions, coupons } from '../modules/coupons/coupons.tables.ts';
import { orderItems, orders, orderTimeline } from '../modules/orders/orders.tables.ts';
import { payments } from '../modules/payments/payments.tables.ts';
import { cheapestVariant, type OrderPlan } from './order-plan.ts';
import { indiaDay } from '@propwash/domain/india-time';

const DAY = 86_400_000;

/** Coupons as the pricing function takes them, read from the table so seeded orders use what is stored. */
export async function loadCoupons(db: Db): Promise<Map<string, QuoteCoupon & { id: string }>> {
  const rows = await db.select().from(coupons);
  return new Map(
    rows.map((c) => [
      c.code,
      {
        id: c.id,
        code: c.code,
        discountType: c.discountType,
        discountValue: c.discountValue,
        minPurchasePaise: c.minPurchasePaise,
        maxDiscountPaise: c.maxDiscountPaise,
      },
    ]),
  );
}

/**
 * Writes the planned orders whose numbers are free, with items, timeline, payment, coupon
 * redemption, a receipt once paid online and a GST invoice once packed; then refreshes
 * sold counts and coupon usage from what was written. Stock is not touched: these are history.
 */
export async function seedOrders(
  db: Db,
  input: { plans: OrderPlan[]; adminId: string; storage: Storage; couponIds: Map<string, string> },
): Promise<number> {
  const { plans, adminId, storage } = input;
  if (plans.length === 0) return 0;
  // The variants the plans take (products sold in versions), by SKU.
  const variantSkus = [
    ...new Set(plans.flatMap((p) => p.lines.flatMap((l) => l.product.variants.map((v) => v.sku)))),
  ];
  const variantIds = new Map(
    (variantSkus.length > 0
      ? await db
          .select({ id: productVariants.id, sku: productVariants.sku })
          .from(productVariants)
          .where(inArray(productVariants.sku, variantSkus))
      : []
    ).map((r) => [r.sku, r.id]),
  );
  const lastAt = (p: OrderPlan) => p.events[p.events.length - 1]?.at ?? p.placedAt;
  const eventAt = (p: OrderPlan, status: string) =>
    p.events.find((e) => e.status === status)?.at ?? null;

  const inserted = await db
    .insert(orders)
    .values(
      plans.map((p) => ({
        orderNumber: p.orderNumber,
        userId: p.customer.id,
        status: p.status,
        paymentMethod: p.paymentMethod,
        paymentStatus: paymentStatusOf(p),
        transactionId: p.providerPaymentId,
        priority: p.shippingMethod === 'express' ? ('high' as const) : ('normal' as const),
        warehouse: p.warehouse,
        supplier: p.supplier,
        shippingMethod: p.shippingMethod,
        customerName: p.customer.name,
        customerEmail: p.customer.email,
        shippingAddress: {
          name: p.address.name,
          email: p.customer.email,
          phone: p.address.phone,
          address: [p.address.line1, p.address.line2].filter(Boolean).join(', '),
          city: p.address.city,
          state: p.address.state,
          pincode: p.address.pincode,
        },
        subtotalPaise: p.quote.subtotalPaise,
        discountPaise: p.quote.discountPaise,
        shippingPaise: p.quote.shippingPaise,
        taxPaise: p.quote.taxPaise,
        cgstPaise: p.quote.cgstPaise,
        sgstPaise: p.quote.sgstPaise,
        igstPaise: p.quote.igstPaise,
        totalPaise: p.quote.totalPaise,
        roundOffPaise: p.quote.roundOffPaise,
        shippingTaxPaise: p.quote.shippingLine.taxPaise,
        pricesIncludeTax: true,
        couponCode: p.couponCode,
        trackingNumber: p.trackingNumber,
        estimatedDelivery: isoDate(
          new Date(p.placedAt.getTime() + (p.quote.deliveryDays.max + 1) * DAY),
        ),
        cancelReason: p.status === 'cancelled' ? 'Cancelled by customer' : null,
        createdAt: p.placedAt,
        updatedAt: lastAt(p),
        shippedAt: eventAt(p, 'shipped'),
        deliveredAt: eventAt(p, 'delivered'),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (inserted.length === 0) return 0;
  const idOf = new Map(inserted.map((r) => [r.orderNumber, r.id]));
  const written = plans.flatMap((p) => {
    const id = idOf.get(p.orderNumber);
    return id ? [{ plan: p, id }] : [];
  });

  await db.insert(orderItems).values(
    written.flatMap(({ plan, id }) =>
      plan.quote.lines.map((line, i) => {
        const product = plan.lines[i]?.product;
        const imageKey = product?.imageKeys[0];
        const variant = product ? cheapestVariant(product) : undefined;
        return {
          orderId: id,
          productId: line.productId,
          variantId: variant ? (variantIds.get(variant.sku) ?? null) : null,
          variantLabel: variant?.label ?? null,
          name: line.name,
          sku: variant?.sku ?? product?.sku ?? '',
          image: imageKey ? storage.publicUrl(`${imageKey}-640.webp`) : null,
          category: product?.categorySlug ?? '',
          hsnCode: product?.hsnCode ?? '',
          gstRateBp: line.gstRateBp,
          unitPricePaise: line.unitPricePaise,
          quantity: line.quantity,
          discountPaise: line.discountPaise,
          taxPaise: line.taxPaise,
          lineTotalPaise: line.lineTotalPaise,
        };
      }),
    ),
  );

  await db.insert(orderTimeline).values(
    written.flatMap(({ plan, id }) =>
      plan.events.map((e) => ({
        orderId: id,
        status: e.status,
        message: e.message,
        automated: e.automated,
        actorUserId: e.automated ? null : e.byCustomer ? plan.customer.id : adminId,
        createdAt: e.at,
      })),
    ),
  );

  await db
    .insert(payments)
    .values(written.map(({ plan, id }) => paymentRow(plan, id, lastAt(plan))));

  const redemptions = written.flatMap(({ plan, id }) => {
    const couponId = plan.couponCode ? input.couponIds.get(plan.couponCode) : undefined;
    return couponId && plan.status !== 'cancelled'
      ? [
          {
            couponId,
            orderId: id,
            userId: plan.customer.id,
            discountPaise: plan.quote.discountPaise,
            createdAt: plan.placedAt,
          },
        ]
      : [];
  });
  if (redemptions.length > 0) {
    await db.insert(couponRedemptions).values(redemptions);
    await db
      .update(coupons)
      .set({
        usedCount: sql`(select count(*)::int from coupons_redemption r where r.coupon_id = coupons_coupon.id)`,
      })
      .where(inArray(coupons.id, [...new Set(redemptions.map((r) => r.couponId))]));
  }

  await issueInvoicesInBulk(
    db,
    written.flatMap(({ plan, id }) => {
      // Invoiced when packed (or shipped), as real orders are (docs/decisions/invoice-timing.md).
      const packedAt = eventAt(plan, 'processing') ?? eventAt(plan, 'shipped');
      return packedAt ? [{ orderId: id, issuedAt: packedAt, series: plan.supplier.series }] : [];
    }),
  );
  // A receipt voucher for each order paid online, when its payment came.
  await issueReceiptsInBulk(
    db,
    written.flatMap(({ plan, id }) => {
      const paidAt = plan.providerPaymentId ? eventAt(plan, 'confirmed') : null;
      return paidAt
        ? [
            {
              orderId: id,
              issuedAt: paidAt,
              amountPaise: plan.quote.totalPaise,
              transactionId: plan.providerPaymentId,
            },
          ]
        : [];
    }),
  );

  const productIds = [
    ...new Set(written.flatMap(({ plan }) => plan.lines.map((l) => l.product.id))),
  ];
  await db
    .update(products)
    .set({
      // Table names spelled out: inside the subquery an unqualified "id" would bind to the wrong table.
      soldCount: sql`coalesce((select sum(i.quantity)::int from orders_item i join orders_order o on o.id = i.order_id where i.product_id = catalog_product.id and o.status <> 'cancelled'), 0)`,
    })
    .where(inArray(products.id, productIds));
  return written.length;
}

function paymentStatusOf(plan: OrderPlan): 'pending' | 'paid' | 'refunded' {
  if (plan.refundId) return 'refunded';
  if (plan.paymentMethod === 'cod') return plan.status === 'delivered' ? 'paid' : 'pending';
  return plan.providerPaymentId ? 'paid' : 'pending';
}

function paymentRow(plan: OrderPlan, orderId: string, updatedAt: Date) {
  const amountPaise = plan.quote.totalPaise;
  const base = {
    orderId,
    amountPaise,
    method: plan.paymentMethod,
    createdAt: plan.placedAt,
    updatedAt,
  };
  if (plan.paymentMethod === 'cod') {
    return {
      ...base,
      provider: 'cod' as const,
      status: plan.status === 'delivered' ? ('paid' as const) : ('created' as const),
    };
  }
  return {
    ...base,
    provider: 'simulator' as const,
    providerOrderId: plan.providerOrderId,
    providerPaymentId: plan.providerPaymentId,
    status: plan.refundId
      ? ('refunded' as const)
      : plan.providerPaymentId
        ? ('paid' as const)
        : ('created' as const),
    signatureVerified: plan.providerPaymentId !== null,
    refundId: plan.refundId,
    refundedPaise: plan.refundId ? amountPaise : 0,
  };
}

/** YYYY-MM-DD in India time. */
const isoDate = (date: Date) => indiaDay(date);
