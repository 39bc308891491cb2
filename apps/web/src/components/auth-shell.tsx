import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { documentTitle } from '../lib/document-title.ts';
import { BrandLogo } from './brand-logo.tsx';
import { Icon, type IconName } from './icon.tsx';

type AuthShellProps = {
  title: string;
  subtitle?: ReactNode;
  icon?: IconName;
  /** Dark for the staff portals, light for shoppers and stores. */
  tone?: 'dark' | 'light';
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame every sign-in screen shares: brand, a centred card and a footer link. */
export function AuthShell({ title, subtitle, icon = 'lock', tone = 'light', children, footer }: AuthShellProps) {
  const dark = tone === 'dark';
  return (
    <div className={`relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10 ${dark ? 'bg-ink-950' : 'bg-ink-50'}`}>
      <title>{documentTitle(title)}</title>
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 ${
          dark
            ? 'bg-[radial-gradient(circle_at_20%_10%,rgb(99_102_241/0.35),transparent_45%),radial-gradient(circle_at_85%_90%,rgb(244_63_94/0.25),transparent_40%)]'
            : 'bg-[radial-gradient(circle_at_20%_10%,var(--color-brand-100),transparent_45%)]'
        }`}
      />
      <Link to="/" className="relative mb-8 rounded-lg" aria-label="TryOwn home">
        <BrandLogo tone={dark ? 'light' : 'dark'} />
      </Link>
      <main className="relative w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-ink-900/5 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <Icon name={icon} className="size-6" />
          </span>
          {/* Focusable from script, so a flow that changes step can move focus (and a screen reader) to the new title. */}
          <h1 tabIndex={-1} className="font-display text-2xl font-bold tracking-tight text-ink-950 outline-none">
            {title}
          </h1>
          {subtitle && <p className="mt-1.5 text-sm text-ink-500">{subtitle}</p>}
        </div>
        {children}
      </main>
      {footer && <div className={`relative mt-6 text-sm ${dark ? 'text-ink-400' : 'text-ink-500'}`}>{footer}</div>}
    </div>
  );
}
