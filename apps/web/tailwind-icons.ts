// The storefront's icons as CSS: a class `i-NAME` (a Lucide icon's file name, `i-shopping-cart`)
// sets `--icon` to the icon's drawing as an SVG data URL, and `.icon` (app.css) paints
// currentColor through it as a mask. `i-NAME-filled` is the same outline filled in (a rated
// star, a saved heart). ui/icons.tsx names the components that carry these classes.
//
// Why not the icon package's components: each one is an <svg> of 250-750 bytes in every page's
// HTML and its drawing again in the page's JavaScript. The home page carried 56 of them (26 KB
// of HTML, 1.7 KB after compression, which pushed it past the first 14.6 KB a new connection
// delivers in one round trip), and the storefront's chunks held ~95 icon modules (~11 KB of
// brotli on every page). As CSS each drawing is sent once, in a stylesheet every page shares and
// the browser keeps (docs/decisions/icons-as-css-masks.md).
//
// Tailwind loads this file for `@plugin` in app/icons.css, which lists the classes to make (the
// icons ui/icons.tsx names), so an icon no page shows costs nothing.
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import plugin from 'tailwindcss/plugin';

type LucideComponent = ComponentType<{ fill?: string }>;

/** `shopping-cart` → `ShoppingCart`, `gamepad-2` → `Gamepad2`: the name lucide-react exports. */
const componentName = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/**
 * An icon as a CSS url() of an SVG data URL: lucide-react's own markup for it, stroked in black
 * (a mask reads only where it is drawn) and, when filled, filled as well. Only what a data URL
 * inside a double-quoted CSS string cannot hold is escaped, which keeps it short. Null for a name
 * Lucide does not have, so a stray `i-…` word in a source makes no class.
 */
export function maskUrl(name: string, filled: boolean): string | null {
  const Icon = (lucide as unknown as Record<string, LucideComponent | undefined>)[
    componentName(name)
  ];
  if (!Icon || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return null;
  const svg = renderToStaticMarkup(createElement(Icon, filled ? { fill: '#000' } : {}))
    // The box's own size and class, not those of a drawn rect.
    .replace(/^<svg[^>]*>/, (root) =>
      root.replace(/ (width|height|class|aria-hidden)="[^"]*"/g, ''),
    )
    .replace(/currentColor/g, '#000')
    .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, '/>')
    .replace(/"/g, "'");
  const escaped = svg.replace(/[%#<>\\\n]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${escaped}")`;
}

/**
 * The classes' values, made when Tailwind asks for one: Tailwind looks a value up by name (own
 * properties only), so a proxy answers for any name Lucide has without drawing 2,400 icons.
 */
function iconValues(): Record<string, string> {
  const cache = new Map<string, string | null>();
  const lookup = (key: string) => {
    if (!cache.has(key)) {
      const filled = key.endsWith('-filled');
      cache.set(key, maskUrl(filled ? key.slice(0, -'-filled'.length) : key, filled));
    }
    return cache.get(key) ?? undefined;
  };
  return new Proxy({} as Record<string, string>, {
    get: (_, key) => (typeof key === 'string' ? lookup(key) : undefined),
    has: (_, key) => typeof key === 'string' && lookup(key) !== undefined,
    getOwnPropertyDescriptor: (_, key) => {
      const value = typeof key === 'string' ? lookup(key) : undefined;
      return value === undefined
        ? undefined
        : { value, enumerable: true, configurable: true, writable: false };
    },
  });
}

export default plugin(({ matchUtilities }) => {
  matchUtilities({ i: (url: string) => ({ '--icon': url }) }, { values: iconValues() });
});
