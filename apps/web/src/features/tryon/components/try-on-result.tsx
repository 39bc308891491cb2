import { useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import type { Generation } from '../api/tryon-api.ts';

/** The result panel: 'Generating...' with the task's progress, the image, or 'No image generated yet.' */
export function TryOnResult({ generation }: { generation: Generation }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const { phase, progress, imageUrl, error } = generation;
  return (
    <section aria-label="Result" aria-live="polite" className="flex min-h-64 flex-col items-center justify-center rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-ink-100">
      {phase === 'running' ? (
        <div role="status" className="flex flex-col items-center gap-3 text-ink-700">
          <Spinner className="size-8 text-brand-600" />
          <p className="font-medium">Generating...</p>
          <div role="progressbar" aria-label="Try-on progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 w-48 overflow-hidden rounded-full bg-ink-100">
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-sm text-ink-500">{progress}%</p>
        </div>
      ) : phase === 'done' && imageUrl ? (
        <div className="w-full">
          <p className="mb-2 text-left text-sm font-semibold text-ink-800">Generated Image:</p>
          {brokenUrl === imageUrl ? (
            <p role="alert" className="text-sm text-danger-700">
              Failed to fetch image: the generated image could not be loaded.
            </p>
          ) : (
            <img src={imageUrl} alt="Generated try-on" onError={() => setBrokenUrl(imageUrl)} className="mx-auto max-h-[32rem] rounded-xl object-contain" />
          )}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2">
          {phase === 'failed' && error && (
            <p role="alert" className="rounded-xl bg-danger-50 px-4 py-2 text-sm text-danger-700">
              {error}
            </p>
          )}
          <p className="text-sm text-ink-500">No image generated yet.</p>
        </div>
      )}
    </section>
  );
}
