/**
 * What shoppers of an Indian RC shop type into the search box, each with a hobbyist's judgement
 * of what the SEEDED shop (seed/data/products-*.json) must show for it in the first five results.
 * listing.relevance.test.ts runs them against the search page and the live suggestions.
 *
 * A judgement is one of, or both:
 * - `products`: seeded product names that must all be among the first five results. Only the
 *   products that are plainly right, never more than five; where many products are equally right
 *   (every car for "rc car") the judgement is a category instead.
 * - `category`: a category path ('cars', 'airplanes/electric'); the first five results (all of
 *   them, when fewer) must be in it or in a category below it.
 *
 * Every judged product and category exists in the seed (the test checks it). A query whose right
 * answer the seed does not sell (a DJI drone, a glow plug) is not here.
 */
export type RelevanceJudgement = {
  /** The words as the shopper types them. */
  q: string;
  /** Seeded product names that must all appear in the first five results (at most 5). */
  products?: string[];
  /** A category path every one of the first five results must be in (or below). */
  category?: string;
  /** Why, where the judgement is not plain from the words. */
  why?: string;
};

// Names used by several judgements, spelled once.
const rtfPlanes = [
  'E-flite Apprentice STS 1.5m RTF Smart Trainer',
  'Eachine Mini Mustang P-51D 400mm RTF with Gyro',
  'XK A160 J3 Cub 650mm RTF with Gyro',
  'FMS Ranger 1220mm Trainer',
];
const threeCellLipos = ['Tattu 2200mAh 3S 45C LiPo (XT60)', 'Orange 3S 30C LiPo (XT60)'];
const fourCellLipos = [
  'CNHL Black Series 5000mAh 4S 100C LiPo (XT90)',
  'CNHL MiniStar 1300mAh 4S 120C LiPo',
];
const chargers = [
  'SkyRC iMAX B6AC V2 Balance Charger',
  'ToolkitRC M6D Dual-Channel 500W Charger',
  'ISDT Q6 Nano 200W Pocket Charger',
];
const servos = [
  'TowerPro MG996R Metal Gear Servo',
  'TowerPro SG90 9g Micro Servo',
  'Savox SC-1258TG Coreless Digital Servo',
  'Futaba S3003 Standard Servo',
];
const glowEngines = [
  'O.S. Engines 55AX Glow Engine with Muffler',
  'O.S. Engines 46AXII Glow Engine',
  'Saito FA-82B Four-Stroke Glow Engine',
  'ASP S61AII Two-Stroke Glow Engine',
];
const petrolEngines = [
  'Saito FG-30B 30cc Four-Stroke Gas Engine',
  'DLE-30 30cc Gas Engine with Electronic Ignition',
  'DLE-61 Twin-Cylinder 61cc Gas Engine',
  'Evolution Engines 10GX 10cc Gas Engine',
];
const modeOneRadios = [
  'Radiomaster Pocket ELRS Radio',
  'Flysky FS-i6X 10CH Radio with FS-iA6B Receiver',
];
const rp1 = 'Radiomaster RP1 ELRS Nano Receiver';
const turbines = ['Kingtech K-85G2 Kerosene Turbine 85N', 'JetCat P60-SE Turbine 60N'];
const mustangs = [
  'FMS P-51D Mustang V8 1100mm PNP',
  'Eachine Mini Mustang P-51D 400mm RTF with Gyro',
];
const tenthScaleCars = [
  'Traxxas Maxx 4S 1/10 Monster Truck RTR',
  'Tamiya TT-02 Subaru BRZ 1/10 Kit',
  'HSP 94122 Nitro 1/10 On-Road Car RTR',
];
const crawlers = [
  'Traxxas TRX-4 Ford Bronco Scale Crawler RTR',
  'Axial SCX24 Jeep Wrangler 1/24 Crawler RTR',
];
const camera4kDrones = [
  'Potensic Atom SE 4K GPS Drone Combo',
  'Hubsan Zino Mini SE 4K Camera Drone',
  'Holy Stone HS720E 4K EIS GPS Drone',
];
const sailboat = 'Joysway Dragon Force 65 V7 Sailboat RTR';
const caGlue = 'Bob Smith Insta-Cure+ Gap Filling CA Glue 2 oz';

