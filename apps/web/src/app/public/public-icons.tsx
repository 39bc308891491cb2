/**
 * Icons of the marketing pages (24 px stroke grid, like components/icon.tsx). Kept here so the
 * dashboards' shared icon set does not grow with landing-only drawings.
 */
const paths = {
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  store: 'M3 9l1.5-5h15L21 9M3 9h18M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  returns: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  cart: 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6M10 21h.01M17 21h.01',
  wand: 'M15 4V2M15 10V8M11 6h2M17 6h2M4 20L14 10M18.5 12.5l1 1M18.5 2.5l1-1',
  mirror: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 7l2-2M9 11l6-6',
  plug: 'M9 2v6M15 2v6M6 8h12v3a6 6 0 0 1-12 0zM12 17v5',
  chart: 'M3 3v18h18M8 16v-5M13 16V8M18 16v-9',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  pin: 'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6',
  check: 'M20 6L9 17l-5-5',
  minus: 'M6 12h12',
  prev: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4z',
} as const;

export type PublicIconName = keyof typeof paths;

export function PublicIcon({ name, className = 'size-5' }: { name: PublicIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
