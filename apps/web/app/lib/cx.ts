/**
 * Joins class names without conflict resolution. Storefront code and the few primitives it renders
 * (buttonVariants, Badge, Logo) use this instead of `cn`: tailwind-merge alone is ~9 KB gzip of
 * first-load JS. A module of its own, so importing it never brings tailwind-merge along.
 */
export { clsx as cx } from 'clsx';
