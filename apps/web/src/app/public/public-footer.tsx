import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { footerGroups } from './public-pages.ts';

export function PublicFooter() {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <BrandLogo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-ink-400">AI virtual try-on for fashion and apparel stores, in the shop and online.</p>
          <p className="mt-4 text-sm font-semibold text-white">Try it | Own it</p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-xs font-semibold tracking-widest text-ink-400 uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-ink-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} TryOwn. All rights reserved.</p>
          <p className="flex gap-4">
            <Link to="/admin" className="hover:text-ink-300">
              Admin
            </Link>
            <Link to="/superadmin" className="hover:text-ink-300">
              Super admin
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
