import { MAX_UPLOAD_BYTES } from '@tryown/contracts';
import { uploadFile } from '../../lib/api-client.ts';

export const IMAGE_HINT = 'Supported: JPG, PNG, etc. Max 5MB.';
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** Checked in the browser for a quick answer; the server checks the bytes again. */
export function imageFileError(file: File | null | undefined, required: boolean): string | undefined {
  if (!file || file.size === 0) return required ? 'Image is required' : undefined;
  if (!ACCEPTED.includes(file.type)) return 'Only JPEG, PNG or WebP images are accepted';
  if (file.size > MAX_UPLOAD_BYTES) return 'The image is larger than 5 MB';
  return undefined;
}

/** The picked file of a form's `image` input, if any. */
export function pickedImage(form: HTMLFormElement): File | null {
  const input = form.elements.namedItem('image');
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  return file && file.size > 0 ? file : null;
}

/** Uploads through `<area>/upload-url` and returns the key to store with the record. */
export const uploadImage = (area: 'models' | 'dress' | 'client/profile/logo', file: File) => uploadFile(area, file, 'client');
