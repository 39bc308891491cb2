import { useRef, useState } from 'react';
import type { GeneratedImage } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { toast } from '../../../components/toast.tsx';
import { useDialogKeyboard } from '../../../components/use-dialog-keyboard.ts';
import { FallbackImage } from '../../tryon/components/fallback-image.tsx';
import { LoadMore } from '../../../components/catalogue-states.tsx';
import { useGeneratedImages } from '../api/get-generated-images.ts';
import { useDeleteGeneratedImage } from '../api/delete-generated-image.ts';
import { failure } from '../../catalogue/failure.ts';

const SKELETONS = 8;
// 1 to 4 columns by the width the gallery really has (a container query), so an open sidebar
// never squeezes four cards until their footers wrap.
const GRID = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4';

const formatCreated = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
};

const CONFIRM_DELETE = 'Delete this picture? It cannot be brought back.';

/** What a picture shows: its model in its dress, by their current names. */
const modelOf = (image: GeneratedImage) => image.modelName ?? 'A deleted model';
const dressOf = (image: GeneratedImage) => image.dressName ?? 'A deleted dress';
const titleOf = (image: GeneratedImage) => `${modelOf(image)} in ${image.dressName ?? 'a deleted dress'}`;

/** Downloads through a blob so it also works for images served from another origin (S3). */
async function download(image: GeneratedImage) {
  try {
    const response = await fetch(image.url);
    if (!response.ok) throw new Error(String(response.status));
    const href = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = `ai-outfit-${image._id}.jpg`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } catch {
    toast.error('Failed to download the image.');
  }
}

/** Full-size view; a click anywhere but the image (or Esc, or the close button) closes it; it can download too. Tab stays inside. */
function ImageOverlay({ image, onClose }: { image: GeneratedImage; onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogKeyboard(true, dialogRef, onClose);
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={titleOf(image)}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink-950/80 p-4 pt-16"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* Close comes first so it takes the focus; shown to the right of Download. */}
      <div className="absolute right-4 top-4 flex flex-row-reverse gap-2">
        <button type="button" aria-label="Close" onClick={onClose} className="rounded-full bg-white/90 p-2 text-ink-800 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
        <Button variant="secondary" size="sm" onClick={() => void download(image)}>
          Download
        </Button>
      </div>
      <img src={image.url} alt={titleOf(image)} className="max-h-full max-w-full rounded-xl object-contain shadow-2xl" />
    </div>
  );
}

/** The client dashboard's AI Outfits tab: the store's generated images, newest first. */
export default function AiOutfits() {
  const images = useGeneratedImages();
  const shown = images.data?.pages.flatMap((page) => page.generatedImages);
  const [open, setOpen] = useState<GeneratedImage | null>(null);
  const remove = useDeleteGeneratedImage();

  async function handleDelete(image: GeneratedImage) {
    if (!window.confirm(CONFIRM_DELETE)) return;
    try {
      toast.success((await remove.mutateAsync(image._id)).message);
    } catch (error) {
      toast.error(failure('Failed to delete the image.', error));
    }
  }

  return (
    <div className="@container space-y-6">
      <header>
        <h2 className="text-2xl font-bold text-ink-900">AI Generated Outfits</h2>
        <p className="mt-1 text-sm text-ink-500">Browse, preview, and download your generated images.</p>
      </header>

      {images.isError && (
        <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          Failed to load generated images.
        </div>
      )}

      {images.isPending ? (
        <ul aria-busy="true" aria-label="Loading generated images" className={GRID}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} data-testid="outfit-skeleton" className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100">
              <div className="aspect-[3/4] bg-ink-100" />
              <div className="m-3 h-3 w-2/3 rounded bg-ink-100" />
            </li>
          ))}
        </ul>
      ) : shown && shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-300 px-6 py-16 text-center">
          <p className="font-semibold text-ink-800">No generated images yet</p>
          <p className="mt-1 text-sm text-ink-500">Generate outfits in the Playground and they will appear here.</p>
        </div>
      ) : shown ? (
        <ul className={GRID}>
          {shown.map((image) => (
            <li key={image._id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
              <button type="button" onClick={() => setOpen(image)} aria-label={`Open ${titleOf(image)}`} className="block w-full focus-visible:outline-2 focus-visible:outline-brand-500">
                <FallbackImage src={image.url} alt={titleOf(image)} loading="lazy" className="aspect-[3/4] w-full object-cover" />
              </button>
              <div className="space-y-2 px-3 py-2">
                <div className="min-w-0" data-testid="outfit-details">
                  <p className={`truncate text-sm font-medium ${image.modelName ? 'text-ink-900' : 'italic text-ink-500'}`}>{modelOf(image)}</p>
                  <p className={`truncate text-sm ${image.dressName ? 'text-ink-700' : 'italic text-ink-500'}`}>{dressOf(image)}</p>
                  <time dateTime={image.createdAt} className="text-xs text-ink-500">
                    {formatCreated(image.createdAt)}
                  </time>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => void download(image)}>
                    Download
                  </Button>
                  <Button variant="danger" size="sm" aria-label={`Delete ${titleOf(image)}`}
                    disabled={remove.isPending && remove.variables === image._id}
                    onClick={() => void handleDelete(image)}
                  >
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {shown && shown.length > 0 && <LoadMore list={images} shown={shown.length} noun={['image', 'images']} />}

      {open && <ImageOverlay image={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
