import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF writes, in drawing order, one string per text run: each run's glyph codes
 * decoded through its font's ToUnicode map (the invoice embeds a font subset, so the codes are
 * glyph numbers, not characters). Enough of PDF for the files pdfkit writes; not a general reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    const dict = at === -1 ? body : body.slice(0, at);
    let stream: string | null = null;
    if (at !== -1) {
      const data = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)?.[1] ?? '';
      try {
        stream = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      } catch {
        stream = data;
      }
    }
    objects.set(m[1]!, { dict, stream });
  }

  // Each font's glyph code → text, from its ToUnicode CMap (bfchar and bfrange entries).
  const cmapOf = new Map<string, Map<number, string>>();
  const toText = (hex: string) =>
    hex
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .map((h) => String.fromCodePoint(parseInt(h, 16)))
      .join('');
  const readCmap = (fontRef: string) => {
    const font = objects.get(fontRef);
    const uniRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
    const cmap = new Map<number, string>();
    const text = uniRef ? (objects.get(uniRef)?.stream ?? '') : '';
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const e of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
        cmap.set(parseInt(e[1]!, 16), toText(e[2]!));
      }
    }
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const e of block[1]!.matchAll(
        /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
      )) {
        const from = parseInt(e[1]!, 16);
        const to = parseInt(e[2]!, 16);
        const target = e[3]!;
        if (target.startsWith('[')) {
          [...target.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((t, i) =>
            cmap.set(from + i, toText(t[1]!)),
          );
        } else {
          const first = parseInt(target.slice(1, -1), 16);
          for (let code = from; code <= to; code++) {
            cmap.set(code, String.fromCodePoint(first + code - from));
          }
        }
      }
    }
    return cmap;
  };
  const cmap = (fontRef: string) => {
    if (!cmapOf.has(fontRef)) cmapOf.set(fontRef, readCmap(fontRef));
    return cmapOf.get(fontRef)!;
  };

  const runs: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(page.dict)?.[1];
    const resources = resourcesRef ? objects.get(resourcesRef)!.dict : page.dict;
    const fonts = new Map<string, string>();
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    for (const f of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(f[1]!, f[2]!);
    const content = contents ? (objects.get(contents)?.stream ?? '') : '';
    let current = '';
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (op[1]) {
        current = fonts.get(op[1]) ?? '';
        continue;
      }
      const map = cmap(current);
      let run = '';
      for (const h of op[2]!.matchAll(/<([0-9a-f]*)>/gi)) {
        const hex = h[1]!;
        const width = map.size > 0 ? 4 : 2;
        for (let i = 0; i < hex.length; i += width) {
          const code = parseInt(hex.slice(i, i + width), 16);
          run += map.size > 0 ? (map.get(code) ?? '') : String.fromCharCode(code);
        }
      }
      runs.push(run);
    }
  }
  return runs.join('\n');
}
