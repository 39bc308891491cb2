import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ClientRegisterRequest, type UserRegisterRequest } from '@tryown/contracts';
import { api, ApiError, uploadFile, UploadUrlError } from '../../../lib/api-client.ts';

export const useRegisterUser = () =>
  useMutation({ mutationFn: (input: UserRegisterRequest) => api.post('/user/register', { body: input, schema: MessageResponseSchema }) });

export const useRegisterClient = () =>
  useMutation({ mutationFn: (input: ClientRegisterRequest) => api.post('/client/register', { body: input, schema: MessageResponseSchema }) });

/** Failures of the anonymous logo upload, with the spec's two messages: getting the slot, or the PUT. */
export class LogoUploadError extends Error {
  constructor(
    readonly step: 'slot' | 'upload',
    message: string,
  ) {
    super(message);
  }
}

/** The registration logo: lib's two-step uploadFile on client/upload-url, its failures in the spec's words. */
export async function uploadRegistrationLogo(file: File): Promise<string> {
  try {
    return await uploadFile('client', file);
  } catch (error) {
    const reason = error instanceof ApiError ? error.serverMessage : undefined;
    if (error instanceof UploadUrlError) throw new LogoUploadError('slot', `Failed to get upload URL${reason ? `: ${reason}` : ''}`);
    const status = error instanceof ApiError ? error.status : 0;
    throw new LogoUploadError('upload', `Logo upload failed: ${status ? (reason ?? `status ${status}`) : 'could not reach the server'}`);
  }
}

export const useUploadLogo = () => useMutation({ mutationFn: uploadRegistrationLogo });
