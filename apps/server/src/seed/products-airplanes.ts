import { modelWarranty, type CategoryProducts } from './product-data.ts';

const airframeWarranty = {
  period: '6 Months',
  covered: 'Manufacturing defects in the motor, ESC, servos and retracts',
  notCovered: 'Crash damage, foam dents and water damage',
};

export const airplaneProducts: CategoryProducts[] = [
  {
    category: 'airplanes/electric',
    skuPrefix: 'AEL',
    hsn: '9503',
    gstPercent: 18,
    origin: 'China',
    warranty: airframeWarranty,
    box: [
      'Airframe with motor, ESC and servos installed',
      'Propeller and spinner',
      'Hardware pack',
      'Instruction manual',
    ],
    note: 'Every airframe is unboxed and checked at our warehouse before dispatch, so it reaches you ready for its first field day.',
    products: [
      {
        name: 'FMS P-51D Mustang V8 1100mm PNP',
        brand: 'FMS',
        price: 24999,
        mrp: 28999,
        blurb:
          'The Mustang that made FMS famous, now with a 3536 KV850 brushless motor, 40A ESC and metal-gear servos pre-installed. Add a 4S pack and a 6-channel receiver and it is ready to fly.',
        highlights: [
          '1100 mm wingspan, 1.28 kg flying weight',
          'Electric retracts with metal trunnions',
          'Working flaps and LED navigation lights',
          'Needs a 4S 2200-2600 mAh LiPo and a 6-channel radio',
        ],
        drawing: 'warbird',
      },
      {
        name: 'E-flite Apprentice STS 1.5m RTF Smart Trainer',
        brand: 'E-flite',
        price: 44999,
        mrp: 49999,
        blurb:
          'The trainer that has taught thousands to fly. SAFE technology limits bank and pitch for the first flights, and panic recovery brings it back level at the flick of a switch.',
        highlights: [
          '1500 mm wingspan, tough Z-foam airframe',
          'SAFE stabilisation with beginner, intermediate and experienced modes',
          'Spektrum DXS transmitter, 3S 2200 mAh battery and charger included',
          'Smart telemetry shows battery voltage on the radio',
        ],
        box: [
          'Ready-to-fly airplane',
          'Spektrum DXS transmitter',
          '3S 2200 mAh Smart LiPo',
          'Smart S120 USB-C charger',
          'Manual',
        ],
      },
      {
        name: 'Volantex Ranger 2000 FPV Plane PNP',
        brand: 'Volantex',
        price: 15499,
        mrp: 17999,
        blurb:
          'A 2-metre EPO long-range platform with a roomy nose bay for FPV gear and a pusher motor that keeps the camera view clean.',
        highlights: [
          '2000 mm wingspan, 1.3 kg take-off weight',
          'Space for GPS, flight controller and 4S Li-ion pack',
          'Pusher layout, 3-piece wing for transport',
          'Flight times of 40+ minutes on Li-ion',
        ],
      },
      {
        name: 'Volantex Phoenix 2000 Electric Glider Kit',
        brand: 'Volantex',
        price: 9999,
        mrp: 11499,
        blurb:
          'A relaxed thermal glider with a 2 m wing and a folding propeller. Climb out under power, then switch off and ride the afternoon thermals.',
        highlights: [
          '2000 mm wingspan, EPO foam with carbon spar',
          'Folding propeller for clean gliding',
          'Servos installed; motor and ESC not included',
          'Ideal first glider for 3S 1300-2200 mAh packs',
        ],
      },
      {
        name: 'Eachine Mini Mustang P-51D 400mm RTF with Gyro',
        brand: 'Eachine',
        price: 5999,
        mrp: 7499,
        blurb:
          'A palm-sized warbird with 6-axis stabilisation and one-key aerobatics. Flies in a school ground on a calm evening and shrugs off hard landings.',
        highlights: [
          '400 mm wingspan, EPP foam',
          '6-axis gyro with beginner mode',
          'Two 2S 350 mAh batteries included',
          '2.4 GHz 4-channel transmitter',
        ],
        drawing: 'warbird',
      },
      {
        name: 'XK A160 J3 Cub 650mm RTF with Gyro',
        brand: 'XK',
        price: 8499,
        mrp: 9999,
        blurb:
          'A brushless Piper Cub with 3D and 6G modes: docile enough to learn on, capable of hovering once you are ready.',
        highlights: [
          '650 mm wingspan, brushless power',
          '3D/6G switchable stabilisation',
          'Compatible with Futaba S-FHSS radios',
          'Two 2S 450 mAh batteries',
        ],
      },
      {
        name: 'FMS Ranger 1220mm Trainer PNP',
        brand: 'FMS',
        price: 17999,
        mrp: 19999,
        blurb:
          'A high-wing trainer with a reflex gyro option, oversized wheels for rough Indian fields and flaps for slow, short landings.',
        highlights: [
          '1220 mm wingspan',
          'Big 90 mm wheels for grass strips',
          'Flaps and LED lights',
          'Needs 3S 2200 mAh LiPo',
        ],
      },
      {
        name: 'E-flite UMX Turbo Timber BNF Basic',
        brand: 'E-flite',
        price: 18999,
        mrp: 21999,
        blurb:
          'The STOL bush plane that lands in a few metres, now in ultra-micro size with AS3X and SAFE Select for the backyard.',
        highlights: [
          '700 mm wingspan',
          'Slats and flaps for very slow flight',
          'AS3X stabilisation with SAFE Select',
          'Binds to any Spektrum DSMX radio',
        ],
      },
      {
        name: 'Durafly Tundra 1300mm Sports Model PNP',
        brand: 'Durafly',
        price: 16499,
        mrp: 18999,
        blurb:
          'A do-everything sport plane with tundra tyres, floats option and a cargo bay. Tows gliders, drops parachutes and flies off water.',
        highlights: [
          '1300 mm wingspan',
          'Flaps, slats and working lights',
          'Optional floats and skis',
          'Takes 3S-4S packs',
        ],
      },
      {
        name: 'Sonicmodell AR Wing Pro 1000mm FPV Flying Wing',
        brand: 'Sonicmodell',
        price: 7999,
        mrp: 8999,
        blurb:
          'A fast, efficient flying wing with a spacious fuselage for HD FPV systems and long-range receivers.',
        highlights: [
          '1000 mm wingspan, EPP construction',
          'Fits DJI O3 and Walksnail systems',
          'Speeds over 120 km/h on 4S',
          'Kit version: add motor, ESC and servos',
        ],
      },
      {
        name: 'Techno Aeromodels Dart 1000 EPP Trainer Kit',
        brand: 'Techno Aeromodels',
        price: 2499,
        mrp: 2999,
        blurb:
          'Made in Pune for school and college aeromodelling clubs: a laser-cut EPP trainer that forgives crashes and is repaired with hot glue.',
        highlights: [
          '1000 mm wingspan, laser-cut EPP parts',
          'Builds in one evening',
          'Fits 2212 motor and 9 g servos',
          'Used by aeromodelling workshops across India',
        ],
        origin: 'India',
        gstPercent: 12,
        box: [
          'Laser-cut EPP parts',
          'Carbon spar and pushrods',
          'Control horns and hardware',
          'Printed build guide',
        ],
      },
      {
        name: 'Freewing F-16 Fighting Falcon 70mm EDF PNP',
        brand: 'Freewing',
        price: 36999,
        mrp: 39999,
        blurb:
          'A scale F-16 on a 12-blade 70 mm fan, with electric retracts and sequenced gear doors. Sounds and flies like the real thing.',
        highlights: [
          '70 mm 12-blade EDF with 2860 KV motor',
          'Electric retracts with sequencer',
          'Removable weapons load-out',
          'Needs 6S 3300-4000 mAh LiPo',
        ],
        drawing: 'jet',
      },
    ],
  },
  {
    category: 'airplanes/nitro-gas',
    skuPrefix: 'ANG',
    hsn: '9503',
    gstPercent: 18,
    origin: 'Vietnam',
    warranty: {
      period: '6 Months',
      covered: 'Manufacturing defects in the airframe and covering',
      notCovered: 'Crash damage and fuel-soaked wood',
    },
    box: [
      'Balsa and ply airframe, covered',
      'Fuel tank and engine mount',
      'Landing gear and wheels',
      'Hardware pack and manual',
    ],
    note: 'Engine, radio and servos are sold separately; our team can suggest a matched set for your airframe.',
    products: [
      {
        name: 'Phoenix Models Tiger Trainer MK3 .46 ARF',
        brand: 'Phoenix Models',
        price: 18499,
        mrp: 20999,
        blurb:
          'The classic high-wing glow trainer: stable, slow and built from balsa and ply for years of weekend flying.',
        highlights: [
          '1610 mm wingspan',
          'For .40-.46 two-stroke glow engines',
          'Pre-covered in Oracover-style film',
          'Tricycle landing gear',
        ],
      },
      {
        name: 'Seagull Models Decathlon 1.6m .61 ARF',
        brand: 'Seagull Models',
        price: 27999,
        mrp: 31499,
        blurb:
          'A scale aerobatic Decathlon that flies precise loops, rolls and stall turns on a .61 two-stroke or a .91 four-stroke.',
        highlights: [
          '1600 mm wingspan',
          'Scale sunburst colour scheme',
          'Aluminium landing gear',
          'Convertible to electric',
        ],
      },
      {
        name: 'Hangar 9 Carbon Cub 15cc ARF',
        brand: 'Hangar 9',
        price: 54999,
        mrp: 59999,
        blurb:
          'A large bush plane with huge tundra tyres and flaps, built for 15cc petrol engines and short, rough strips.',
        highlights: [
          '2290 mm wingspan',
          'For 15cc gas engines or 1.20 glow',
          'Long-travel shock landing gear',
          'Large flaps for short landings',
        ],
        origin: 'China',
      },
      {
        name: 'Pilot-RC Extra 330SC 67in 30cc ARF',
        brand: 'Pilot-RC',
        price: 89999,
        mrp: 99999,
        blurb:
          'A competition-grade 3D aerobat with carbon landing gear and covering that stays tight in Indian summer heat.',
        highlights: [
          '1700 mm wingspan',
          'For 30-35cc gas engines',
          'Carbon fibre wing tubes and gear',
          'Hand-built, laser-cut airframe',
        ],
        origin: 'China',
      },
      {
        name: 'VQ Models Spitfire Mk IX .46 ARF',
        brand: 'VQ Models',
        price: 24999,
        mrp: 27999,
        blurb:
          'A painted, scale Spitfire with the elliptical wing of the original. Flies beautifully on a .46 glow or an electric conversion.',
        highlights: [
          '1500 mm wingspan',
          'Painted fibreglass cowl',
          'Scale panel lines and markings',
          'Optional retracts',
        ],
        drawing: 'warbird',
      },
      {
        name: 'Phoenix Models Boomerang 40 Trainer ARF',
        brand: 'Phoenix Models',
        price: 14999,
        mrp: 16499,
        blurb:
          'A low-wing sport trainer for the pilot moving on from a high-wing: smooth aerobatics without nasty habits.',
        highlights: [
          '1550 mm wingspan',
          'For .40 two-stroke glow engines',
          'Semi-symmetrical wing',
          'Quick-build ARF in about 6 hours',
        ],
      },
      {
        name: 'Black Horse Piper J-3 Cub 1.8m .60 ARF',
        brand: 'Black Horse',
        price: 29999,
        mrp: 33999,
        blurb:
          'The yellow Cub everyone recognises, big enough at 1.8 m to float in on calm evening landings.',
        highlights: [
          '1800 mm wingspan',
          'For .60 two-stroke or .91 four-stroke',
          'Scale dummy engine cylinders',
          'Pre-hinged control surfaces',
        ],
      },
    ],
  },
  {
    category: 'airplanes/turbine',
    skuPrefix: 'ATB',
    hsn: '9503',
    gstPercent: 18,
    origin: 'China',
    warranty: {
      period: '1 Year',
      covered: 'Manufacturing defects in the airframe and electronics',
      notCovered: 'Crash damage and heat damage from misuse',
    },
    box: ['Composite airframe', 'Fuel tanks and UAT', 'Landing gear set', 'Hardware and manual'],
    note: 'Turbine jets need a certified pilot and a suitable runway; we help with setup and first-flight checks on request.',
    products: [
      {
        name: 'Kingtech K-85G2 Kerosene Turbine 85N',
        brand: 'Kingtech',
        price: 149999,
        mrp: 164999,
        blurb:
          'A compact, reliable 85-newton turbine with a brushless starter and a 2-year track record at jet meets worldwide.',
        highlights: [
          '85 N thrust, 1.1 kg',
          'Kerosene start, no propane needed',
          'Brushless starter and pump',
          'ECU, GSU and fuel valves included',
        ],
        drawing: 'engine',
        hsn: '8411',
        gstPercent: 28,
        origin: 'Taiwan',
        box: [
          'K-85G2 turbine',
          'ECU and ground support unit',
          'Fuel pump and valves',
          'Festo tubing and manual',
        ],
      },
      {
        name: 'JetCat P60-SE Turbine 60N',
        brand: 'JetCat',
        price: 124999,
        mrp: 134999,
        blurb:
          'The German turbine that sport-jet pilots trust: smooth spool-up, low fuel burn and simple setup with the V10 ECU.',
        highlights: [
          '60 N thrust, 850 g',
          'Kerosene start',
          'V10 ECU with telemetry',
          'Made in Germany',
        ],
        drawing: 'engine',
        hsn: '8411',
        gstPercent: 28,
        origin: 'Germany',
        box: ['P60-SE turbine', 'V10 ECU and GSU', 'Pump and valves', 'Manual'],
      },
      {
        name: 'Skymaster F-16 1:6.5 Turbine Jet ARF',
        brand: 'Skymaster',
        price: 139999,
        mrp: 149999,
        blurb:
          'A painted composite F-16 with pneumatic retracts and split flaps, built for 140-180 N turbines.',
        highlights: [
          '1560 mm wingspan, 2580 mm length',
          'Fully painted composite airframe',
          'Pneumatic retracts and brakes',
          'For 140-180 N turbines',
        ],
      },
      {
        name: 'Tomahawk Aviation Viper Jet Mini ARF',
        brand: 'Tomahawk Aviation',
        price: 89999,
        mrp: 99999,
        blurb:
          'A sport jet sized for 60-80 N turbines, light enough to fly from smaller club fields.',
        highlights: [
          '1450 mm wingspan',
          'For 60-80 N turbines',
          'Electric retracts included',
          'Carbon-reinforced fuselage',
        ],
      },
      {
        name: 'Boomerang Sprint XL Sport Jet ARF',
        brand: 'Boomerang',
        price: 109999,
        mrp: 119999,
        blurb:
          'The forgiving first turbine jet: big wing area, slow landing speed and a tough fibreglass fuselage.',
        highlights: [
          '1850 mm wingspan',
          'For 80-100 N turbines',
          'Pre-installed fuel system',
          'Ideal first jet',
        ],
      },
      {
        name: 'Xicoy Kerosene Fuel Tank Set with UAT Hopper',
        brand: 'Xicoy',
        price: 6499,
        mrp: 6999,
        blurb:
          'A bubble-free fuel system for turbine jets: kevlar-felt UAT hopper with main tank, clunk and Festo fittings.',
        highlights: [
          '1500 ml main tank',
          'Felt-clunk UAT prevents flame-outs',
          'Festo 4 mm fittings',
          'Fits most sport jets',
        ],
        drawing: 'toolkit',
        origin: 'Spain',
        warranty: modelWarranty,
      },
    ],
  },
  {
    category: 'airplanes/accessories',
    skuPrefix: 'AAC',
    hsn: '9503',
    gstPercent: 18,
    origin: 'China',
    warranty: modelWarranty,
    box: ['Parts as described', 'Mounting hardware'],
    note: 'Not sure what fits your airframe? Send us the model name and we will check before you order.',
    products: [
      {
        name: 'E-flite 15-25 Size Electric Retracts (Pair)',
        brand: 'E-flite',
        price: 7999,
        mrp: 8999,
        blurb:
          'Servoless electric main retracts with metal trunnions, sized for 15-25 class warbirds and sport planes.',
        highlights: [
          '90° rotation, adjustable',
          'Metal gear train',
          'Works on any retract channel',
          'Struts not included',
        ],
        origin: 'China',
      },
      {
        name: 'Du-Bro 3 in Treaded Lite Wheels (Pair)',
        brand: 'Du-Bro',
        price: 899,
        mrp: 999,
        blurb:
          'Light foam wheels with a treaded surface that rolls over grass and gravel without bouncing.',
        highlights: [
          '76 mm diameter',
          'Nylon hubs for 4 mm axles',
          'Only 22 g each',
          'Made in the USA',
        ],
        origin: 'USA',
      },
      {
        name: 'Tru-Turn 2.25 in Ultra Aluminium Spinner',
        brand: 'Tru-Turn',
        price: 2499,
        blurb:
          'A precision-machined aluminium spinner that runs true at high RPM and survives the occasional nose-over.',
        highlights: [
          '57 mm diameter',
          'Balanced to 0.1 g',
          'For 8-10 mm prop shafts',
          'Polished finish',
        ],
        origin: 'USA',
      },
      {
        name: 'CA Hinges 25 x 30 mm (24 pcs)',
        brand: 'Great Planes',
        price: 249,
        mrp: 299,
        blurb:
          'Thin, strong hinges that bond with thin CA glue in seconds for balsa control surfaces.',
        highlights: [
          '24 hinges per pack',
          '25 x 30 mm',
          'For thin CA glue',
          'Use with a hinge slotting tool',
        ],
      },
      {
        name: 'Nylon Control Horns with Screws (10 sets)',
        brand: 'Du-Bro',
        price: 299,
        mrp: 349,
        blurb:
          'Four-hole nylon horns with backplates and screws for ailerons, elevators and rudders.',
        highlights: [
          '10 horns with backplates',
          'Four linkage holes for throw adjustment',
          'For 1.6-2 mm clevises',
          'Fits balsa and foam',
        ],
      },
      {
        name: 'Carbon Fibre Landing Gear for 30cc Planes',
        brand: 'Pilot-RC',
        price: 2999,
        mrp: 3499,
        blurb:
          'A one-piece carbon main gear that flexes on hard landings and springs back, for 30-35cc aerobats.',
        highlights: [
          'Fits 30-35cc airframes',
          '4 mm thick carbon laminate',
          'Pre-drilled for axles',
          'Lighter than aluminium',
        ],
      },
      {
        name: 'Pushrod Set 2 mm Steel with Clevises (10 pcs)',
        brand: 'Du-Bro',
        price: 449,
        blurb:
          'Threaded steel pushrods with metal clevises and lock nuts for positive, slop-free linkages.',
        highlights: [
          '2 mm x 300 mm rods',
          'Metal clevises with silicone retainers',
          'Lock nuts included',
          'For 40-60 size models',
        ],
      },
    ],
  },
  {
    category: 'airplanes/propellers',
    skuPrefix: 'APR',
    hsn: '9503',
    gstPercent: 18,
    origin: 'USA',
    warranty: {
      period: 'No Warranty',
      covered: 'Wrong or damaged item on arrival',
      notCovered: 'Props are consumables; crash damage',
    },
    box: ['Propeller as described'],
    note: "Always balance a new propeller and check the manufacturer's RPM limit before the first run.",
    products: [
      {
        name: 'APC 10x7E Thin Electric Propeller',
        brand: 'APC',
        price: 549,
        mrp: 599,
        blurb:
          'The standard electric sport prop: efficient, quiet and stiff enough for 3S-4S power systems.',
        highlights: [
          '10 in diameter, 7 in pitch',
          'Glass-filled nylon',
          'Adapter rings included',
          'Max 14,500 RPM',
        ],
      },
      {
        name: 'APC 12x6E Electric Propeller',
        brand: 'APC',
        price: 699,
        blurb:
          'A low-pitch electric prop for trainers and slow fliers that need thrust more than speed.',
        highlights: [
          '12 in diameter, 6 in pitch',
          'Thin electric profile',
          'Adapter rings included',
          'Max 12,000 RPM',
        ],
      },
      {
        name: 'Master Airscrew G/F3 11x7 Glow Propeller',
        brand: 'Master Airscrew',
        price: 449,
        blurb:
          'A glass-filled nylon glow prop that holds its shape at high RPM on .40-.46 engines.',
        highlights: [
          '11 in diameter, 7 in pitch',
          'For .40-.46 two-strokes',
          'Glass-filled nylon',
          'Balanced from the factory',
        ],
      },
      {
        name: 'Xoar PJN 16x8 Beechwood Electric Propeller',
        brand: 'Xoar',
        price: 3299,
        mrp: 3799,
        blurb:
          'Hand-finished beechwood prop with a scale look and a quiet, smooth thrust for big electric scale models.',
        highlights: [
          '16 in diameter, 8 in pitch',
          'Laminated beechwood',
          'Scale finish',
          'For 6S power systems',
        ],
        origin: 'Taiwan',
      },
      {
        name: 'APC 15x8 Sport Glow Propeller',
        brand: 'APC',
        price: 899,
        blurb: 'A sport prop for .90-1.20 four-strokes and 15cc gas engines.',
        highlights: [
          '15 in diameter, 8 in pitch',
          'For .90-1.20 four-strokes',
          'Glass-filled nylon',
          'Max 10,000 RPM',
        ],
      },
      {
        name: 'Falcon 22x10 Carbon Fibre Gas Propeller',
        brand: 'Falcon',
        price: 7499,
        mrp: 8499,
        blurb:
          'A stiff, light carbon prop for 50-60cc gas engines that accelerates faster than wood.',
        highlights: [
          '22 in diameter, 10 in pitch',
          'Carbon fibre',
          'For 50-60cc engines',
          'Balanced',
        ],
        origin: 'China',
      },
      {
        name: 'Aeronaut CAM Carbon Folding Propeller 13x8',
        brand: 'Aeronaut',
        price: 1599,
        mrp: 1799,
        blurb:
          'Folding blades for electric gliders: they fold back when the motor stops for a clean glide.',
        highlights: [
          '13 in diameter, 8 in pitch',
          'Carbon-reinforced blades',
          'Needs a folding hub and spinner',
          'Made in Germany',
        ],
        origin: 'Germany',
      },
    ],
  },
];
