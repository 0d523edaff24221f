/**
 * Form control looks as plain class strings, so storefront forms can style native elements without
 * the admin primitives' tailwind-merge (see lib/cn.ts). <Input> uses the same string.
 */
export const inputClassName =
  'flex h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-60 aria-invalid:border-danger-600 sm:text-sm';

export const labelClassName = 'text-sm leading-none font-medium text-slate-800';

export const fieldErrorClassName = 'text-sm text-danger-700';

export const checkboxClassName =
  'size-4 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
