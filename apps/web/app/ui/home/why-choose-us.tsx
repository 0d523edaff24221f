import { BadgeCheck, Headset, ShieldCheck, Truck } from '#app/ui/icons.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

const reasons = [
  {
    icon: BadgeCheck,
    title: '100% original',
    text: 'Genuine models and parts from brands and their authorised distributors. No clones.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payments',
    text: 'UPI, cards, net banking, wallets, EMI or cash on delivery, with a GST invoice every time.',
  },
  {
    icon: Truck,
    title: 'Delivery across India',
    text: 'Packed to survive the journey and tracked from our warehouse to your door.',
  },
  {
    icon: Headset,
    title: 'Hobbyist support',
    text: 'Questions on setup, binding or spares? Our team flies and drives what we sell.',
  },
];

export function WhyChooseUs() {
  return (
    <HydrateLater>
      <section
        aria-labelledby="home-why"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-10"
      >
        <h2
          id="home-why"
          className="text-center text-base font-extrabold text-brand-950 sm:text-[1.75rem]"
        >
          Why hobbyists choose Propwash
        </h2>
        {/* Phones show the four promises as one row of titles; the explanations from `sm`. */}
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center text-center">
              <span className="flex size-9 items-center justify-center rounded-xl bg-accent-100 text-accent-700 sm:size-14 sm:rounded-2xl">
                <Icon className="size-5 sm:size-7" aria-hidden />
              </span>
              <h3 className="mt-1.5 text-xs leading-tight font-bold text-slate-900 sm:mt-4 sm:text-base">
                {title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600 max-sm:hidden">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </HydrateLater>
  );
}
