import type { Address, SessionUser } from '@propwash/domain/accounts/schemas';
import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import type { ShippingMethod } from '@propwash/domain/shipping/shipping';
import type { StateName } from '@propwash/domain/shipping/states';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { refreshCart, useCart } from '#app/lib/cart/cart-store.ts';
import { CheckoutActions } from '#app/storefront/features/checkout/checkout-actions.tsx';
import { createAttemptKeys } from '#app/storefront/features/checkout/attempt-key.ts';
import {
  fetchQuote,
  forgetMyBusiness,
  placeOrder,
} from '#app/storefront/features/checkout/checkout-api.ts';
import { BusinessBox } from '#app/storefront/features/checkout/business-box.tsx';
import { DroneAcknowledgement } from '#app/storefront/features/checkout/drone-acknowledgement.tsx';
import { WhatsAppUpdatesBox } from '#app/storefront/features/checkout/whatsapp-updates-box.tsx';
import { loadCheckout } from '#app/storefront/features/checkout/checkout-loader.ts';
import {
  orderErrorMessage,
  orderFingerprint,
  paymentStepError,
  placeOrderBlocker,
  quoteContact,
  validateShippingStep,
  whatsappNumberText,
  type CheckoutStep,
  type ShippingField,
} from '#app/storefront/features/checkout/checkout-rules.ts';
import {
  CheckoutSkeleton,
  EmptyCheckout,
  OpeningOrder,
} from '#app/storefront/features/checkout/checkout-states.tsx';
import { CouponBox } from '#app/storefront/features/checkout/coupon-box.tsx';
import { OrderSummary } from '#app/storefront/features/checkout/order-summary.tsx';
import { PayOrderPanel } from '#app/storefront/features/checkout/pay-order-panel.tsx';
import { isOnlineMethod } from '#app/lib/payments/online-methods.ts';
import { PaymentStep } from '#app/storefront/features/checkout/payment-step.tsx';
import { ReviewStep } from '#app/storefront/features/checkout/review-step.tsx';
import { ShippingStep } from '#app/storefront/features/checkout/shipping-step.tsx';
import { useShippingForm } from '#app/storefront/features/checkout/use-shipping-form.ts';
import { StepIndicator } from '#app/storefront/features/checkout/step-indicator.tsx';
import { usePayOrder } from '#app/storefront/features/checkout/use-pay-order.tsx';
import { useQuote } from '#app/storefront/features/checkout/use-quote.ts';
import { placedOrderHref } from '#app/lib/orders/order-links.ts';
import { reserveOrderUpdatesPrompt } from '#app/lib/orders/order-updates-prompt.ts';
import type { Route } from './+types/checkout-page';

export function clientLoader(args: Route.ClientLoaderArgs) {
  return loadCheckout(args);
}

export function HydrateFallback() {
  return <CheckoutSkeleton />;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Checkout | Propwash' },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === 'pay') return <PayOrderPanel order={loaderData.order} />;
  return (
    <CheckoutFlow
      user={loaderData.user}
      addresses={loaderData.addresses}
      savedBusiness={loaderData.savedBusiness}
      whatsappUpdatesGranted={loaderData.whatsappUpdatesGranted}
    />
  );
}

/** Step 1's fields in the order they appear on screen (the first bad one gets the focus). */
const shippingFieldOrder: ShippingField[] = [
  'name',
  'phone',
  'pincode',
  'address',
  'landmark',
  'city',
  'state',
  'email',
];

const stepTitles: Record<CheckoutStep, string> = {
  1: 'Shipping details',
  2: 'Payment method',
  3: 'Review your order',
};

