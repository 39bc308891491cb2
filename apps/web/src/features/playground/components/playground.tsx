import { Button } from '../../../components/button.tsx';
import { useTryOnGeneration } from '../../tryon/api/tryon-api.ts';
import { PickerPanel } from '../../tryon/components/picker-panel.tsx';
import { SelectedPreview } from '../../tryon/components/selected-preview.tsx';
import { TryOnResult } from '../../tryon/components/try-on-result.tsx';
import { useTryOnPickers } from '../../tryon/components/use-try-on-pickers.ts';

/** The client dashboard's Playground tab: pick a model and a dress, generate, see the result. */
export default function Playground() {
  const { modelPanel, dressPanel, model, dress } = useTryOnPickers();
  const generation = useTryOnGeneration();
  const running = generation.phase === 'running';

  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-ink-900">Playground</h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <PickerPanel title="Select Models" {...modelPanel} />
          <PickerPanel title="Select Dresses" {...dressPanel} />
        </div>
        <TryOnResult generation={generation} />
      </div>
      <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:grid-cols-[1fr_1fr_auto] sm:items-center">
        <SelectedPreview label="Selected Model" item={model} />
        <SelectedPreview label="Selected Dress" item={dress} />
        <Button size="lg" disabled={!model || !dress || running} onClick={() => model && dress && generation.generate(model.id, dress.id)}>
          Generate
        </Button>
      </div>
    </div>
  );
}
