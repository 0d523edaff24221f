import {
  BatteryCharging,
  Cable,
  Car,
  Drone,
  Engine,
  Fan,
  Gamepad2,
  Helicopter,
  type IconComponent,
  Plane,
  Sailboat,
  Tag,
  Wrench,
  Zap,
} from '#app/ui/icons.tsx';

// Stored category icons are Font Awesome class names from the old shop; we draw our own by slug.
const icons: Record<string, IconComponent> = {
  airplanes: Plane,
  planes: Plane,
  helicopters: Helicopter,
  drones: Drone,
  cars: Car,
  boats: Sailboat,
  engines: Engine,
  'motors-escs': Zap,
  'batteries-chargers': BatteryCharging,
  'radios-servos': Gamepad2,
  controllers: Gamepad2,
  'accessories-materials': Wrench,
  'connectors-wires': Cable,
  propellers: Fan,
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = icons[slug] ?? Tag;
  return <Icon className={className} aria-hidden />;
}
