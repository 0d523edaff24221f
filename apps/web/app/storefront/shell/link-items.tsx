import { Link } from 'react-router';

/** One link of a shell menu or footer column. */
export type LinkItem = { to: string; label: string };

/** A menu's `<li><Link>` items, one per link, all with one class (inside the caller's `<ul>`). */
export function LinkItems({ links, className }: { links: LinkItem[]; className: string }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}
