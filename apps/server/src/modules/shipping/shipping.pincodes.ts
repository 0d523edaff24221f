import { readFile } from 'node:fs/promises';
import type { PincodePlace } from '@propwash/domain/shipping/pincode-schemas';
import { findState } from '@propwash/domain/shipping/shipping';
import type { StateName } from '@propwash/domain/shipping/states';

/** The committed directory (see data/README.md): one line a district, pincodes as base-36 gaps. */
export const pincodeFile = new URL('./data/pincodes.txt', import.meta.url);

/** Every pincode ascending, with the index of its place (city and state) beside it. */
type Directory = {
  pins: Uint32Array;
  placeOf: Uint16Array;
  places: ReadonlyArray<{ city: string; state: StateName }>;
};

/** Parses pincodes.txt: "State|City|first gap gap ..." lines; '#' lines are comments. */
export function parseDirectory(text: string): Directory {
  const places: { city: string; state: StateName }[] = [];
  const entries: number[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [stateName, city, codes] = line.split('|');
    const state = findState(stateName ?? '')?.name;
    if (!state || !city || !codes) throw new Error(`pincodes.txt: bad line "${line.slice(0, 60)}"`);
    const index = places.push({ city, state }) - 1;
    let pin = 0;
    for (const [i, token] of codes.split(' ').entries()) {
      pin = i === 0 ? Number(token) : pin + parseInt(token, 36);
      entries.push(pin, index);
    }
  }
  const order = Array.from({ length: entries.length / 2 }, (_, i) => i).sort(
    (a, b) => entries[2 * a]! - entries[2 * b]!,
  );
  const pins = new Uint32Array(order.length);
  const placeOf = new Uint16Array(order.length);
  order.forEach((from, to) => {
    pins[to] = entries[2 * from]!;
    placeOf[to] = entries[2 * from + 1]!;
  });
  return { pins, placeOf, places };
}

function find(dir: Directory, pin: number): number {
  let lo = 0;
  let hi = dir.pins.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = dir.pins[mid]!;
    if (at === pin) return mid;
    if (at < pin) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

// One parsed directory per file for the whole process, however many app instances ask (tests
// build many); a failed read is forgotten so the next lookup tries again.
const loaded = new Map<string, Promise<Directory>>();

/**
 * India's pincodes → city (district) and state, for filling the address form. The ~60 KB file is
 * read and parsed on the first lookup, not at start-up, and then held as two typed arrays.
 */
export function createPincodeService(opts: { file?: URL } = {}) {
  const file = opts.file ?? pincodeFile;

  function directory(): Promise<Directory> {
    let dir = loaded.get(file.href);
    if (!dir) {
      dir = readFile(file, 'utf8').then(parseDirectory);
      dir.catch(() => loaded.delete(file.href));
      loaded.set(file.href, dir);
    }
    return dir;
  }

  return {
    /** The place of a well-formed 6-digit pincode, or null when India Post does not list it. */
    async lookup(pincode: string): Promise<PincodePlace | null> {
      const dir = await directory();
      const at = find(dir, Number(pincode));
      if (at < 0) return null;
      const place = dir.places[dir.placeOf[at]!]!;
      return { pincode, city: place.city, state: place.state };
    },
    /** How many pincodes the directory holds (loads it). */
    async size(): Promise<number> {
      return (await directory()).pins.length;
    },
  };
}

export type PincodeService = ReturnType<typeof createPincodeService>;
