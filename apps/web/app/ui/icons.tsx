// The icons of the storefront and of the parts it shares with the admin (ui/). Each is an empty
// <span class="icon i-NAME"> that the stylesheets paint: `.icon` in app.css gives it Lucide's
// 24 px box and paints the text colour through `--icon`, which app/icons.css sets for each
// `i-NAME` class, from the drawing of Lucide's icon of that name (tailwind-icons.ts). An icon
// costs a class name in the page and nothing in its JavaScript (docs/decisions/icons-as-css-masks.md).
// A new icon here goes in icons.css's list too (tailwind-icons.test.ts checks).
//
// Size and colour work as they did with Lucide's <svg>: `size-4`, `text-slate-500`. Icons are
// hidden from assistive technology, since the control around one carries its name, unless it is
// given a label of its own.
// The admin's own screens still use lucide-react.
import type { ComponentType } from 'react';
import { cx } from '#app/lib/cx.ts';

export type IconProps = {
  className?: string;
  /** Filled in with the colour, not only outlined: a rated star, a saved heart. */
  filled?: boolean;
  'aria-hidden'?: boolean | 'true';
  /** For an icon that says something no text beside it says (a spinner's "Updating"). */
  'aria-label'?: string;
};
export type IconComponent = ComponentType<IconProps>;

/**
 * An icon component for an `i-NAME` class, and its filled twin where one is used. Tailwind finds
 * the classes in this file's text, so each is written out whole.
 */
function icon(outline: string, filledIn?: string): IconComponent {
  return function MaskIcon({ className, filled = false, 'aria-label': label }: IconProps) {
    const classes = cx('icon', filled && filledIn ? filledIn : outline, className);
    return label ? (
      <span role="img" aria-label={label} className={classes} />
    ) : (
      <span aria-hidden="true" className={classes} />
    );
  };
}

export const ArrowLeft = icon('i-arrow-left');
export const ArrowRight = icon('i-arrow-right');
export const BadgeCheck = icon('i-badge-check');
export const Banknote = icon('i-banknote');
export const BatteryCharging = icon('i-battery-charging');
export const Bell = icon('i-bell');
export const BellRing = icon('i-bell-ring');
export const Bot = icon('i-bot');
export const Cable = icon('i-cable');
export const CalendarClock = icon('i-calendar-clock');
export const Camera = icon('i-camera');
export const Car = icon('i-car');
export const Check = icon('i-check');
export const ChevronDown = icon('i-chevron-down');
export const ChevronLeft = icon('i-chevron-left');
export const ChevronRight = icon('i-chevron-right');
export const CircleAlert = icon('i-circle-alert');
export const CircleCheck = icon('i-circle-check');
export const CircleX = icon('i-circle-x');
export const Clock = icon('i-clock');
export const CreditCard = icon('i-credit-card');
export const Drone = icon('i-drone');
export const Engine = icon('i-engine');
export const ExternalLink = icon('i-external-link');
export const Eye = icon('i-eye');
export const Fan = icon('i-fan');
export const FileDown = icon('i-file-down');
export const FileText = icon('i-file-text');
export const Flame = icon('i-flame');
export const Gamepad2 = icon('i-gamepad-2');
export const GitCompareArrows = icon('i-git-compare-arrows');
export const Headset = icon('i-headset');
export const Heart = icon('i-heart', 'i-heart-filled');
export const Helicopter = icon('i-helicopter');
export const House = icon('i-house');
export const Hourglass = icon('i-hourglass');
export const ImagePlus = icon('i-image-plus');
export const Info = icon('i-info');
export const KeyRound = icon('i-key-round');
export const Landmark = icon('i-landmark');
export const LoaderCircle = icon('i-loader-circle');
export const Lock = icon('i-lock');
export const LogIn = icon('i-log-in');
export const LogOut = icon('i-log-out');
export const Mail = icon('i-mail');
export const MailCheck = icon('i-mail-check');
export const MapPin = icon('i-map-pin');
export const Menu = icon('i-menu');
export const MessageCircle = icon('i-message-circle');
export const MessageCircleQuestion = icon('i-message-circle-question');
export const Minus = icon('i-minus');
export const Package = icon('i-package');
export const PackageCheck = icon('i-package-check');
export const PackageOpen = icon('i-package-open');
export const PackageSearch = icon('i-package-search');
export const PackageX = icon('i-package-x');
export const Pencil = icon('i-pencil');
export const Phone = icon('i-phone');
export const Plane = icon('i-plane');
export const Plus = icon('i-plus');
export const ReceiptText = icon('i-receipt-text');
export const RotateCcw = icon('i-rotate-ccw');
export const Sailboat = icon('i-sailboat');
export const Search = icon('i-search');
export const SearchX = icon('i-search-x');
export const Send = icon('i-send');
export const Share2 = icon('i-share-2');
export const ShieldAlert = icon('i-shield-alert');
export const ShieldCheck = icon('i-shield-check');
export const ShoppingBag = icon('i-shopping-bag');
export const ShoppingCart = icon('i-shopping-cart');
export const SlidersHorizontal = icon('i-sliders-horizontal');
export const Smartphone = icon('i-smartphone');
export const Star = icon('i-star', 'i-star-filled');
export const Tag = icon('i-tag');
export const TicketPercent = icon('i-ticket-percent');
export const Trash2 = icon('i-trash-2');
export const TriangleAlert = icon('i-triangle-alert');
export const Truck = icon('i-truck');
export const Undo2 = icon('i-undo-2');
export const User = icon('i-user');
export const UserPlus = icon('i-user-plus');
export const UserRound = icon('i-user-round');
export const Wallet = icon('i-wallet');
export const Wrench = icon('i-wrench');
export const X = icon('i-x');
export const Zap = icon('i-zap');
