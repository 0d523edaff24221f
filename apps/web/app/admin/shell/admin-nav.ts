import {
  BadgePercent,
  BellRing,
  ChartLine,
  CreditCard,
  FileSpreadsheet,
  FolderTree,
  GalleryHorizontalEnd,
  History,
  LayoutDashboard,
  LayoutTemplate,
  Inbox,
  Mail,
  MessageSquareText,
  Package,
  PackageX,
  RotateCcw,
  Scale,
  Settings,
  ShieldCheck,
  ShoppingBag,
  SlidersHorizontal,
  TextSearch,
  Star,
  TicketPercent,
  Users,
  Warehouse,
  Undo2,
  Ban,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  /** Path segment under /admin; also the route id suffix. */
  slug: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar entries, in display order. */
export const adminNav: AdminNavItem[] = [
  { slug: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { slug: 'homepage', label: 'Home page', icon: LayoutTemplate },
  { slug: 'products', label: 'Products', icon: Package },
  // The stock calls' screen (docs/decisions/inventory-and-stock-history.md).
  { slug: 'inventory', label: 'Inventory', icon: Warehouse },
  // Shoppers waiting for sold-out items, most wanted first (docs/decisions/back-in-stock.md).
  { slug: 'waiting', label: 'Waiting for stock', icon: BellRing },
  { slug: 'featured', label: 'Featured', icon: Star },
  { slug: 'todays-deals', label: "Today's Deals", icon: BadgePercent },
  { slug: 'orders', label: 'Orders', icon: ShoppingBag },
  // Failed deliveries reported by the courier (docs/decisions/failed-deliveries.md).
  { slug: 'orders/failed-deliveries', label: 'Failed deliveries', icon: PackageX },
  // Returns and replacements (docs/decisions/returns-and-replacements.md).
  { slug: 'returns', label: 'Returns', icon: Undo2 },
  // Cash on delivery switched off after parcels came back (docs/decisions/cod-blocks.md).
  { slug: 'orders/cod-blocks', label: 'COD blocks', icon: Ban },
  // GSTR-1 of a month, from the invoices and credit notes (docs/decisions/gstr-1.md).
  { slug: 'gst-returns', label: 'GST returns', icon: FileSpreadsheet },
  // Contact messages and newsletter subscribers (docs/decisions/owners-inbox.md).
  { slug: 'inbox', label: 'Inbox', icon: Inbox },
  // Complaints to the grievance officer (docs/decisions/grievances.md).
  { slug: 'grievances', label: 'Grievances', icon: Scale },
  { slug: 'categories', label: 'Categories', icon: FolderTree },
  // Attributes products are filtered and compared by (docs/decisions/specifications.md).
  { slug: 'specifications', label: 'Specifications', icon: SlidersHorizontal },
  { slug: 'banners', label: 'Banners', icon: GalleryHorizontalEnd },
  { slug: 'coupons', label: 'Coupons', icon: TicketPercent },
  { slug: 'payment-methods', label: 'Payment methods', icon: CreditCard },
  { slug: 'reviews', label: 'Reviews', icon: MessageSquareText },
  { slug: 'analytics', label: 'Analytics', icon: ChartLine },
  // Parcels returned to origin and their shipping cost (docs/decisions/analytics.md, "RTO report").
  { slug: 'analytics/rto', label: 'RTO report', icon: RotateCcw },
  // What shoppers search for and the search vocabulary (docs/decisions/search-insights.md).
  { slug: 'search', label: 'Search', icon: TextSearch },
  { slug: 'users', label: 'Users', icon: Users },
  { slug: 'settings', label: 'Settings', icon: Settings },
  // Every admin change, before → after (docs/decisions/audit-log.md).
  { slug: 'audit', label: 'Audit log', icon: History },
  // Sign-ins, failed sign-ins and the breach notice (docs/decisions/security-log-and-retention.md).
  { slug: 'security', label: 'Security', icon: ShieldCheck },
  // Emails kept in the database when no SMTP server is set (docs/decisions/admin-outbox-and-support-chat.md).
  { slug: 'outbox', label: 'Outbox', icon: Mail },
];

/** Screens without a sidebar entry (trending, the detailed analytics) light up their parent. */
const parentEntry: Record<string, string> = {
  'analytics-dashboard': 'analytics',
  trending: 'todays-deals',
};

/** The nav entry a pathname belongs to (/admin itself is the dashboard). */
export function findAdminNavItem(pathname: string): AdminNavItem | undefined {
  // An entry deeper than one segment (orders/cod-blocks, analytics/rto) wins over its parent's.
  const deep = adminNav.find(
    (item) =>
      item.slug.includes('/') &&
      (pathname === `/admin/${item.slug}` || pathname.startsWith(`/admin/${item.slug}/`)),
  );
  if (deep) return deep;
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] || 'dashboard';
  const slug = parentEntry[segment] ?? segment;
  return adminNav.find((item) => item.slug === slug);
}