export const relevanceQueries: RelevanceJudgement[] = [
  // --- Kinds of model, as shoppers name them ('rc' and 'remote control' say nothing) ---
  { q: 'rc car', category: 'cars' },
  { q: 'remote control car', category: 'cars', why: 'Indian English for an RC car' },
  { q: 'rc truck', category: 'cars' },
  { q: 'aeroplane', category: 'airplanes', why: 'Indian and British spelling of airplane' },
  { q: 'rc aeroplane', category: 'airplanes' },
  { q: 'remote control aeroplane', category: 'airplanes' },
  { q: 'rc plane', category: 'airplanes' },
  { q: 'quadcopter', category: 'drones', why: 'no product says quadcopter: every drone is one' },
  { q: 'drone', category: 'drones' },
  { q: 'rc drone', category: 'drones' },
  { q: 'quad', category: 'drones', why: 'hobby slang for a quadcopter' },
  { q: 'rc helicopter', category: 'helicopters' },
  { q: 'heli', category: 'helicopters', why: 'hobby slang for helicopter' },
  { q: 'rc boat', category: 'boats' },

  // --- Airplanes ---
  {
    q: 'rtf plane',
    products: rtfPlanes,
    category: 'airplanes',
    why: 'RTF = ready to fly; the FMS Ranger is sold in an RTF version',
  },
  { q: 'ready to fly plane', products: rtfPlanes, category: 'airplanes' },
  {
    q: 'trainer plane',
    products: [
      'E-flite Apprentice STS 1.5m RTF Smart Trainer',
      'FMS Ranger 1220mm Trainer',
      'Phoenix Models Tiger Trainer MK3 .46 ARF',
    ],
    category: 'airplanes',
  },
  {
    q: 'glider',
    products: ['Volantex Phoenix 2000 Electric Glider Kit'],
    category: 'airplanes',
  },
  {
    q: 'edf jet',
    products: ['Freewing F-16 Fighting Falcon 70mm EDF PNP'],
    category: 'airplanes',
  },
  {
    q: 'turbine jet',
    products: ['Skymaster F-16 1:6.5 Turbine Jet ARF'],
    category: 'airplanes/turbine',
  },
  {
    q: 'sport jet',
    products: ['Boomerang Sprint XL Sport Jet ARF', 'Tomahawk Aviation Viper Jet Mini ARF'],
    category: 'airplanes/turbine',
  },
  {
    q: 'jet engine',
    products: turbines,
    category: 'airplanes/turbine',
    why: 'a model jet engine is a kerosene turbine',
  },
  { q: 'kerosene turbine', products: turbines, category: 'airplanes/turbine' },
  {
    q: 'nitro plane',
    category: 'airplanes/nitro-gas',
    why: 'shoppers call glow-powered planes nitro planes',
  },
  { q: 'mustang', products: mustangs, category: 'airplanes' },
  {
    q: 'p51',
    products: mustangs,
    category: 'airplanes',
    why: 'the P-51D, typed without the hyphen',
  },
  { q: 'spitfire', products: ['VQ Models Spitfire Mk IX .46 ARF'] },
  {
    q: 'f16 jet',
    products: [
      'Freewing F-16 Fighting Falcon 70mm EDF PNP',
      'Skymaster F-16 1:6.5 Turbine Jet ARF',
    ],
    category: 'airplanes',
  },
  {
    q: 'piper cub',
    products: ['XK A160 J3 Cub 650mm RTF with Gyro', 'Black Horse Piper J-3 Cub 1.8m .60 ARF'],
    category: 'airplanes',
  },
  {
    q: 'fpv plane',
    products: [
      'Volantex Ranger 2000 FPV Plane PNP',
      'Sonicmodell AR Wing Pro 1000mm FPV Flying Wing',
    ],
    category: 'airplanes',
  },
  {
    q: 'flying wing',
    products: ['Sonicmodell AR Wing Pro 1000mm FPV Flying Wing'],
    category: 'airplanes',
  },
  {
    q: 'bush plane',
    products: ['E-flite UMX Turbo Timber BNF Basic', 'Hangar 9 Carbon Cub 15cc ARF'],
    category: 'airplanes',
  },
  { q: 'epp trainer', products: ['Techno Aeromodels Dart 1000 EPP Trainer Kit'] },
  {
    q: 'warbird',
    category: 'airplanes',
    why: 'the Mustangs and the Spitfire; retracts for warbirds are airplane parts too',
  },

  // --- Helicopters ---
  { q: 'helicoptor', category: 'helicopters', why: 'typo of helicopter' },
  {
    q: 'align',
    products: ['Align T-Rex 470LM Dominator Combo', 'Align T-Rex 700X Dominator Super Combo'],
    category: 'helicopters',
  },
  {
    q: 't-rex 700',
    products: ['Align T-Rex 700X Dominator Super Combo'],
    category: 'helicopters',
  },
  {
    q: 'trex 700',
    products: ['Align T-Rex 700X Dominator Super Combo'],
    category: 'helicopters',
    why: 'T-Rex typed without the hyphen',
  },
  {
    q: 'coaxial helicopter',
    products: ['Syma S107H Mini Gyro Indoor Helicopter'],
    category: 'helicopters',
  },
  {
    q: 'indoor helicopter',
    products: ['Syma S107H Mini Gyro Indoor Helicopter', 'Blade Nano S3 RTF'],
    category: 'helicopters',
  },
  {
    q: 'bnf heli',
    products: ['Blade 150 S BNF Basic', 'OMPHobby M2 EVO 3D Helicopter BNF'],
    category: 'helicopters',
  },
  { q: '3d heli', category: 'helicopters' },

  // --- Drones and FPV ---
  {
    q: 'fpv drone',
    products: ['iFlight Nazgul5 V3 6S HD BNF', 'BetaFPV Cetus Pro FPV Kit RTF'],
    category: 'drones',
  },
  { q: 'camera drone', products: camera4kDrones, category: 'drones' },
  { q: '4k drone', products: camera4kDrones, category: 'drones' },
  {
    q: 'gps drone',
    products: ['Potensic Atom SE 4K GPS Drone Combo', 'Holy Stone HS720E 4K EIS GPS Drone'],
    category: 'drones',
  },
  {
    q: 'beginner drone',
    category: 'drones',
    why: 'GPS camera drones and RTF FPV kits are all fair answers; nothing outside drones is',
  },
  {
    q: 'fpv goggles',
    products: ['BetaFPV Cetus Pro FPV Kit RTF', 'Emax Tinyhawk III Plus RTF'],
    category: 'drones',
    why: 'the shop sells goggles only in these RTF kits',
  },
  {
    q: 'cinewhoop',
    products: ['GEPRC CineLog35 V2 HD O3', 'Gemfan D90 Ducted 3.5in Cinewhoop Props'],
  },
  { q: 'nazgul', products: ['iFlight Nazgul5 V3 6S HD BNF'], why: 'the model name without its 5' },
  { q: 'tinyhawk', products: ['Emax Tinyhawk III Plus RTF'] },
  {
    q: 'flight controller',
    products: ['SpeedyBee F405 V4 BLS 55A 30x30 Stack'],
    category: 'drones',
  },
  { q: 'fpv camera', products: ['Caddx Ant Nano FPV Camera 1200TVL'], category: 'drones' },
  { q: 'drone frame', products: ['TBS Source One V5 5in Frame Kit'], category: 'drones' },
  { q: 'quadcoptor', category: 'drones', why: 'typo of quadcopter' },

  // --- Cars ---
  { q: 'crawler', products: crawlers, category: 'cars' },
  { q: 'rock crawler', products: crawlers, category: 'cars' },
  {
    q: 'monster truck',
    products: [
      'Traxxas Maxx 4S 1/10 Monster Truck RTR',
      'Arrma Kraton 6S BLX 1/8 Speed Monster Truck RTR',
      'Arrma Granite 4x4 3S BLX Monster Truck RTR',
    ],
    category: 'cars',
  },
  { q: 'buggy', products: ['WLtoys 144001 1/14 4WD Buggy RTR'], category: 'cars' },
  { q: 'nitro car', products: ['HSP 94122 Nitro 1/10 On-Road Car RTR'], category: 'cars' },
  {
    q: 'traxxas',
    products: [
      'Traxxas Maxx 4S 1/10 Monster Truck RTR',
      'Traxxas TRX-4 Ford Bronco Scale Crawler RTR',
    ],
    category: 'cars',
  },
  {
    q: 'arrma',
    products: [
      'Arrma Kraton 6S BLX 1/8 Speed Monster Truck RTR',
      'Arrma Granite 4x4 3S BLX Monster Truck RTR',
    ],
    category: 'cars',
  },
  { q: '1/10', products: tenthScaleCars, why: 'the scale as written on the box' },
  {
    q: '1:10 rc car',
    products: tenthScaleCars,
    category: 'cars',
    why: '1:10 and 1/10 are the same scale',
  },
  { q: '4wd', products: ['WLtoys 144001 1/14 4WD Buggy RTR'], category: 'cars' },

  // --- Boats ---
  {
    q: 'speed boat',
    products: ['UDI RC 001 Venom Brushless Speed Boat', 'Feilun FT012 Brushless Speed Boat'],
    category: 'boats',
  },
  { q: 'sailboat', products: [sailboat], category: 'boats' },
  { q: 'sail boat', products: [sailboat], category: 'boats', why: 'sailboat as two words' },
  { q: 'catamaran', products: ['Pro Boat Blackjack 42in 8S Catamaran RTR'], category: 'boats' },
  {
    q: 'deep v boat',
    products: [
      'Pro Boat Sonicwake 36in Self-Righting Deep-V RTR',
      'Joysway Huntress V2 Brushless Deep-V',
    ],
    category: 'boats',
  },

  // --- Engines ---
  { q: 'glow engine', products: glowEngines },
  { q: 'petrol engine', products: petrolEngines, why: 'Indian English: petrol, not gas' },
  { q: 'gas engine', products: petrolEngines },
  {
    q: 'os engine',
    products: ['O.S. Engines 55AX Glow Engine with Muffler', 'O.S. Engines 46AXII Glow Engine'],
    category: 'engines',
    why: 'O.S. typed without the dots',
  },
  {
    q: '30cc',
    products: [
      'Saito FG-30B 30cc Four-Stroke Gas Engine',
      'DLE-30 30cc Gas Engine with Electronic Ignition',
      'Pilot-RC Extra 330SC 67in 30cc ARF',
      'Carbon Fibre Landing Gear for 30cc Planes',
    ],
  },

  // --- Motors and ESCs ---
  { q: 'esc', category: 'motors-escs' },
  {
    q: 'speed controller',
    category: 'motors-escs',
    why: 'ESC spelled out; no product name says it',
  },
  { q: '40a esc', products: ['Hobbywing Skywalker 40A V2 ESC'] },
  {
    q: 'hobbywing',
    products: [
      'Hobbywing Skywalker 40A V2 ESC',
      'Hobbywing Platinum 60A V4 ESC',
      'Hobbywing EZRUN MAX10 G2 80A Combo with 3652 Motor',
    ],
    category: 'motors-escs',
  },
  { q: 'brushless motor', category: 'motors-escs' },
  {
    q: 'bldc motor',
    category: 'motors-escs',
    why: 'what Indian engineering students call a brushless motor',
  },
  {
    q: 'outrunner',
    products: ['SunnySky X2212 KV980 Brushless Outrunner', 'SunnySky X4120 KV465 Outrunner'],
    category: 'motors-escs',
  },
  {
    q: '980kv',
    products: ['SunnySky X2212 KV980 Brushless Outrunner'],
    why: 'KV written after the number; the name has KV980',
  },
  {
    q: '2212 motor',
    products: ['SunnySky X2212 KV980 Brushless Outrunner'],
    category: 'motors-escs',
  },
  {
    q: '2207',
    products: ['EMAX ECO II 2207 1900KV FPV Motor', 'T-Motor F60 Pro V 2207.5 1950KV'],
    why: 'the 2207.5 is a 2207-size motor',
  },

  // --- Batteries and chargers ---
  { q: 'lipo 3s', products: threeCellLipos, category: 'batteries-chargers' },
  { q: '3s lipo', products: threeCellLipos, category: 'batteries-chargers' },
  { q: '4s lipo', products: fourCellLipos, category: 'batteries-chargers' },
  {
    q: '6s lipo',
    products: ['Tattu R-Line 1550mAh 6S 150C LiPo (XT60)'],
    category: 'batteries-chargers',
  },
  {
    q: '2s lipo',
    products: ['Gens Ace 6000mAh 2S 60C Hardcase LiPo'],
    category: 'batteries-chargers',
  },
  {
    q: '2200mah',
    products: threeCellLipos,
    category: 'batteries-chargers',
    why: 'the Orange 3S is sold in a 2200 mAh version',
  },
  {
    q: '5000mah',
    products: ['CNHL Black Series 5000mAh 4S 100C LiPo (XT90)', 'Orange 3S 30C LiPo (XT60)'],
    category: 'batteries-chargers',
    why: 'the Orange 3S is sold in a 5000 mAh version',
  },
  {
    q: '45c',
    products: ['Tattu 2200mAh 3S 45C LiPo (XT60)'],
    category: 'batteries-chargers',
    why: 'C rating of a LiPo; 45 km/h boats are not an answer',
  },
  {
    q: 'battery',
    category: 'batteries-chargers',
    why: 'battery straps are not batteries',
  },
  { q: 'lipo battery', category: 'batteries-chargers' },
  { q: 'batery', category: 'batteries-chargers', why: 'typo of battery' },
  {
    q: 'car battery',
    products: ['Gens Ace 6000mAh 2S 60C Hardcase LiPo'],
    category: 'batteries-chargers',
    why: 'an RC car pack, not a car',
  },
  {
    q: 'li ion battery',
    products: ['Molicel P42A 21700 4S1P Li-ion Pack'],
    category: 'batteries-chargers',
  },
  {
    q: 'tattu',
    products: ['Tattu 2200mAh 3S 45C LiPo (XT60)', 'Tattu R-Line 1550mAh 6S 150C LiPo (XT60)'],
    category: 'batteries-chargers',
  },
  { q: 'charger', products: chargers },
  {
    q: 'balance charger',
    products: ['SkyRC iMAX B6AC V2 Balance Charger'],
    category: 'batteries-chargers',
  },
  { q: 'lipo charger', products: chargers, category: 'batteries-chargers' },
  {
    q: 'imax b6 charger',
    products: ['SkyRC iMAX B6AC V2 Balance Charger'],
    category: 'batteries-chargers',
  },

  // --- Radios, receivers and servos ---
  { q: 'mode 1 radio', products: modeOneRadios, category: 'radios-servos' },
  { q: 'tx16s', products: ['Radiomaster TX16S MKII Max ELRS Radio'] },
  {
    q: 'elrs',
    products: [
      'Radiomaster TX16S MKII Max ELRS Radio',
      'Radiomaster Boxer ELRS Radio',
      'Radiomaster Pocket ELRS Radio',
      rp1,
    ],
  },
  {
    q: 'radiomaster',
    products: [
      'Radiomaster TX16S MKII Max ELRS Radio',
      'Radiomaster Boxer ELRS Radio',
      'Radiomaster Pocket ELRS Radio',
      rp1,
    ],
    category: 'radios-servos',
  },
  {
    q: 'futaba',
    products: ['Futaba 18SZ 18-Channel Radio with R7008SB', 'Futaba S3003 Standard Servo'],
  },
  { q: 'flysky', products: ['Flysky FS-i6X 10CH Radio with FS-iA6B Receiver'] },
  { q: 'fs-i6x', products: ['Flysky FS-i6X 10CH Radio with FS-iA6B Receiver'] },
  { q: 'tx', category: 'radios-servos', why: 'hobby shorthand for transmitter' },
  { q: 'transmitter', category: 'radios-servos' },
  { q: 'transmiter', category: 'radios-servos', why: 'typo of transmitter' },
  {
    q: 'rx',
    products: [rp1],
    category: 'radios-servos',
    why: 'hobby shorthand for receiver',
  },
  {
    q: 'receiver',
    products: [rp1],
    category: 'radios-servos',
    why: 'planes that need a receiver are not receivers',
  },
  { q: 'recevier', products: [rp1], why: 'typo of receiver' },
  { q: 'servo', products: servos },
  { q: 'servoo', products: servos, why: 'typo of servo' },
  { q: 'servo motor', products: servos, why: 'what Indian shoppers often call a servo' },
  { q: '9g servo', products: ['TowerPro SG90 9g Micro Servo'], category: 'radios-servos' },
  { q: 'sg90', products: ['TowerPro SG90 9g Micro Servo'] },
  { q: 'mg996r', products: ['TowerPro MG996R Metal Gear Servo'] },
  { q: 'metal gear servo', products: ['TowerPro MG996R Metal Gear Servo'] },
  { q: 'digital servo', products: ['Savox SC-1258TG Coreless Digital Servo'] },

  // --- Propellers ---
  { q: '10x7 prop', products: ['APC 10x7E Thin Electric Propeller'] },
  {
    q: 'drone props',
    category: 'propellers',
    why: 'multirotor props are the top-level Propellers category',
  },
  { q: 'quad props', category: 'propellers' },
  { q: 'drone propellor', category: 'propellers', why: 'propeller misspelled as it often is' },
  { q: 'plane propeller', category: 'airplanes/propellers' },
  {
    q: '5 inch props',
    category: 'propellers',
    why: 'the 5-inch FPV props; all of them are multirotor props',
  },

  // --- Parts, tools and materials ---
  {
    q: 'landing gear',
    products: ['Carbon Fibre Landing Gear for 30cc Planes'],
    category: 'airplanes',
  },
  { q: 'retracts', products: ['E-flite 15-25 Size Electric Retracts (Pair)'] },
  { q: 'spinner', products: ['Tru-Turn 2.25 in Ultra Aluminium Spinner'] },
  { q: 'wheels', products: ['Du-Bro 3 in Treaded Lite Wheels (Pair)'] },
  { q: 'pushrod', products: ['Pushrod Set 2 mm Steel with Clevises (10 pcs)'] },
  { q: 'control horn', products: ['Nylon Control Horns with Screws (10 sets)'] },
  { q: 'fuel tank', products: ['Xicoy Kerosene Fuel Tank Set with UAT Hopper'] },
  { q: 'ca glue', products: [caGlue] },
  {
    q: 'feviquick',
    products: [caGlue],
    why: 'the Indian household name for instant (CA) glue',
  },
  { q: 'balsa', products: ['Balsa Sheet 3 mm x 100 mm x 1 m (Pack of 5)'] },
  {
    q: 'balsa wood sheet',
    products: ['Balsa Sheet 3 mm x 100 mm x 1 m (Pack of 5)'],
    category: 'accessories-materials',
  },
  { q: 'foam board', products: ['Foam Board 5 mm A2 (Pack of 10)'] },
  { q: 'covering film', products: ['Oracover Covering Film 2 m Roll, Cub Yellow'] },
  { q: 'lipo bag', products: ['LiPo Fireproof Safe Bag 230 x 300 mm'] },
  { q: 'prop balancer', products: ['Magnetic Propeller Balancer'] },
  {
    q: 'allen key',
    products: ['Hex Driver Set 1.5 / 2.0 / 2.5 / 3.0 mm'],
    why: 'Indian and British name for a hex key',
  },
  { q: 'servo tester', products: ['SkyRC Cell Meter 7 with Servo Tester'] },
  { q: 'lipo checker', products: ['SkyRC Cell Meter 7 with Servo Tester'] },
  { q: 'heat shrink', products: ['Heat Shrink Tube Assortment (164 pcs)'] },
  { q: 'servo extension', products: ['Servo Extension Lead 300 mm JR (5 pcs)'] },
  {
    q: 'xt60',
    products: ['Amass XT60H Connector Pair with Cap (5 pairs)'],
    why: 'the connector itself; packs and adapters with XT60 may follow',
  },
  {
    q: 'xt60 connector',
    products: ['Amass XT60H Connector Pair with Cap (5 pairs)'],
    category: 'connectors-wires',
  },
  {
    q: 'xt90',
    products: [
      'Amass XT90-S Anti-Spark Connectors (2 pairs)',
      'CNHL Black Series 5000mAh 4S 100C LiPo (XT90)',
    ],
  },
  { q: 'xt30', products: ['Amass XT30U Connector Pair (5 pairs)'] },
  { q: 'deans to xt60', products: ['Deans T-Plug to XT60 Adapter (2 pcs)'] },
  { q: 'parallel charging board', products: ['Parallel Charging Board XT60 6-in-1'] },
  {
    q: 'silicone wire',
    products: [
      'Silicone Wire 12 AWG Red and Black (1 m each)',
      'Silicone Wire 16 AWG 5 m Red and Black',
    ],
    category: 'connectors-wires',
  },
  { q: '12 awg wire', products: ['Silicone Wire 12 AWG Red and Black (1 m each)'] },
];
