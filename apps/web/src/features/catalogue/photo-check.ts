import type { AnalysisState } from '@tryown/contracts';
import { toast } from '../../components/toast.tsx';
import { failure } from './failure.ts';

/** Runs a card's "Check photo" and says the outcome: ready, or why the photo was refused. */
export async function checkPhoto(run: () => Promise<AnalysisState | undefined>) {
  try {
    const state = await run();
    if (state?.state === 'refused') toast.error(`Photo refused: ${state.message}`);
    else toast.success(state?.message ?? 'Photo checked.');
  } catch (error) {
    toast.error(failure('Failed to check the photo.', error));
  }
}

/** "Check photo" belongs in a card's menu while its photo is not ready (never checked, older engine, or refused). */
export const needsCheck = (analysis: AnalysisState) => analysis.state !== 'ready';
