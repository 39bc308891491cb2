import type { AnalysisState } from '@tryown/contracts';

const LOOK: Record<AnalysisState['state'], { label: string; className: string }> = {
  ready: { label: 'Ready for try-on', className: 'bg-success-50 text-success-700 ring-success-500/30' },
  needs_check: { label: 'Needs check', className: 'bg-accent-50 text-accent-600 ring-accent-300' },
  refused: { label: 'Photo refused', className: 'bg-danger-50 text-danger-700 ring-danger-500/30' },
};

/** The message of a photo ready for every garment kind (said by the label alone). */
const READY = /^Ready for try-on\.?$/;

/**
 * How a model's or dress's photo stands with the try-on engine, on its card: a small label, and
 * for a refused or unchecked photo the reason in words (not only a colour), as for a model photo
 * ready for some garment kinds only (a seated person: tops only).
 */
export function AnalysisBadge({ analysis }: { analysis: AnalysisState }) {
  const look = LOOK[analysis.state];
  return (
    <span className="block space-y-1" data-testid="analysis-state" data-state={analysis.state}>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${look.className}`}>{look.label}</span>
      {(analysis.state !== 'ready' || !READY.test(analysis.message)) && <span className="block text-xs leading-snug text-ink-600">{analysis.message}</span>}
    </span>
  );
}
