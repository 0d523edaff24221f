import type { CategoryProducts } from './product-data.ts';

export const vehicleProducts: CategoryProducts[] = [
  {
    category: 'cars',
    skuPrefix: 'CAR',
    hsn: '9503',
    gstPercent: 18,
    origin: 'China',
    warranty: {
      period: '6 Months',
      covered: 'Manufacturing defects in the motor, ESC, servo and receiver',
      notCovered: 'Broken parts from crashes, water damage and wear',
    },
    box: ['Ready-to-run vehicle', 'Transmitter', 'Tools and manual'],
    note: 'Spare parts for every car we sell are stocked in India, so a broken arm is a two-day fix, not a two-month wait.',
    products: [
      {
        name: 'Traxxas Maxx 4S 1/10 Monster Truck RTR',
        brand: 'Traxxas',
        price: 74999,
        mrp: 79999,
        blurb:
          'The 4S monster truck that takes jumps most trucks cannot. WideMaxx suspension keeps it upright and the Velineon system takes it past 80 km/h.',
        highlights: [
          'Velineon 2200 KV brushless, 4S capable',
          'WideMaxx suspension and 5 in tyres',
          'Waterproof electronics',
          'TQi 2.4 GHz radio; battery not included',
        ],
      },
      {
        name: 'Arrma Kraton 6S BLX 1/8 Speed Monster Truck RTR',
        brand: 'Arrma',
        price: 89999,
        mrp: 97999,
        blurb:
          'A 1/8 monster buggy built to be bashed on 6S: 100 km/h capable, with a steel drivetrain that survives big air.',
        highlights: [
          'Spektrum Firma 150A ESC and 2050 KV motor',
          '6S capable, 100+ km/h',
          'Steel drivetrain, aluminium chassis',
          'DX3 radio with AVC stability',
        ],
      },
      {
        name: 'Arrma Granite 4x4 3S BLX Monster Truck RTR',
        brand: 'Arrma',
        price: 44999,
        mrp: 48999,
        blurb:
          'A tough 1/10 basher for parks and construction sites: 3S brushless power in a chassis that shrugs off cartwheels.',
        highlights: [
          '3S brushless, 60+ km/h',
          'Waterproof electronics',
          'Big-bore shocks',
          'Spektrum SLT3 radio',
        ],
      },
      {
        name: 'Traxxas TRX-4 Ford Bronco Scale Crawler RTR',
        brand: 'Traxxas',
        price: 79999,
        mrp: 84999,
        blurb:
          'A licensed Bronco body on the TRX-4 chassis with portal axles, remote locking differentials and a two-speed transmission.',
        highlights: [
          'Portal axles for 20% more clearance',
          'Remote-locking front and rear differentials',
          'High and low range',
          'Titan 12T motor, waterproof ESC',
        ],
      },
      {
        name: 'Axial SCX24 Jeep Wrangler 1/24 Crawler RTR',
        brand: 'Axial',
        price: 17999,
        mrp: 19999,
        blurb:
          'A tiny, capable crawler that climbs sofa cushions and garden rocks alike. Battery and charger included.',
        highlights: [
          '1/24 scale, 4WD',
          'Licensed Jeep Wrangler body',
          'Battery, charger and radio included',
          'LED light bar',
        ],
      },
      {
        name: 'WLtoys 144001 1/14 4WD Buggy RTR',
        brand: 'WLtoys',
        price: 6499,
        mrp: 7999,
        blurb:
          'A fast, cheap 1/14 buggy with oil shocks and a metal chassis plate: the best first hobby-grade car for the money.',
        highlights: [
          'Up to 60 km/h',
          'Oil-filled shocks',
          '4WD with metal gears',
          '2S 1500 mAh battery included',
        ],
      },
      {
        name: 'MJX Hyper Go 16207 1/16 Brushless Truggy RTR',
        brand: 'MJX',
        price: 9999,
        mrp: 11999,
        blurb:
          'A brushless 1/16 truggy with gyro-assisted steering that keeps it straight at full throttle.',
        highlights: [
          'Brushless, 45 km/h',
          'Gyro-assisted steering',
          'LED lights',
          'Two 2S batteries included',
        ],
      },
      {
        name: 'Tamiya TT-02 Subaru BRZ 1/10 Kit',
        brand: 'Tamiya',
        price: 14999,
        mrp: 16499,
        blurb:
          'Build it yourself: the classic TT-02 shaft-drive touring chassis with a clear Subaru BRZ body to paint your way.',
        highlights: [
          '1/10 4WD touring kit',
          'Clear polycarbonate body and decals',
          'Needs radio, ESC, battery and paint',
          'Step-by-step Tamiya manual',
        ],
        origin: 'Philippines',
        box: ['Chassis kit', 'Clear body and decal sheet', 'Motor', 'Tyres and wheels', 'Manual'],
      },
      {
        name: 'Losi Mini-T 2.0 Brushless 1/18 Stadium Truck RTR',
        brand: 'Losi',
        price: 23999,
        mrp: 25999,
        blurb:
          'A small stadium truck with big-truck handling: brushless power, oil shocks and a full ball-bearing set.',
        highlights: [
          '1/18 2WD, brushless',
          'Oil-filled shocks',
          'Full ball bearings',
          'Spektrum DX2E radio',
        ],
      },
      {
        name: 'HSP 94122 Nitro 1/10 On-Road Car RTR',
        brand: 'HSP',
        price: 21999,
        mrp: 24999,
        blurb:
          'A nitro touring car with a pull-start .18 engine: the sound and smell of real racing.',
        highlights: [
          '.18 nitro engine with pull start',
          '4WD shaft drive',
          'Oil-filled shocks',
          'Needs glow starter and nitro fuel',
        ],
      },
    ],
  },
  {
    category: 'boats',
    skuPrefix: 'BOT',
    hsn: '9503',
    gstPercent: 18,
    origin: 'China',
    warranty: {
      period: '6 Months',
      covered: 'Manufacturing defects in the motor, ESC and servo',
      notCovered: 'Hull damage from collisions and salt-water corrosion',
    },
    box: ['Boat', 'Transmitter', 'Stand', 'Manual'],
    note: 'Always rinse your boat with fresh water after running, and never run in lakes with swimmers or fishing nets.',
    products: [
      {
        name: 'Pro Boat Blackjack 42in 8S Catamaran RTR',
        brand: 'Pro Boat',
        price: 89999,
        mrp: 94999,
        blurb:
          'A 42-inch catamaran that reaches 80+ km/h on 8S. Self-righting and water-cooled for long runs.',
        highlights: [
          '42 in fibreglass hull',
          '8S, 80+ km/h',
          'Water-cooled motor and ESC',
          'Self-righting',
        ],
      },
      {
        name: 'Pro Boat Sonicwake 36in Self-Righting Deep-V RTR',
        brand: 'Pro Boat',
        price: 54999,
        mrp: 59999,
        blurb:
          'A deep-V that cuts through chop on lakes and reservoirs, self-righting after a flip.',
        highlights: [
          '36 in deep-V hull',
          '6S brushless, 80 km/h',
          'Self-righting',
          'Spektrum DX2E radio',
        ],
      },
      {
        name: 'Volantex Vector SR65 Brushless Racing Boat',
        brand: 'Volantex',
        price: 14999,
        mrp: 16999,
        blurb: 'A 65 cm brushless racer with water cooling and a capsize-recovery function.',
        highlights: ['65 cm hull', 'Brushless, 55 km/h', 'Water-cooled ESC', 'Flip-back recovery'],
      },
      {
        name: 'UDI RC 001 Venom Brushless Speed Boat',
        brand: 'UDI RC',
        price: 7999,
        mrp: 9499,
        blurb:
          'A compact brushless boat that is quick enough for racing at the pond and light enough to carry anywhere.',
        highlights: ['50 cm hull', 'Brushless, 45 km/h', 'Water cooling', 'Low-battery alarm'],
      },
      {
        name: 'Joysway Dragon Force 65 V7 Sailboat RTR',
        brand: 'Joysway',
        price: 21999,
        mrp: 23999,
        blurb:
          "The world's most popular one-design racing yacht: sail and rudder servos installed, just add batteries.",
        highlights: [
          '650 mm hull, 1 m mast',
          'A and B rig options',
          'Winch servo and rudder servo installed',
          'Class-legal for DF65 racing',
        ],
      },
      {
        name: 'Feilun FT012 Brushless Speed Boat',
        brand: 'Feilun',
        price: 6499,
        mrp: 7499,
        blurb:
          'A fast little brushless boat with water cooling and auto-flip: a great first pond racer.',
        highlights: [
          '45 cm hull',
          'Brushless, 45 km/h',
          'Self-righting',
          '2S 1500 mAh battery included',
        ],
      },
      {
        name: 'Joysway Huntress V2 Brushless Deep-V',
        brand: 'Joysway',
        price: 12999,
        mrp: 14499,
        blurb: 'A fibreglass-look deep-V with a 2860 KV brushless motor and 3S capability.',
        highlights: [
          '60 cm hull',
          '3S brushless',
          'Water-cooled motor',
          'Stand and spare prop included',
        ],
      },
    ],
  },
];
