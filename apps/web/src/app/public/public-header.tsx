import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Icon } from '../../components/icon.tsx';
import { headerLinks } from './public-pages.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
    isActive ? 'text-brand-700' : 'text-ink-600 hover:text-ink-950'
  }`;

/** Sticky header with the spec's navigation; below md the links fold into a menu. */
export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Close the menu whenever the page changes or Escape is pressed.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/60 bg-white/75 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="TryOwn home" className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <Link
            to="/auth"
            className="ml-3 inline-flex h-10 items-center gap-1.5 rounded-xl bg-ink-950 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            Get Started <Icon name="arrowRight" className="size-4" />
          </Link>
        </nav>
        <button
          type="button"
          className="rounded-lg p-2 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="public-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
        </button>
      </div>
      {menuOpen && (
        <nav id="public-mobile-menu" aria-label="Main" className="border-t border-ink-100 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={(state) => `block ${linkClass(state)} py-3 text-base`}>
              {link.label}
            </NavLink>
          ))}
          <Link to="/auth" className="mt-3 flex h-12 items-center justify-center rounded-xl bg-ink-950 text-base font-semibold text-white">
            Get Started
          </Link>
        </nav>
      )}
    </header>
  );
}