function CheckoutFlow({
  user,
  addresses,
  savedBusiness: initialSavedBusiness,
  whatsappUpdatesGranted,
}: {
  user: SessionUser;
  addresses: Address[];
  /** The business the account kept from the last order (GET /api/me/business). */
  savedBusiness: BusinessBuyer | null;
  /** The shopper already gets order updates on WhatsApp: the box starts ticked. */
  whatsappUpdatesGranted: boolean;
}) {
  const navigate = useNavigate();
  const cart = useCart();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [formError, setFormError] = useState<string | null>(null);
  const { addressId, setAddressId, form, setForm, errors, setErrors, pincode, ...addressBook } =
    useShippingForm(user, addresses, () => setFormError(null));
  const [chosenShipping, setShippingMethod] = useState<ShippingMethod>('standard');
  const [chosenMethod, setChosenMethod] = useState<PaymentMethodType | null>(null);
  const [chosenEmiMonths, setChosenEmiMonths] = useState<number | null>(null);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // Buying for a business: the GSTIN and legal name the invoice will name (business-box.tsx).
  const [business, setBusiness] = useState<BusinessBuyer | null>(null);
  const [savedBusiness, setSavedBusiness] = useState(initialSavedBusiness);
  const [droneAcknowledged, setDroneAcknowledged] = useState(false);
  const [droneError, setDroneError] = useState<string | null>(null);
  const [whatsappTicked, setWhatsappTicked] = useState(whatsappUpdatesGranted);
  const [phase, setPhase] = useState<'idle' | 'placing' | 'placed'>('idle');
  const [attemptKeys] = useState(createAttemptKeys);
  const payment = usePayOrder();
  const alertRef = useRef<HTMLDivElement>(null);

  const cartKey = cart.items.map((i) => `${i.key}:${i.quantity}`).join(',');
  // COD is the default when offered (else, COD unavailable, the first way to pay online); a
  // choice the quote no longer offers is dropped. The quote's figures follow the method.
  const {
    quotes,
    paymentMethod,
    error: quoteError,
    isLoading,
  } = useQuote({
    state: cart.status === 'ready' ? form.state : '',
    couponCode,
    cartKey,
    business,
    shippingMethod: chosenShipping,
    chosenMethod,
    contact: quoteContact(form),
  });
  // Express is off for a cart with goods that ship by surface only (the quote says why).
  const shippingMethod: ShippingMethod = quotes?.standard.expressUnavailable
    ? 'standard'
    : chosenShipping;
  const quote = quotes?.[shippingMethod] ?? null;
  const offered = quote?.paymentMethods ?? [];
  const emiMonths =
    paymentMethod === 'emi'
      ? ((quote?.emiPlans.find((p) => p.months === chosenEmiMonths) ?? quote?.emiPlans[0])
          ?.months ?? null)
      : null;

  function goTo(next: CheckoutStep) {
    setFormError(null);
    setStep(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  /**
   * On a phone the message sits far above the Continue button: bring the first bad field (or the
   * message) into view, below the sticky header, once it has rendered.
   */
  function revealError(fieldId?: string) {
    requestAnimationFrame(() => {
      const field = fieldId ? document.getElementById(fieldId) : null;
      const target = field ?? alertRef.current;
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      field?.focus({ preventScroll: true });
    });
  }

  async function continueFromShipping() {
    const result = await validateShippingStep(form);
    if (!result.ok) {
      // A saved address the rules refuse (an old phone format, say) opens as fields to fix.
      setAddressId(null);
      setErrors(result.fieldErrors);
      setFormError(result.message ?? 'Please check the highlighted fields');
      const first = shippingFieldOrder.find((field) => result.fieldErrors[field]);
      revealError(first ? `ship-${first}` : undefined);
      return;
    }
    setErrors({});
    setForm(result.details);
    goTo(2);
  }

  function continueFromPayment() {
    const error = paymentStepError(paymentMethod, offered);
    if (error) {
      setFormError(error);
      revealError();
      return;
    }
    goTo(3);
  }

  /** The server's check of a business before the quote and the order use it. */
  async function verifyBusiness(candidate: BusinessBuyer): Promise<BusinessBuyer> {
    const checked = await fetchQuote({
      state: form.state as StateName,
      shippingMethod,
      ...(couponCode ? { couponCode } : {}),
      business: candidate,
    });
    return checked.buyer ?? candidate;
  }

  async function forgetBusiness() {
    await forgetMyBusiness();
    setSavedBusiness(null);
  }

  // A micro or larger drone in the cart: the order needs the shopper's tick (docs/decisions/drones.md).
  const droneWords = quote?.droneAcknowledgement ?? null;
  // Asked only for a number WhatsApp can take (docs/decisions/whatsapp.md).
  const whatsappUpdates = whatsappTicked && whatsappNumberText(form.phone) !== null;

  async function submitOrder() {
    if (droneWords && !droneAcknowledged) {
      const message = 'Please tick that you have read the drone rules before placing the order';
      setDroneError(message);
      notify.error(message);
      revealError('drone-acknowledged');
      return;
    }
    const blocker =
      placeOrderBlocker({
        itemCount: quote?.items.length ?? cart.items.length,
        subtotal: quote?.subtotal ?? 0,
        total: quote?.total ?? 0,
        shipping: form,
      }) ??
      paymentStepError(paymentMethod, offered) ??
      (quote && quote.problems.length > 0
        ? 'Please update your cart before placing the order'
        : null);
    if (blocker || !paymentMethod) {
      setFormError(blocker);
      notify.error(blocker ?? 'Please select a payment method');
      revealError();
      return;
    }
    setFormError(null);
    const key = attemptKeys.keyFor(
      orderFingerprint({
        cartLines: cart.items,
        shipping: form,
        shippingMethod,
        paymentMethod,
        emiMonths,
        couponCode,
        business,
        droneAcknowledged: droneWords !== null && droneAcknowledged,
        whatsappUpdates,
      }),
    );
    setPhase('placing');
    try {
      const placed = await placeOrder(
        {
          shipping: { ...form, state: form.state as StateName },
          payment: { method: paymentMethod, ...(emiMonths ? { emiMonths } : {}) },
          shippingMethod,
          ...(couponCode ? { couponCode } : {}),
          ...(business ? { business } : {}),
          ...(droneWords ? { droneAcknowledged } : {}),
          ...(whatsappUpdates ? { whatsappUpdates } : {}),
          note,
        },
        key,
      );
      attemptKeys.settle('ok');
      // Paid online now: an online order's total, or a cash-on-delivery order's advance
      // (docs/decisions/part-paid-cod.md); the server says which with `can.pay`.
      if (placed.order.can.pay) {
        await payment.pay(placed.order, isOnlineMethod(paymentMethod) ? paymentMethod : 'upi');
        return;
      }
      // The order's own page confirms it (and stays on reload); the server emptied the cart.
      setPhase('placed');
      reserveOrderUpdatesPrompt();
      await navigate(placedOrderHref(placed.order.orderNumber), { replace: true });
      void refreshCart();
    } catch (error) {
      attemptKeys.settle(error instanceof ApiError ? error.status : 0);
      const message = orderErrorMessage(error);
      setFormError(message);
      notify.error(message);
      revealError();
      setPhase('idle');
      if (error instanceof ApiError && error.status > 0) void refreshCart();
    }
  }

  if (phase === 'placed') return <OpeningOrder />;
  if (cart.status === 'loading') return <CheckoutSkeleton />;
  if (cart.items.length === 0 && phase === 'idle' && !payment.isPaying) return <EmptyCheckout />;

  const paymentName = offered.find((m) => m.type === paymentMethod)?.name ?? '';
  const isBusy = phase === 'placing' || payment.isPaying;

  return (
    <div className="py-4 sm:py-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-8">
        <h1 className="text-xl font-extrabold text-brand-950 sm:text-2xl">Checkout</h1>
        <div className="w-full max-w-2xl">
          <StepIndicator step={step} />
        </div>
      </div>
      <div className="mt-4 grid items-start gap-4 sm:mt-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        {/* First on a phone (a bar with the total above the form), beside the form on a wide screen. */}
        <OrderSummary
          quote={quote}
          cartItems={cart.items}
          isLoading={isLoading}
          error={quoteError}
          paymentMethod={paymentMethod}
          className="lg:col-start-2 lg:row-start-1"
        />
        <section
          aria-labelledby="checkout-step-title"
          className="min-w-0 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6 lg:col-start-1 lg:row-start-1"
        >
          <h2 id="checkout-step-title" className="mb-4 text-lg font-bold text-brand-950">
            {stepTitles[step]}
          </h2>
          {formError && (
            <div ref={alertRef} className="mb-4">
              <FormAlert>{formError}</FormAlert>
            </div>
          )}
          {step === 1 && (
            <ShippingStep
              saved={{
                addresses,
                chosenId: addressId,
                onPick: addressBook.pickAddress,
                onNew: addressBook.addNewAddress,
              }}
              fields={{ form, errors, pincodeLookup: pincode.lookup, onChange: addressBook.change }}
              shippingMethod={shippingMethod}
              quotes={quotes}
              onShippingMethod={setShippingMethod}
              note={note}
              onNote={setNote}
            />
          )}
          {step === 2 && (
            <PaymentStep
              quote={quote}
              method={paymentMethod}
              emiMonths={emiMonths}
              onMethod={(m) => {
                setChosenMethod(m);
                setFormError(null);
              }}
              onEmiMonths={setChosenEmiMonths}
            />
          )}
          {step === 3 && (
            <ReviewStep
              quote={quote}
              shipping={form}
              shippingMethod={shippingMethod}
              paymentMethod={paymentMethod}
              paymentName={paymentName}
              emiMonths={emiMonths}
              onEditShipping={() => goTo(1)}
              onEditPayment={() => goTo(2)}
              coupon={
                <CouponBox
                  appliedCode={couponCode}
                  quoteError={couponCode ? (quote?.couponError ?? null) : null}
                  cartTotal={quote?.subtotal ?? cart.subtotal}
                  onApply={setCouponCode}
                  onRemove={() => setCouponCode(null)}
                />
              }
              business={
                <BusinessBox
                  applied={business}
                  saved={savedBusiness}
                  verify={verifyBusiness}
                  onApply={setBusiness}
                  onRemove={() => setBusiness(null)}
                  onForget={forgetBusiness}
                />
              }
              whatsapp={
                <WhatsAppUpdatesBox
                  phone={form.phone}
                  isChecked={whatsappTicked}
                  isGranted={whatsappUpdatesGranted}
                  onChange={setWhatsappTicked}
                />
              }
              acknowledgement={
                droneWords && (
                  <DroneAcknowledgement
                    words={droneWords}
                    isChecked={droneAcknowledged}
                    error={droneError}
                    onChange={(checked) => {
                      setDroneAcknowledged(checked);
                      setDroneError(null);
                    }}
                  />
                )
              }
            />
          )}
          <CheckoutActions
            step={step}
            quote={quote}
            isBusy={isBusy}
            isQuoting={isLoading}
            onBack={() => goTo((step - 1) as CheckoutStep)}
            onContinue={() => (step === 1 ? void continueFromShipping() : continueFromPayment())}
            onPlaceOrder={() => void submitOrder()}
          />
        </section>
      </div>
      {payment.modal}
    </div>
  );
}
