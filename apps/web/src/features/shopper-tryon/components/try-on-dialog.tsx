import { useState } from 'react';
import type { Dress } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePhotos, useShopperTryOn } from '../api/shopper-api.ts';
import { BeforeAfter } from './before-after.tsx';
import { ProgressBar } from './progress-bar.tsx';

/** Try a dress on one of the shopper's photos: pick, generate, watch, compare, download. */
export function TryOnDialog({ dress, onClose, onAddPhoto }: { dress: Dress; onClose: () => void; onAddPhoto: () => void }) {
  const photos = usePhotos();
  const [photoId, setPhotoId] = useState<string | null>(null);
  const { start, task } = useShopperTryOn();
  const chosen = photos.data?.find((photo) => photo._id === (photoId ?? photos.data?.[0]?._id));
  const status = task?.data?.status;
  const running = start.isPending || (Boolean(start.data) && status !== 'COMPLETED' && status !== 'FAILED' && !task?.isError);
  const title = `Try on ${dress.name || dress.brand || dress.type}`;

  let body;
  if (photos.isPending) body = <p role="status" className="flex items-center gap-2 text-sm text-ink-500"><Spinner className="size-4" /> Loading your photos…</p>;
  else if (photos.isError) body = <p role="alert" className="text-sm text-danger-700">{errorMessage(photos.error, 'Your photos could not be loaded.')}</p>;
  else if (photos.data.length === 0)
    body = (
      <div className="space-y-3 text-sm text-ink-600">
        <p>Add a photo of yourself first: it is the picture the dress goes on.</p>
        <Button onClick={onAddPhoto}>Add a photo</Button>
      </div>
    );
  else
    body = (
      <div className="space-y-4">
        <fieldset disabled={running}>
          <legend className="mb-2 text-sm font-medium text-ink-700">Pick a photo</legend>
          <div className="flex gap-2 overflow-x-auto pb-1">
            {photos.data.map((photo, index) => (
              <label key={photo._id} className={`shrink-0 cursor-pointer rounded-lg p-0.5 ring-2 ${chosen?._id === photo._id ? 'ring-brand-600' : 'ring-transparent'}`}>
                <input type="radio" name="tryon-photo" className="sr-only" checked={chosen?._id === photo._id} onChange={() => setPhotoId(photo._id)} aria-label={`Photo ${index + 1}`} />
                <img src={photo.thumbnailUrl} alt="" className="h-24 w-18 rounded-md object-cover" />
              </label>
            ))}
          </div>
        </fieldset>
        {running && <ProgressBar value={task?.data?.progress ?? 0} label="Making your try-on" />}
        {start.isError && <p role="alert" className="text-sm text-danger-700">{errorMessage(start.error, 'The try-on could not be started.')}</p>}
        {status === 'FAILED' && <p role="alert" className="text-sm text-danger-700">{task?.data?.error ?? 'The try-on failed.'}</p>}
        {task?.isError && <p role="alert" className="text-sm text-danger-700">{errorMessage(task.error, 'The try-on could not be followed.')}</p>}
        {status === 'COMPLETED' && task?.data?.download_signed_url && chosen && (
          <div className="space-y-3" data-testid="tryon-result">
            <BeforeAfter beforeUrl={chosen.imageUrl} afterUrl={task.data.download_signed_url} />
            <p className="text-sm text-success-700">Saved in My looks.</p>
            <a href={task.data.download_signed_url} download="tryown-look.jpg" className="inline-flex text-sm font-semibold text-brand-700 underline">
              Download
            </a>
          </div>
        )}
      </div>
    );

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        photos.data?.length ? (
          <Button pending={running} pendingLabel="Generating…" disabled={!chosen} onClick={() => chosen && start.mutate({ photoId: chosen._id, dressId: dress._id })}>
            {status === 'COMPLETED' ? 'Generate again' : 'Generate'}
          </Button>
        ) : undefined
      }
    >
      {body}
    </Modal>
  );
}
