import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Icon } from '../../components/icon.tsx';

const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/demo', label: 'Demo' },
];

/** Shared header and footer of the public area. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'text-brand-700' : 'text-ink-600 hover:text-ink-900'}`;
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="sticky top-0 z-30 border-b border-ink-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to="/" aria-label="TryOwn home" className="rounded-lg">
            <BrandLogo />
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            ))}
            <Link to="/auth" className="ml-3 rounded-xl bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-ink-800">
              Get Started
            </Link>
          </nav>
          <button type="button" className="rounded-lg p-2 text-ink-700 hover:bg-ink-100 md:hidden" aria-label={menuOpen ? 'Close menu' : 'Open menu'} aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>
        {menuOpen && (
          <nav aria-label="Main" className="border-t border-ink-100 px-4 pb-4 md:hidden">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className={(state) => `block ${linkClass(state)}`} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            ))}
            <Link to="/auth" className="mt-2 block rounded-xl bg-ink-900 px-4 py-2.5 text-center text-sm font-semibold text-white">
              Get Started
            </Link>
          </nav>
        )}
      </header>
      <Outlet />
      <footer className="mt-auto border-t border-ink-100 bg-ink-50">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-ink-500 sm:flex-row sm:px-6">
          <BrandLogo />
          <p>© {new Date().getFullYear()} TryOwn · Try it | Own it</p>
          <div className="flex gap-4">
            <Link to="/admin" className="hover:text-ink-800">
              Admin
            </Link>
            <Link to="/superadmin" className="hover:text-ink-800">
              Super admin
            </Link>
          </div>
        </div>
      </footer>
    </div>
  );
}
