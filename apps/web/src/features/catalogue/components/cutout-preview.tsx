import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage, getImage } from '../../../lib/api-client.ts';

/** A transparency checkerboard, so the garment's cut edge shows against something. */
const CHECKERBOARD = {
  backgroundImage: 'conic-gradient(#e5e7eb 25%, #ffffff 0 50%, #e5e7eb 0 75%, #ffffff 0)',
  backgroundSize: '20px 20px',
};

/** The garment as the try-on engine cuts it out of its photo (GET dress/{id}/cutout), on a checkerboard. */
export function CutoutPreview({ dress, onClose }: { dress: { _id: string; title: string } | null; onClose: () => void }) {
  const id = dress?._id;
  const cutout = useQuery({
    queryKey: ['dresses', 'cutout', id],
    queryFn: ({ signal }) => getImage(`/dress/${encodeURIComponent(id!)}/cutout`, { auth: 'client', signal }),
    enabled: Boolean(id),
    retry: false,
    staleTime: 60_000,
  });
  const url = useMemo(() => (cutout.data ? URL.createObjectURL(cutout.data) : null), [cutout.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return (
    <Modal open={Boolean(dress)} title={dress ? `Cut-out of ${dress.title}` : 'Cut-out'} onClose={onClose}>
      <div className="space-y-3">
        <p className="text-sm text-ink-600">This is the garment the try-on lays on a model. Anything left of the photo's background shows here.</p>
        {cutout.isError ? (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm text-danger-700">
            {errorMessage(cutout.error, 'Failed to load the cut-out.')}
          </p>
        ) : url ? (
          <div className="grid place-items-center rounded-xl p-3 ring-1 ring-ink-200" style={CHECKERBOARD}>
            <img src={url} alt={`${dress?.title ?? 'Garment'} cut out of its photo`} className="max-h-[55vh] w-auto object-contain" />
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 py-10 text-sm text-ink-500">
            <Spinner className="size-4 text-brand-600" /> Cutting the garment out…
          </p>
        )}
      </div>
    </Modal>
  );
}
