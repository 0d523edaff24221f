// Flat SVG drawings on a 400×300 canvas, one per kind of product; flat fills because gradients
// cost librsvg several times more to render and the seed renders a few hundred images.

export type Palette = {
  bg: string;
  primary: string;
  secondary: string;
  dark: string;
  light: string;
};

const drawings = {
  plane: (p: Palette) => `
    <rect x="50" y="108" width="300" height="46" rx="12" fill="${p.primary}"/>
    <rect x="62" y="108" width="22" height="46" fill="${p.light}"/><rect x="316" y="108" width="22" height="46" fill="${p.light}"/>
    <ellipse cx="200" cy="152" rx="17" ry="112" fill="${p.secondary}"/>
    <rect x="138" y="234" width="124" height="24" rx="7" fill="${p.primary}"/>
    <ellipse cx="200" cy="96" rx="9" ry="20" fill="${p.dark}" opacity=".75"/>
    <rect x="166" y="34" width="68" height="7" rx="3.5" fill="${p.dark}"/><circle cx="200" cy="42" r="7" fill="${p.light}"/>`,
  warbird: (p: Palette) => `
    <path d="M42 150 C120 108 280 108 358 150 C280 174 120 174 42 150 Z" fill="${p.primary}"/>
    <ellipse cx="200" cy="152" rx="19" ry="114" fill="${p.secondary}"/>
    <path d="M146 246 Q200 226 254 246 Q200 266 146 246 Z" fill="${p.primary}"/>
    <circle cx="108" cy="143" r="11" fill="${p.light}"/><circle cx="108" cy="143" r="5" fill="${p.dark}"/>
    <circle cx="292" cy="143" r="11" fill="${p.light}"/><circle cx="292" cy="143" r="5" fill="${p.dark}"/>
    <ellipse cx="200" cy="112" rx="9" ry="18" fill="${p.dark}" opacity=".75"/>
    <circle cx="200" cy="38" r="30" fill="${p.dark}" opacity=".12"/><circle cx="200" cy="40" r="8" fill="${p.dark}"/>`,
  jet: (p: Palette) => `
    <path d="M186 122 L58 202 L58 218 L186 192 Z M214 122 L342 202 L342 218 L214 192 Z" fill="${p.primary}"/>
    <path d="M188 226 L136 262 L136 272 L190 256 Z M212 226 L264 262 L264 272 L210 256 Z" fill="${p.primary}"/>
    <path d="M200 26 L215 82 L215 252 L200 272 L185 252 L185 82 Z" fill="${p.secondary}"/>
    <ellipse cx="200" cy="88" rx="8" ry="22" fill="${p.dark}" opacity=".8"/>
    <rect x="193" y="262" width="14" height="8" fill="${p.dark}"/>`,
  wheel: (p: Palette) => `
    <path d="M190 162 L176 36 L224 36 L210 162 Z" fill="${p.secondary}"/>
    <rect x="166" y="28" width="68" height="16" rx="5" fill="${p.dark}"/>
    <circle cx="200" cy="170" r="84" fill="${p.dark}"/><circle cx="200" cy="170" r="58" fill="${p.light}"/>
    <circle cx="200" cy="170" r="40" fill="${p.primary}"/><circle cx="200" cy="170" r="12" fill="${p.dark}"/>`,
  propeller: (p: Palette) => `
    <path d="M200 150 C170 128 84 124 34 140 C80 162 170 168 200 150 Z" fill="${p.primary}"/>
    <path d="M200 150 C230 172 316 176 366 160 C320 138 230 132 200 150 Z" fill="${p.primary}"/>
    <path d="M60 139 C90 134 120 134 150 138" stroke="${p.light}" stroke-width="4" fill="none" opacity=".6"/>
    <circle cx="200" cy="150" r="20" fill="${p.dark}"/><circle cx="200" cy="150" r="7" fill="${p.light}"/>`,
  'tri-blade': (p: Palette) =>
    [0, 120, 240]
      .map(
        (a) =>
          `<path transform="rotate(${a} 200 150)" d="M200 150 C186 112 190 58 208 30 C228 62 218 116 200 150 Z" fill="${p.primary}"/>`,
      )
      .join('') +
    `<circle cx="200" cy="150" r="22" fill="${p.dark}"/><circle cx="200" cy="150" r="8" fill="${p.light}"/>`,
  helicopter: (p: Palette) => `
    <rect x="40" y="78" width="300" height="7" rx="3.5" fill="${p.dark}"/><rect x="184" y="84" width="8" height="24" fill="${p.dark}"/>
    <rect x="244" y="127" width="112" height="11" rx="5" fill="${p.secondary}"/>
    <path d="M346 128 L370 98 L380 100 L364 138 Z" fill="${p.primary}"/>
    <circle cx="362" cy="133" r="16" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".5"/>
    <path d="M108 152 Q108 104 172 104 L236 108 Q266 122 256 160 Q200 182 132 176 Q108 170 108 152 Z" fill="${p.primary}"/>
    <path d="M118 142 Q124 116 158 114 L164 146 Z" fill="${p.dark}" opacity=".7"/>
    <path d="M150 176 L144 202 M226 176 L232 202" stroke="${p.dark}" stroke-width="5"/>
    <path d="M122 202 L258 202" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>`,
  quadcopter: (p: Palette) => `
    <path d="M104 72 L296 228 M296 72 L104 228" stroke="${p.secondary}" stroke-width="18" stroke-linecap="round"/>
    ${[
      [104, 72],
      [296, 72],
      [104, 228],
      [296, 228],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="54" fill="${p.primary}" opacity=".28"/><circle cx="${x}" cy="${y}" r="15" fill="${p.dark}"/>`,
      )
      .join('')}
    <rect x="164" y="114" width="72" height="72" rx="14" fill="${p.primary}"/>
    <circle cx="200" cy="120" r="11" fill="${p.dark}"/><circle cx="200" cy="120" r="4" fill="${p.light}"/>`,
  car: (p: Palette) => `
    <path d="M66 172 L88 130 L160 120 L200 94 L282 94 L322 124 L348 134 L348 172 Z" fill="${p.primary}"/>
    <path d="M210 104 L270 104 L300 126 L196 126 Z" fill="${p.light}"/>
    <rect x="88" y="146" width="246" height="9" fill="${p.secondary}"/>
    <circle cx="122" cy="186" r="43" fill="${p.dark}"/><circle cx="122" cy="186" r="19" fill="${p.light}"/>
    <circle cx="300" cy="186" r="43" fill="${p.dark}"/><circle cx="300" cy="186" r="19" fill="${p.light}"/>`,
  boat: (p: Palette) => `
    <path d="M0 222 Q50 210 100 222 T200 222 T300 222 T400 222 L400 300 L0 300 Z" fill="#4fc3f7" opacity=".35"/>
    <path d="M40 160 L330 160 Q368 160 376 144 L360 192 Q200 216 70 202 Z" fill="${p.primary}"/>
    <path d="M118 160 L150 128 L250 126 L292 160 Z" fill="${p.secondary}"/>
    <path d="M160 140 L244 138 L262 152 L150 154 Z" fill="${p.dark}" opacity=".6"/>
    <path d="M62 184 L360 173" stroke="${p.light}" stroke-width="6"/>`,
  engine: (p: Palette) => `
    <rect x="92" y="160" width="44" height="26" rx="4" fill="${p.primary}"/>
    <rect x="128" y="140" width="134" height="82" rx="16" fill="#b0bec5"/>
    <rect x="150" y="62" width="92" height="90" rx="6" fill="#78909c"/>
    ${[70, 85, 100, 115, 130].map((y) => `<rect x="138" y="${y}" width="116" height="7" rx="3" fill="#546e7a"/>`).join('')}
    <rect x="185" y="44" width="22" height="16" rx="3" fill="${p.dark}"/>
    <rect x="260" y="166" width="48" height="12" fill="${p.dark}"/><rect x="302" y="148" width="12" height="46" rx="3" fill="${p.primary}"/>
    <rect x="108" y="214" width="176" height="11" rx="4" fill="#90a4ae"/>`,
  motor: (p: Palette) => `
    <path d="M176 222 C172 250 160 266 140 282 M200 222 L200 284 M224 222 C228 250 240 266 260 282" stroke-width="7" fill="none" stroke="${p.dark}"/>
    <rect x="192" y="34" width="16" height="50" rx="3" fill="#cfd8dc"/>
    <rect x="130" y="78" width="140" height="132" rx="16" fill="${p.primary}"/>
    ${[96, 118, 140, 162].map((y) => `<rect x="146" y="${y}" width="108" height="10" rx="5" fill="${p.dark}" opacity=".25"/>`).join('')}
    <rect x="140" y="204" width="120" height="20" rx="4" fill="${p.dark}"/>`,
  esc: (p: Palette) => `
    <path d="M112 134 L40 122 M112 166 L40 178" stroke-width="10" stroke="${p.dark}"/><path d="M112 134 L40 122" stroke-width="10" stroke="#e53935"/>
    <path d="M288 126 L362 110 M288 150 L362 150 M288 174 L362 190" stroke-width="7" stroke="${p.dark}"/>
    <path d="M200 190 C204 230 230 250 270 262" stroke-width="3" fill="none" stroke="#8d6e63"/>
    <rect x="110" y="108" width="180" height="84" rx="12" fill="${p.primary}"/>
    <rect x="134" y="126" width="132" height="48" rx="6" fill="${p.light}" opacity=".85"/>
    <rect x="150" y="142" width="64" height="8" rx="4" fill="${p.dark}" opacity=".6"/>`,
  battery: (p: Palette) => `
    <path d="M320 130 L356 118 M320 168 L356 180" stroke-width="9" stroke="${p.dark}"/><path d="M320 130 L356 118" stroke-width="9" stroke="#e53935"/>
    <rect x="350" y="104" width="26" height="34" rx="4" fill="#fbc02d"/><rect x="350" y="164" width="26" height="34" rx="4" fill="#fbc02d"/>
    <path d="M140 216 C140 246 120 262 96 268" stroke-width="5" fill="none" stroke="#eceff1"/>
    <rect x="76" y="92" width="246" height="126" rx="14" fill="${p.primary}"/>
    <rect x="76" y="128" width="246" height="52" fill="${p.light}"/>
    <rect x="96" y="142" width="120" height="10" rx="5" fill="${p.dark}" opacity=".6"/><rect x="96" y="158" width="80" height="8" rx="4" fill="${p.dark}" opacity=".35"/>`,
  charger: (p: Palette) => `
    <rect x="86" y="86" width="228" height="138" rx="18" fill="${p.dark}"/>
    <rect x="106" y="106" width="118" height="74" rx="8" fill="${p.primary}"/>
    <rect x="118" y="120" width="70" height="9" rx="4" fill="${p.light}"/><rect x="118" y="138" width="48" height="9" rx="4" fill="${p.light}" opacity=".7"/>
    <circle cx="262" cy="126" r="12" fill="${p.secondary}"/><circle cx="262" cy="162" r="12" fill="${p.secondary}"/>
    <circle cx="126" cy="204" r="9" fill="#e53935"/><circle cx="154" cy="204" r="9" fill="#212121" stroke="#eceff1" stroke-width="2"/>
    <rect x="190" y="198" width="90" height="12" rx="3" fill="#eceff1" opacity=".8"/>`,
  radio: (p: Palette) => `
    <rect x="282" y="18" width="11" height="80" rx="5" fill="${p.dark}" transform="rotate(14 288 58)"/>
    <path d="M150 84 Q200 40 250 84" stroke="${p.dark}" stroke-width="12" fill="none"/>
    <rect x="86" y="78" width="228" height="176" rx="34" fill="${p.dark}"/>
    <rect x="104" y="72" width="14" height="26" rx="3" fill="${p.light}"/><rect x="282" y="72" width="14" height="26" rx="3" fill="${p.light}"/>
    <rect x="164" y="96" width="72" height="42" rx="5" fill="${p.primary}"/>
    <circle cx="146" cy="180" r="36" fill="${p.secondary}"/><circle cx="146" cy="180" r="9" fill="${p.light}"/>
    <circle cx="254" cy="180" r="36" fill="${p.secondary}"/><circle cx="254" cy="180" r="9" fill="${p.light}"/>`,
  servo: (p: Palette) => `
    <path d="M280 190 C320 200 340 230 372 246" stroke-width="4" stroke="#8d6e63" fill="none"/>
    <path d="M280 196 C318 208 336 238 366 256" stroke-width="4" stroke="#e53935" fill="none"/>
    <path d="M280 202 C316 216 332 246 360 266" stroke-width="4" stroke="#fb8c00" fill="none"/>
    <rect x="94" y="118" width="212" height="18" rx="5" fill="${p.secondary}"/>
    <rect x="120" y="96" width="160" height="116" rx="9" fill="${p.primary}"/>
    <rect x="100" y="88" width="112" height="16" rx="8" fill="${p.light}"/>
    <circle cx="156" cy="96" r="18" fill="${p.dark}"/><circle cx="156" cy="96" r="6" fill="${p.light}"/>
    <rect x="140" y="160" width="100" height="10" rx="5" fill="${p.dark}" opacity=".35"/>`,
  toolkit: (p: Palette) => `
    <rect x="60" y="140" width="98" height="34" rx="14" fill="${p.secondary}"/>
    <rect x="156" y="151" width="94" height="12" fill="#b0bec5"/><path d="M250 151 L266 157 L250 163 Z" fill="#90a4ae"/>
    <path d="M262 72 L276 72 L282 100 L256 100 Z" fill="${p.dark}"/>
    <rect x="236" y="98" width="68" height="134" rx="14" fill="${p.primary}"/>
    <rect x="236" y="140" width="68" height="44" fill="${p.light}"/>`,
  connector: (p: Palette) => `
    <path d="M120 128 L40 112 M120 172 L40 188" stroke-width="12" stroke="${p.dark}"/><path d="M120 128 L40 112" stroke-width="12" stroke="#e53935"/>
    <path d="M280 128 L360 112 M280 172 L360 188" stroke-width="12" stroke="${p.dark}"/><path d="M280 128 L360 112" stroke-width="12" stroke="#e53935"/>
    <path d="M112 104 L184 104 L184 196 L130 196 L112 178 Z" fill="${p.primary}"/>
    <path d="M288 104 L216 104 L216 196 L270 196 L288 178 Z" fill="${p.primary}"/>
    <circle cx="184" cy="128" r="8" fill="#ffd54f"/><circle cx="184" cy="172" r="8" fill="#ffd54f"/>
    <circle cx="216" cy="128" r="8" fill="#ffd54f"/><circle cx="216" cy="172" r="8" fill="#ffd54f"/>`,
  wire: (p: Palette) => `
    <path d="M290 200 C330 230 350 250 380 252" stroke-width="10" stroke="${p.primary}" fill="none" stroke-linecap="round"/>
    <circle cx="200" cy="150" r="104" fill="${p.secondary}"/>
    <circle cx="200" cy="150" r="92" fill="${p.primary}"/>
    ${[78, 64, 50].map((r) => `<circle cx="200" cy="150" r="${r}" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".25"/>`).join('')}
    <circle cx="200" cy="150" r="34" fill="${p.light}"/><circle cx="200" cy="150" r="12" fill="${p.dark}"/>`,
} satisfies Record<string, (p: Palette) => string>;

export type DrawingKind = keyof typeof drawings;
export const drawingKinds = Object.keys(drawings) as DrawingKind[];

/** The shapes of one drawing (no <svg> wrapper), for product images and banners alike. */
export function drawingShapes(kind: DrawingKind, palette: Palette): string {
  return drawings[kind](palette);
}

/** A palette around one hue: tinted background, strong primary, darker secondary. */
export function paletteFor(hue: number, backgroundHue = hue): Palette {
  return {
    bg: hslToHex(backgroundHue, 45, 93),
    primary: hslToHex(hue, 72, 48),
    secondary: hslToHex((hue + 28) % 360, 55, 36),
    dark: '#263238',
    light: '#f5f7f8',
  };
}

/** #rrggbb for an HSL colour (librsvg handles hex everywhere). */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
