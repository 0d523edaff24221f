import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskUrl } from './tailwind-icons.ts';

const decoded = (url: string | null) => decodeURIComponent(url ?? '');

describe('icon masks', () => {
  it("draws Lucide's icon as an SVG data URL, outlined unless filled", () => {
    const cart = maskUrl('shopping-cart', false);
    expect(cart).toMatch(/^url\("data:image\/svg\+xml,%3Csvg /);
    expect(decoded(cart)).toContain("viewBox='0 0 24 24' fill='none' stroke='#000'");
    expect(decoded(cart)).toContain("<circle cx='18' cy='20' r='2'/>");
    expect(decoded(maskUrl('star', true))).toContain("fill='#000' stroke='#000'");
  });

  it("drops the box's size but keeps a drawn rectangle's", () => {
    const mail = decoded(maskUrl('mail', false));
    expect(mail).toMatch(/^url\("data:image\/svg\+xml,<svg xmlns='[^']+' viewBox=/);
    expect(mail).toContain("<rect x='2' y='4' width='20' height='16' rx='2'/>");
  });

  it('follows an old name to the icon it now names', () => {
    expect(maskUrl('trash-2', false)).toBe(maskUrl('trash', false));
  });

  it('makes nothing for a name Lucide does not have', () => {
    expect(maskUrl('no-such-icon', false)).toBeNull();
    expect(maskUrl('Plus', false)).toBeNull();
  });

  it('has a drawing for every icon class ui/icons.tsx names, and icons.css makes each of them', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'app/ui/icons.tsx'), 'utf8');
    const classes = [...source.matchAll(/'i-([a-z0-9-]+)'/g)].map((m) => m[1]!);
    const stylesheet = readFileSync(path.join(import.meta.dirname, 'app/icons.css'), 'utf8');
    const listed = /@source inline\('i-\{([^}]+)\}'\)/.exec(stylesheet)?.[1]?.split(',') ?? [];
    expect([...listed].sort()).toEqual([...new Set(classes)].sort());
    expect(classes.length).toBeGreaterThan(80);
    const missing = classes.filter((name) =>
      name.endsWith('-filled')
        ? !maskUrl(name.slice(0, -'-filled'.length), true)
        : !maskUrl(name, false),
    );
    expect(missing).toEqual([]);
  });
});
