import { useEffect, useId, useState } from 'react';
import { IMAGE_HINT } from '../image-file.ts';
import { FILE_INPUT_CLASS } from '../../../components/field.tsx';

/** The `image` file input of the catalogue forms, with a preview of the picked file (or the current image). */
export function ImageInput({ required, currentUrl, error, keepHint, label = 'Image' }: { required: boolean; currentUrl?: string; error?: string; keepHint?: boolean; label?: string }) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-700">
        {label}
        {required && <span className="text-danger-600" aria-hidden="true"> *</span>}
      </label>
      <div className="flex items-center gap-3">
        {shown && <img src={shown} alt="" className="size-16 rounded-lg object-cover ring-1 ring-ink-200" />}
        <input
          id={id}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          className={FILE_INPUT_CLASS}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-500">
        {keepHint ? `Leave empty to keep current image. ${IMAGE_HINT}` : IMAGE_HINT}
      </p>
      {error && <p className="text-xs font-medium text-danger-600">{error}</p>}
    </div>
  );
}
