import { BadgeCheck, Headset, ShieldCheck, Truck } from 'lucide-react';

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
    <section
      aria-labelledby="home-why"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-10"
    >
      <h2
        id="home-why"
        className="text-center text-2xl font-extrabold text-brand-950 sm:text-[1.75rem]"
      >
        Why hobbyists choose Propwash
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
              <Icon className="size-7" aria-hidden />
            </span>
            <h3 className="mt-4 text-base font-bold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
