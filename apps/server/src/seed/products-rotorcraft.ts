import { modelWarranty, type CategoryProducts } from './product-data.ts';

export const rotorcraftProducts: CategoryProducts[] = [
  {
    category: 'helicopters',
    skuPrefix: 'HEL',
    hsn: '9503',
    gstPercent: 18,
    origin: 'Taiwan',
    warranty: modelWarranty,
    box: ['Helicopter', 'Main and tail blades', 'Tools and spare parts bag', 'Manual'],
    note: 'Collective-pitch helicopters are for experienced pilots; start on a simulator or a coaxial heli if this is your first.',
    products: [
      {
        name: 'Align T-Rex 470LM Dominator Combo',
        brand: 'Align',
        price: 58999,
        mrp: 64999,
        blurb:
          'A 470-class 3D helicopter with a belt-driven tail, brushless motor, ESC and digital servos in one combo.',
        highlights: [
          'Main blade 425 mm',
          '460MX 1800 KV motor and 50A ESC',
          'DS455M digital servos',
          'Needs 6S 1600-1800 mAh',
        ],
      },
      {
        name: 'Align T-Rex 700X Dominator Super Combo',
        brand: 'Align',
        price: 134999,
        mrp: 144999,
        blurb:
          'The flagship 700-class heli: carbon frame, 850MX motor and brushless servos for hard 3D and smooth scale flying alike.',
        highlights: [
          'Main blade 710 mm',
          '850MX 490 KV motor, 130A ESC',
          'Brushless digital servos',
          'Needs 2 x 6S 4500-5000 mAh',
        ],
      },
      {
        name: 'Blade 150 S BNF Basic',
        brand: 'Blade',
        price: 15999,
        mrp: 17999,
        blurb:
          'A small flybarless heli with SAFE technology, stable enough to learn collective-pitch flying in a park.',
        highlights: [
          'Main blade 148 mm',
          'SAFE with stability and agility modes',
          'Brushless main motor',
          'Binds to Spektrum DSMX radios',
        ],
        origin: 'China',
      },
      {
        name: 'Blade Nano S3 RTF',
        brand: 'Blade',
        price: 11499,
        mrp: 12999,
        blurb:
          'An indoor micro heli with SAFE self-levelling and panic recovery. The easiest way to learn to hover.',
        highlights: [
          'Main rotor 192 mm',
          'SAFE with panic recovery',
          'Transmitter and battery included',
          'Flies indoors and out',
        ],
        origin: 'China',
      },
      {
        name: 'OMPHobby M2 EVO 3D Helicopter BNF',
        brand: 'OMPHobby',
        price: 32999,
        mrp: 35999,
        blurb:
          'A direct-drive 3D heli with brushless main and tail motors that flies like a 450 in a smaller size.',
        highlights: [
          'Main blade 240 mm',
          'Direct-drive brushless motors',
          'Built-in flybarless controller',
          'Needs 3S 450-550 mAh',
        ],
        origin: 'China',
      },
      {
        name: 'SAB Goblin Raw 580 Kit',
        brand: 'SAB',
        price: 79999,
        mrp: 84999,
        blurb:
          'An Italian-designed 580 with no canopy and a belt tail: light, stiff and easy to maintain at the field.',
        highlights: [
          'Main blade 580 mm',
          'Kit: add motor, ESC, servos and FBL',
          'Carbon and aluminium frame',
          'Needs 6S 3700-4000 mAh',
        ],
        origin: 'Italy',
      },
      {
        name: 'WLtoys XK K110S 6CH Brushless 3D Helicopter',
        brand: 'XK',
        price: 7999,
        mrp: 9499,
        blurb:
          'A tiny brushless 3D heli with 6-axis stabilisation: an affordable step up from coaxial helicopters.',
        highlights: [
          'Main rotor 245 mm',
          'Brushless main motor',
          '3D and 6G modes',
          'Futaba S-FHSS compatible',
        ],
        origin: 'China',
      },
      {
        name: 'Syma S107H Mini Gyro Indoor Helicopter',
        brand: 'Syma',
        price: 1999,
        mrp: 2499,
        blurb:
          'A coaxial indoor helicopter with altitude hold and gyro: a favourite first RC toy for ages 10 and up.',
        highlights: [
          'Altitude hold',
          'Built-in gyro',
          'USB charging, 7-minute flights',
          'Metal frame survives bumps',
        ],
        origin: 'China',
        gstPercent: 12,
        warranty: { period: '3 Months' },
      },
    ],
  },
  {
    category: 'drones',
    skuPrefix: 'DRN',
    hsn: '8806',
    gstPercent: 18,
    origin: 'China',
    warranty: {
      period: '1 Year',
      covered: 'Manufacturing defects in motors, flight controller and camera',
      notCovered: 'Crash damage, water damage and broken propellers',
    },
    box: ['Drone', 'Spare propellers', 'Battery strap and tools', 'Manual'],
    note: "Fly within India's Drone Rules: nano drones under 250 g need no registration; larger drones need a UIN and green-zone flying.",
    products: [
      {
        name: 'Potensic Atom SE 4K GPS Drone Combo',
        brand: 'Potensic',
        price: 24999,
        mrp: 29999,
        blurb:
          'A sub-250 g folding camera drone with GPS return-to-home and 4 km video range: travel photography without paperwork.',
        highlights: [
          'Under 249 g take-off weight',
          '4K photos, 2.7K video with EIS',
          'GPS return-to-home',
          'Two batteries, 62 minutes total',
        ],
        box: [
          'Drone',
          'Remote controller',
          'Two batteries',
          'Spare propellers',
          'USB-C cable and carry bag',
        ],
      },
      {
        name: 'Hubsan Zino Mini SE 4K Camera Drone',
        brand: 'Hubsan',
        price: 31999,
        mrp: 34999,
        blurb:
          'A compact 4K drone with a 3-axis gimbal and obstacle-free return home for smooth aerial video.',
        highlights: [
          '3-axis gimbal, 4K 30 fps',
          '6 km transmission range',
          '45 minutes per battery',
          'Under 250 g',
        ],
      },
      {
        name: 'Holy Stone HS720E 4K EIS GPS Drone',
        brand: 'Holy Stone',
        price: 27999,
        mrp: 31999,
        blurb:
          'A brushless GPS drone with a Sony 4K sensor, follow-me and waypoint modes for family trips and farm surveys.',
        highlights: [
          'Sony sensor, 4K with EIS',
          'Brushless motors',
          'Follow me, orbit and waypoints',
          '23 minutes per battery',
        ],
      },
      {
        name: 'iFlight Nazgul5 V3 6S HD BNF',
        brand: 'iFlight',
        price: 34999,
        mrp: 37999,
        blurb:
          'A freestyle 5-inch quad that is ready to rip: 6S power, XING2 motors and a tough 5 mm carbon arm frame.',
        highlights: [
          '5 in props, 6S power',
          'XING2 2207 1855 KV motors',
          'BLITZ F7 flight controller, 55A ESC',
          'ELRS receiver installed',
        ],
      },
      {
        name: 'BetaFPV Cetus Pro FPV Kit RTF',
        brand: 'BetaFPV',
        price: 15999,
        mrp: 17999,
        blurb:
          'Everything needed to start FPV: a brushless whoop with altitude hold, goggles and radio in one box.',
        highlights: [
          'Brushless 1102 motors',
          'Normal, sport and manual modes',
          'VR03 goggles and LiteRadio 3 included',
          'Turtle mode flips it back after a crash',
        ],
        box: [
          'Cetus Pro drone',
          'VR03 FPV goggles',
          'LiteRadio 3 transmitter',
          'Four 1S batteries and charger',
          'Spare propellers',
        ],
      },
      {
        name: 'GEPRC CineLog35 V2 HD O3',
        brand: 'GEPRC',
        price: 52999,
        mrp: 57999,
        blurb:
          'A 3.5-inch cinewhoop with ducted props and the DJI O3 air unit for smooth, stabilised 4K footage near people.',
        highlights: [
          '3.5 in ducted props',
          'DJI O3 air unit, 4K 120 fps',
          '6S power, 2306 motors',
          'Prop guards for close-proximity shots',
        ],
      },
      {
        name: 'Emax Tinyhawk III Plus RTF',
        brand: 'EMAX',
        price: 17499,
        mrp: 19499,
        blurb:
          'A 1S/2S indoor whoop kit with goggles and a radio. Fly round the living room today, outdoors tomorrow.',
        highlights: [
          '1S or 2S power',
          'Analog or HD versions',
          'Transporter 2 goggles',
          'E8 transmitter included',
        ],
      },
      {
        name: 'TBS Source One V5 5in Frame Kit',
        brand: 'TBS',
        price: 3499,
        mrp: 3999,
        blurb:
          'The open-source freestyle frame with 6 mm arms: cheap to repair and strong enough for concrete landings.',
        highlights: [
          '5 in, 226 mm wheelbase',
          '6 mm arms, 30x30 and 20x20 stacks',
          'Fits DJI O3 and analog cameras',
          'Spare arms easy to find',
        ],
        drawing: 'quadcopter',
      },
      {
        name: 'SpeedyBee F405 V4 BLS 55A 30x30 Stack',
        brand: 'SpeedyBee',
        price: 7299,
        mrp: 7999,
        blurb:
          'A flight controller and 4-in-1 ESC stack with Bluetooth setup from your phone: no laptop needed at the field.',
        highlights: [
          'F405 flight controller with Bluetooth',
          '55A BLHeli_S 4-in-1 ESC',
          'Supports 3-6S',
          'Betaflight, INAV and ArduPilot',
        ],
        drawing: 'esc',
      },
      {
        name: 'Caddx Ant Nano FPV Camera 1200TVL',
        brand: 'Caddx',
        price: 1999,
        mrp: 2299,
        blurb: 'A 2 g micro FPV camera with a wide 1.8 mm lens for whoops and toothpicks.',
        highlights: ['1200TVL, 4:3 or 16:9', 'Global WDR', '2 g weight', '3.7-18 V input'],
      },
    ],
  },
];
