import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useTryOnGeneration } from '../api/tryon-api.ts';
import { EmptyCatalogueGuide, type CatalogueLinks } from './empty-catalogue-guide.tsx';
import { PickerPanel } from './picker-panel.tsx';
import { TryOnResult } from './try-on-result.tsx';
import { useTryOnPickers } from './use-try-on-pickers.ts';

/**
 * The spec's Try-on screen: a model (filterable by category), a dress, Generate, the result. A store
 * with no model or no dress yet is shown what to add first, with links to those screens.
 */
export function TryOnScreen({ catalogueLinks = {} }: { catalogueLinks?: CatalogueLinks }) {
  const { modelPanel, dressPanel, bottomPanel, model, dress, pick, notYetAdded } = useTryOnPickers();
  const generation = useTryOnGeneration();
  const [missing, setMissing] = useState(false);

  function generate() {
    setMissing(!model || !dress);
    if (pick) generation.generate(pick);
  }

  if (notYetAdded && (notYetAdded.models || notYetAdded.dresses)) {
    return (
      <div className="space-y-4">
        <h2 className="text-2xl font-bold text-ink-900">Try-on</h2>
        <EmptyCatalogueGuide missing={notYetAdded} links={catalogueLinks} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-ink-900">Try-on</h2>
      <PickerPanel title="Models" {...modelPanel} />
      <PickerPanel title="Dresses" {...dressPanel} />
      {bottomPanel && <PickerPanel title="Add a bottom (optional)" {...bottomPanel} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" pending={generation.phase === 'running'} pendingLabel="Generating..." onClick={generate}>
          Generate
        </Button>
        {missing && (!model || !dress) && (
          <p role="alert" className="text-sm text-danger-700">
            Please select a model and a dress.
          </p>
        )}
      </div>
      <TryOnResult generation={generation} />
    </div>
  );
}

export default TryOnScreen;
