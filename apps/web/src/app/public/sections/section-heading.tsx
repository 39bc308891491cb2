import { Reveal } from '../reveal.tsx';

export function SectionHeading({ id, eyebrow, title, lead, tone = 'light' }: { id: string; eyebrow: string; title: string; lead?: string; tone?: 'light' | 'dark' }) {
  return (
    <Reveal className="mx-auto max-w-2xl text-center">
      <p className={`text-sm font-semibold tracking-widest uppercase ${tone === 'dark' ? 'text-brand-300' : 'text-brand-600'}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-3 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-ink-950'}`}>
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg leading-relaxed ${tone === 'dark' ? 'text-ink-300' : 'text-ink-600'}`}>{lead}</p>}
    </Reveal>
  );
}
