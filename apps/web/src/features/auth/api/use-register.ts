import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, UploadUrlResponseSchema, type ClientRegisterRequest, type UserRegisterRequest } from '@tryown/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';

export const useRegisterUser = () =>
  useMutation({ mutationFn: (input: UserRegisterRequest) => api.post('/user/register', { body: input, schema: MessageResponseSchema }) });

export const useRegisterClient = () =>
  useMutation({ mutationFn: (input: ClientRegisterRequest) => api.post('/client/register', { body: input, schema: MessageResponseSchema }) });

/** Failures of the anonymous logo upload, with the spec's two messages. */
export class LogoUploadError extends Error {}

/**
 * The registration logo: slot from client/upload-url, then one PUT of the bytes. Written out here
 * rather than with lib's uploadFile because the spec words the two failures differently.
 */
export async function uploadRegistrationLogo(file: File): Promise<string> {
  let slot;
  try {
    slot = await api.get('/client/upload-url', { query: { fileName: file.name, fileType: file.type }, schema: UploadUrlResponseSchema });
  } catch (error) {
    const reason = error instanceof ApiError && error.serverMessage ? `: ${error.serverMessage}` : '';
    throw new LogoUploadError(`Failed to get upload URL${reason}`);
  }
  let response: Response;
  try {
    response = await fetch(slot.url, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  } catch {
    throw new LogoUploadError('Logo upload failed: could not reach the server');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new LogoUploadError(`Logo upload failed: ${body?.message ?? `status ${response.status}`}`);
  }
  return slot.key;
}

export const useUploadLogo = () => useMutation({ mutationFn: uploadRegistrationLogo });
