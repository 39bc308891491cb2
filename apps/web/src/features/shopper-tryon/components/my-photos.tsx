import { useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, PERSON_PHOTO_TIPS } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { GridState } from '../../../components/catalogue-states.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddPhoto, useDeletePhoto, usePhotos } from '../api/shopper-api.ts';
import { ProgressBar } from './progress-bar.tsx';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What stored photos are for and how long they stay: shown where the shopper uploads. */
export const CONSENT =
  'Your photos and the looks made from them are stored in your account, visible only to you (not to the store), until you delete them or your account. Deleting a photo deletes its looks too.';

/** My photos: the guide, the consent line, upload with progress and refusal reasons, and delete. */
export function MyPhotos() {
  const photos = usePhotos();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = useAddPhoto(setProgress);
  const remove = useDeletePhoto();

  function handleFile(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!TYPES.includes(file.type)) return setProblem('Choose a JPEG, PNG or WebP image.');
    if (file.size > MAX_UPLOAD_BYTES) return setProblem('The photo is larger than 5 MB. Choose a smaller one.');
    setProgress(0);
    add.mutate(file, {
      onError: (error) => setProblem(errorMessage(error, 'The photo could not be added.')),
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = '';
      },
    });
  }

  return (
    <section className="space-y-5" aria-label="My photos">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
        <h2 className="font-semibold text-ink-900">A photo that works</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-600">
          {PERSON_PHOTO_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-ink-500" data-testid="consent">{CONSENT}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <input ref={input} type="file" accept={TYPES.join(',')} className="sr-only" id="shopper-photo" onChange={(event) => handleFile(event.target.files?.[0])} disabled={add.isPending} />
          <Button onClick={() => input.current?.click()} pending={add.isPending} pendingLabel="Adding…">
            Add a photo
          </Button>
          <span className="text-xs text-ink-500">JPEG, PNG or WebP, up to 5 MB</span>
        </div>
        {progress !== null && <div className="mt-3"><ProgressBar value={progress} label={progress < 100 ? 'Uploading' : 'Checking your photo'} /></div>}
        {problem && <p role="alert" className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">{problem}</p>}
      </div>

      {photos.isPending ? (
        <GridState kind="loading" />
      ) : photos.isError ? (
        <GridState kind="error" message={errorMessage(photos.error, 'Your photos could not be loaded.')} onRetry={() => void photos.refetch()} />
      ) : photos.data.length === 0 ? (
        <GridState kind="empty" message="No photos yet. Add one to try the store's dresses on." />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {photos.data.map((photo, index) => (
            <li key={photo._id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70" data-testid="shopper-photo">
              <img src={photo.thumbnailUrl} alt={`Your photo ${index + 1}`} className="aspect-[3/4] w-full object-cover" />
              <div className="p-2">
                <Button size="sm" variant="secondary" className="w-full" onClick={() => setDeleting(photo._id)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={deleting !== null}
        title="Delete this photo?"
        onClose={() => setDeleting(null)}
        footer={
          <Button variant="danger" pending={remove.isPending} onClick={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}>
            Delete photo
          </Button>
        }
      >
        <p className="text-sm text-ink-600">The photo and every look made from it are deleted for good.</p>
        {remove.isError && <p role="alert" className="mt-2 text-sm text-danger-700">{errorMessage(remove.error, 'The photo could not be deleted.')}</p>}
      </Modal>
    </section>
  );
}
