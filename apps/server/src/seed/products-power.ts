import { modelWarranty, type CategoryProducts } from './product-data.ts';

const batteryWarranty = {
  period: '6 Months',
  covered: 'Manufacturing defects and cell imbalance on arrival',
  notCovered: 'Swelling from over-discharge, puncture or crash damage',
};
const escFields = { drawing: 'esc', hsn: '8504' } as const;
const chargerFields = { drawing: 'charger', hsn: '8504', warranty: modelWarranty } as const;

export const powerProducts: CategoryProducts[] = [
  {
    category: 'engines',
    skuPrefix: 'ENG',
    hsn: '8407',
    gstPercent: 28,
    origin: 'Japan',
    warranty: {
      period: '1 Year',
      covered: 'Manufacturing defects in castings, bearings and carburettor',
      notCovered: 'Damage from lean runs, dirt ingestion or a crash',
    },
    box: ['Engine', 'Muffler', 'Glow plug or spark plug', 'Manual'],
    note: 'Run a new engine in on the bench for two tanks before flying, a little rich, to seat the piston and ring.',
    products: [
      {
        name: 'O.S. Engines 55AX Glow Engine with Muffler',
        brand: 'O.S. Engines',
        price: 21999,
        mrp: 23999,
        blurb:
          'The go-to two-stroke for 40-55 size sport planes: easy to start, easy to tune and famously reliable.',
        highlights: [
          '9.03 cc, 1.68 hp at 16,000 RPM',
          'ABC piston and liner',
          'Twin ball bearings',
          'E-3071 muffler included',
        ],
      },
      {
        name: 'O.S. Engines 46AXII Glow Engine',
        brand: 'O.S. Engines',
        price: 17999,
        mrp: 19499,
        blurb:
          'A smooth .46 two-stroke that pairs perfectly with 40-size trainers and low-wing sport planes.',
        highlights: ['7.5 cc, 1.6 hp', 'ABC construction', '60S carburettor', 'Muffler included'],
      },
      {
        name: 'Saito FG-30B 30cc Four-Stroke Gas Engine',
        brand: 'Saito',
        price: 64999,
        mrp: 69999,
        blurb:
          'A petrol four-stroke with a scale thump and low fuel use, made in Japan for 30cc scale models.',
        highlights: [
          '30.5 cc, 3 hp',
          'Runs on petrol with 2-stroke oil',
          'Electronic ignition',
          'Made in Japan',
        ],
      },
      {
        name: 'Saito FA-82B Four-Stroke Glow Engine',
        brand: 'Saito',
        price: 39999,
        mrp: 42999,
        blurb:
          'A torquey .82 four-stroke that swings big props for scale models and sounds wonderful doing it.',
        highlights: [
          '13.4 cc, 1.4 hp',
          'Swings 14x8 to 15x6 props',
          'Ringed piston',
          'Made in Japan',
        ],
      },
      {
        name: 'DLE-30 30cc Gas Engine with Electronic Ignition',
        brand: 'DLE',
        price: 26999,
        mrp: 29999,
        blurb:
          'The most popular 30cc petrol engine in the world: rear exhaust, strong, and forgiving of cheap fuel.',
        highlights: [
          '30.5 cc, 3.5 hp',
          'Electronic ignition included',
          'Rear exhaust',
          'Swings 18x8 to 20x6 props',
        ],
        origin: 'China',
      },
      {
        name: 'DLE-61 Twin-Cylinder 61cc Gas Engine',
        brand: 'DLE',
        price: 54999,
        mrp: 58999,
        blurb:
          'An opposed-twin 61cc engine that runs smoother than a single and fits 2.2-metre aerobats.',
        highlights: [
          '61 cc, 6.8 hp',
          'Opposed twin, low vibration',
          'Electronic ignition included',
          'Swings 22x10 to 23x8 props',
        ],
        origin: 'China',
      },
      {
        name: 'Evolution Engines 10GX 10cc Gas Engine',
        brand: 'Evolution',
        price: 24999,
        mrp: 27499,
        blurb:
          'A small petrol engine for .60-size airframes: cheaper to run than glow and far less messy.',
        highlights: [
          '10 cc, 1.2 hp',
          'Electronic ignition',
          'Runs on petrol with oil',
          'Ideal for 60-size sport planes',
        ],
        origin: 'China',
      },
      {
        name: 'ASP S61AII Two-Stroke Glow Engine',
        brand: 'ASP',
        price: 8999,
        mrp: 9999,
        blurb:
          'An affordable .61 two-stroke with ball bearings, loved by club trainers across India.',
        highlights: [
          '10 cc, 1.8 hp',
          'Twin ball bearings',
          'Muffler included',
          'Great value for trainers',
        ],
        origin: 'China',
      },
    ],
  },
  {
    category: 'motors-escs',
    skuPrefix: 'MOT',
    hsn: '8501',
    gstPercent: 18,
    origin: 'China',
    warranty: modelWarranty,
    box: ['Motor', 'Prop adapter and mount', 'Screws'],
    note: 'Match the motor KV and the ESC rating to your propeller and cell count; our support team will check a combo for you.',
    products: [
      {
        name: 'SunnySky X2212 KV980 Brushless Outrunner',
        brand: 'SunnySky',
        price: 1399,
        mrp: 1599,
        blurb:
          'The classic motor for 1 m trainers and FPV wings: efficient, quiet and well balanced.',
        highlights: ['980 KV, 2-4S', 'Max 360 W', 'For 10x4.5 to 11x4.7 props', '56 g'],
      },
      {
        name: 'T-Motor AT2820 KV880 Long Shaft Motor',
        brand: 'T-Motor',
        price: 4499,
        mrp: 4999,
        blurb: 'A premium fixed-wing motor with a long shaft for scale cowls and 12-inch props.',
        highlights: [
          '880 KV, 3-4S',
          'Max 830 W',
          'For 12x6 to 13x6.5 props',
          'Long shaft for scale cowls',
        ],
      },
      {
        name: 'EMAX ECO II 2207 1900KV FPV Motor',
        brand: 'EMAX',
        price: 1699,
        mrp: 1899,
        blurb:
          'A value freestyle motor with a unibell design that survives crashes and runs cool on 6S.',
        highlights: ['1900 KV, 6S', 'N52 magnets', 'Unibell design', '33 g'],
      },
      {
        name: 'T-Motor F60 Pro V 2207.5 1950KV',
        brand: 'T-Motor',
        price: 2699,
        mrp: 2999,
        blurb: 'Racing-grade punch and smooth throttle for 5-inch freestyle and race quads.',
        highlights: ['1950 KV, 6S', 'Titanium alloy shaft', 'Curved arc magnets', '34.6 g'],
      },
      {
        name: 'SunnySky X4120 KV465 Outrunner',
        brand: 'SunnySky',
        price: 6999,
        mrp: 7999,
        blurb: 'A big outrunner that replaces a .90 glow engine in 1.8 m scale planes, on 6S.',
        highlights: ['465 KV, 6S', 'Max 1600 W', 'For 15x8 to 16x8 props', '.90 glow equivalent'],
      },
      {
        name: 'Hobbywing Skywalker 40A V2 ESC',
        brand: 'Hobbywing',
        price: 2299,
        mrp: 2599,
        blurb: 'A dependable fixed-wing ESC with a switching BEC strong enough for six servos.',
        highlights: [
          '40A continuous, 2-4S',
          '5 V/3 A switching BEC',
          'Programmable brake and timing',
          'XT60 ready',
        ],
        ...escFields,
      },
      {
        name: 'Hobbywing Platinum 60A V4 ESC',
        brand: 'Hobbywing',
        price: 5999,
        mrp: 6499,
        blurb: 'A helicopter and 3D ESC with governor mode and a programmable BEC.',
        highlights: [
          '60A continuous, 3-6S',
          'Governor and store modes',
          'Adjustable 5-8 V BEC',
          'Data logging',
        ],
        ...escFields,
      },
      {
        name: 'Castle Creations Phoenix Edge 75 ESC',
        brand: 'Castle Creations',
        price: 11999,
        mrp: 12999,
        blurb:
          'A premium ESC with full data logging for power setups where reliability matters most.',
        highlights: [
          '75A, up to 6S',
          'Full data logging',
          'Castle Link programming',
          'Made in the USA',
        ],
        origin: 'USA',
        ...escFields,
      },
      {
        name: 'Hobbywing EZRUN MAX10 G2 80A Combo with 3652 Motor',
        brand: 'Hobbywing',
        price: 10999,
        mrp: 11999,
        blurb:
          'A waterproof car combo that turns a brushed 1/10 basher into a 3S brushless rocket.',
        highlights: [
          '80A waterproof ESC',
          '3652 sensorless 3300 KV motor',
          '2-3S',
          'Programming box compatible',
        ],
      },
      {
        name: 'ReadyToSky 30A BLHeli_S ESC',
        brand: 'ReadyToSky',
        price: 899,
        mrp: 999,
        blurb:
          'A small, light ESC for FPV wings and DIY quads with BLHeli_S firmware and DShot support.',
        highlights: ['30A, 2-4S', 'BLHeli_S, DShot600', 'No BEC, for quads and wings', '6 g'],
        ...escFields,
      },
    ],
  },
  {
    category: 'batteries-chargers',
    skuPrefix: 'BAT',
    hsn: '8507',
    gstPercent: 18,
    origin: 'China',
    warranty: batteryWarranty,
    box: ['Battery pack'],
    note: 'Store LiPo packs at 3.8 V per cell and charge them in a fireproof bag. We ship batteries by surface courier only.',
    products: [
      {
        name: 'Tattu 2200mAh 3S 45C LiPo (XT60)',
        brand: 'Tattu',
        price: 2299,
        mrp: 2599,
        blurb:
          'The everyday pack for trainers and sport planes: consistent capacity and a long cycle life.',
        highlights: ['11.1 V, 2200 mAh', '45C continuous', 'XT60 connector', '188 g'],
      },
      {
        name: 'Tattu R-Line 1550mAh 6S 150C LiPo (XT60)',
        brand: 'Tattu',
        price: 5499,
        mrp: 5999,
        blurb: 'A racing pack that holds voltage under 5-inch FPV punch-outs, lap after lap.',
        highlights: ['22.2 V, 1550 mAh', '150C burst', 'XT60 connector', '250 g'],
      },
      {
        name: 'CNHL Black Series 5000mAh 4S 100C LiPo (XT90)',
        brand: 'CNHL',
        price: 6999,
        mrp: 7799,
        blurb: 'A high-current pack for 1/8 bashers and big electric planes.',
        highlights: [
          '14.8 V, 5000 mAh',
          '100C continuous',
          'XT90 connector',
          'Hard-wearing soft case',
        ],
      },
      {
        name: 'CNHL MiniStar 1300mAh 4S 120C LiPo',
        brand: 'CNHL',
        price: 2799,
        mrp: 3099,
        blurb: 'A light 4S pack for 5-inch freestyle and 3D foam planes.',
        highlights: ['14.8 V, 1300 mAh', '120C', 'XT60 connector', '155 g'],
      },
      {
        name: 'Orange 2200mAh 3S 30C LiPo',
        brand: 'Orange',
        price: 1699,
        mrp: 1899,
        blurb: 'A budget 3S pack for trainers and parkflyers.',
        highlights: ['11.1 V, 2200 mAh', '30C continuous', 'XT60 connector', '180 g'],
      },
      {
        name: 'Gens Ace 6000mAh 2S 60C Hardcase LiPo',
        brand: 'Gens Ace',
        price: 4299,
        mrp: 4799,
        blurb:
          'A hard-case 2S pack for 1/10 cars, with the runtime for a full afternoon at the track.',
        highlights: ['7.4 V, 6000 mAh', '60C', 'Hard case for car chassis', 'Deans T connector'],
      },
      {
        name: 'Molicel P42A 21700 4S1P Li-ion Pack',
        brand: 'Molicel',
        price: 4499,
        mrp: 4999,
        blurb:
          'A long-range Li-ion pack built from genuine Molicel P42A cells for FPV wings and 7-inch cruisers.',
        highlights: [
          '14.4 V, 4200 mAh',
          '45A continuous',
          'XT60 connector',
          'Assembled in Bengaluru',
        ],
        origin: 'India',
      },
      {
        name: 'SkyRC iMAX B6AC V2 Balance Charger',
        brand: 'SkyRC',
        price: 4299,
        mrp: 4999,
        blurb:
          'The charger most of us started with: AC or DC input, balance charging for 1-6S and a discharge function.',
        highlights: [
          '50 W, 1-6S LiPo',
          'Built-in AC power supply',
          'NiMH, LiFe and Pb modes',
          'Storage and discharge modes',
        ],
        box: ['Charger', 'AC power cord', 'Charge leads (XT60, Deans, Tamiya)', 'Manual'],
        ...chargerFields,
      },
      {
        name: 'ToolkitRC M6D Dual-Channel 500W Charger',
        brand: 'ToolkitRC',
        price: 8999,
        mrp: 9999,
        blurb:
          'A compact DC charger that charges two packs at once, with a servo tester and voltmeter built in.',
        highlights: [
          '2 x 250 W, 1-6S',
          'DC input 7-28 V',
          'Servo tester and cell checker',
          'USB-C output',
        ],
        ...chargerFields,
      },
      {
        name: 'ISDT Q6 Nano 200W Pocket Charger',
        brand: 'ISDT',
        price: 3999,
        mrp: 4499,
        blurb:
          'A pocket-sized 200 W charger that runs from a field battery: the field bag essential.',
        highlights: ['200 W, 1-6S', 'XT60 input', 'Colour display', 'Fits in a pocket'],
        ...chargerFields,
      },
    ],
  },
];
