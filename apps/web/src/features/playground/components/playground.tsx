import { Button } from '../../../components/button.tsx';
import { useTryOnGeneration } from '../../tryon/api/tryon-api.ts';
import { PickerPanel } from '../../tryon/components/picker-panel.tsx';
import { SelectedPreview } from '../../tryon/components/selected-preview.tsx';
import { TryOnResult } from '../../tryon/components/try-on-result.tsx';
import { useTryOnPickers } from '../../tryon/components/use-try-on-pickers.ts';

/** The client dashboard's Playground tab: pick a model and a dress (a top may take a bottom too), generate, see the result. */
export default function Playground() {
  const { modelPanel, dressPanel, bottomPanel, model, dress, bottom, pick } = useTryOnPickers();
  const generation = useTryOnGeneration();
  const running = generation.phase === 'running';

  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-ink-900">Playground</h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <PickerPanel title="Select Models" {...modelPanel} />
          <PickerPanel title="Select Dresses" {...dressPanel} />
          {bottomPanel && <PickerPanel title="Add a bottom (optional)" {...bottomPanel} />}
        </div>
        <TryOnResult generation={generation} />
      </div>
      <div
        className={`grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:items-center ${bottom ? 'sm:grid-cols-[1fr_1fr_1fr_auto]' : 'sm:grid-cols-[1fr_1fr_auto]'}`}
      >
        <SelectedPreview label="Selected Model" item={model} />
        <SelectedPreview label={bottom ? 'Selected Top' : 'Selected Dress'} item={dress} />
        {bottom && <SelectedPreview label="Selected Bottom" item={bottom} />}
        <Button size="lg" disabled={!pick || running} onClick={() => pick && generation.generate(pick)}>
          Generate
        </Button>
      </div>
    </div>
  );
}
