import { Heart, type IconComponent, MapPin, Package, TicketPercent } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

const benefits: { icon: IconComponent; text: ReactNode }[] = [
  { icon: Package, text: 'Track every order and download its GST invoice' },
  { icon: MapPin, text: 'Save delivery addresses for a faster checkout' },
  { icon: Heart, text: 'Keep a wishlist of the models you have your eye on' },
  {
    icon: TicketPercent,
    text: (
      <>
        New here? <strong className="font-mono tracking-wide text-white">WELCOME10</strong> takes
        10% off your first order
      </>
    ),
  },
];

/** The frame of the sign-in screens: a card with a title, and on wide screens why an account helps. */
export function AuthFrame({
  title,
  subtitle,
  icon: Icon,
  withBenefits = false,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  icon: IconComponent;
  withBenefits?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div
      className={cx(
        'mx-auto py-8 sm:py-12',
        withBenefits ? 'grid max-w-5xl gap-8 lg:grid-cols-2 lg:items-stretch' : 'max-w-md',
      )}
    >
      {withBenefits && (
        <aside className="relative overflow-hidden rounded-card bg-brand-950 p-10 text-brand-100 max-lg:hidden">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(circle_at_10%_10%,var(--color-brand-700)_0,transparent_45%),radial-gradient(circle_at_95%_95%,var(--color-accent-700)_0,transparent_35%)] opacity-60"
          />
          <div className="relative flex h-full flex-col justify-center">
            <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">
              Your Propwash account
            </p>
            <h2 className="mt-3 text-3xl font-extrabold text-white">
              Everything for your next flight, in one place
            </h2>
            <ul className="mt-8 space-y-4">
              {benefits.map(({ icon: BenefitIcon, text }, i) => (
                <li key={i} className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-accent-400 ring-1 ring-white/10">
                    <BenefitIcon className="size-[18px]" aria-hidden />
                  </span>
                  <span className="pt-1.5 text-[15px] leading-snug">{text}</span>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      )}
      <div className="w-full">
        <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h1 className="text-2xl font-extrabold text-brand-950">{title}</h1>
              {subtitle && <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p>}
            </div>
          </div>
          {children}
        </div>
        {footer && <div className="mt-5 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}

/** A sign-in screen's submit button: full width, large, and saying what it is doing while busy. */
export function AuthSubmit({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={buttonVariants({ size: 'lg', className: 'w-full' })}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** A text link of the sign-in screens (to log in, register, reset a password). */
export function AuthLink({ className, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={cx(className, 'font-semibold text-brand-700 underline-offset-4 hover:underline')}
    />
  );
}
