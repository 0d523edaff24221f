import {
  BadgePercent,
  ChartLine,
  CreditCard,
  FolderTree,
  GalleryHorizontalEnd,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  MessageSquareText,
  Package,
  Settings,
  ShoppingBag,
  Star,
  TicketPercent,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  /** Path segment under /admin; also the route id suffix. */
  slug: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar, in the order of the admin spec (§2 Shell). */
export const adminNav: AdminNavItem[] = [
  { slug: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { slug: 'homepage', label: 'Home page', icon: LayoutTemplate },
  { slug: 'products', label: 'Products', icon: Package },
  // Not in the spec's sidebar: the inventory calls (§7) need a screen (decisions.md).
  { slug: 'inventory', label: 'Inventory', icon: Warehouse },
  { slug: 'featured', label: 'Featured', icon: Star },
  { slug: 'todays-deals', label: "Today's Deals", icon: BadgePercent },
  { slug: 'orders', label: 'Orders', icon: ShoppingBag },
  { slug: 'categories', label: 'Categories', icon: FolderTree },
  { slug: 'banners', label: 'Banners', icon: GalleryHorizontalEnd },
  { slug: 'coupons', label: 'Coupons', icon: TicketPercent },
  { slug: 'payment-methods', label: 'Payment methods', icon: CreditCard },
  { slug: 'reviews', label: 'Reviews', icon: MessageSquareText },
  { slug: 'analytics', label: 'Analytics', icon: ChartLine },
  { slug: 'users', label: 'Users', icon: Users },
  { slug: 'settings', label: 'Settings', icon: Settings },
  // Not in the spec: emails kept in the database when no SMTP server is set (decisions.md).
  { slug: 'outbox', label: 'Outbox', icon: Mail },
];

/** The nav entry a pathname belongs to (/admin itself is the dashboard). */
/** Screens without a sidebar entry (admin spec §2) light up the entry they belong to. */
const parentEntry: Record<string, string> = {
  'analytics-dashboard': 'analytics',
  trending: 'todays-deals',
};

export function findAdminNavItem(pathname: string): AdminNavItem | undefined {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] || 'dashboard';
  const slug = parentEntry[segment] ?? segment;
  return adminNav.find((item) => item.slug === slug);
}
