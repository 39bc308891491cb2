import type { z } from 'zod';
import { UploadUrlResponseSchema } from '@tryown/contracts';
import { ApiError, errorMessage, UploadUrlError } from './api-error.ts';
import { clearSession, getToken, type SessionKind } from './session.ts';

export const API_BASE = '/api/v1';

export { ApiError, errorMessage, UploadUrlError };

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  /** Which session's bearer token to send; the call fails before any request when it is missing. */
  auth?: SessionKind;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates the success body; its inferred type is the result type. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/** Sends one request with the session's bearer token; network failures become an ApiError with a message for people. */
async function send(method: Method, path: string, options: Omit<RequestOptions<unknown>, 'schema'>, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (options.auth) {
    const token = getToken(options.auth);
    if (!token) throw new ApiError(0, 'No authentication token found');
    headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
}

const jsonOf = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** A failed answer as an ApiError with the server's message; a 401 also drops the session. */
function failed(response: Response, body: unknown, auth: SessionKind | undefined): ApiError {
  // An expired or revoked token: drop the session so the area's guard sends the person to sign in.
  if (response.status === 401 && auth) clearSession(auth);
  const serverMessage = messageOf(body);
  return new ApiError(response.status, serverMessage ?? `Request failed (${response.status})`, serverMessage);
}

async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(method, path, options, 'application/json');
  const body = await jsonOf(response);
  if (!response.ok) throw failed(response, body, options.auth);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  // An answer without the expected shape (e.g. `success: false` with a 200) still carries its message.
  if (!parsed.success) throw new ApiError(response.status, messageOf(body) ?? 'Unexpected response from the server', messageOf(body));
  return parsed.data;
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('POST', path, options),
  put: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('PUT', path, options),
  patch: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('PATCH', path, options),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};

/** An image the API answers with (e.g. a garment cut-out), fetched with the session's token. */
export async function getImage(path: string, options: Pick<RequestOptions<unknown>, 'auth' | 'signal'> = {}): Promise<Blob> {
  const response = await send('GET', path, options, 'image/*');
  if (!response.ok) throw failed(response, await jsonOf(response), options.auth);
  return response.blob();
}

/**
 * The specs' two-step upload: ask `<area>/upload-url` for a signed URL, PUT the raw bytes there
 * with the file's own Content-Type, and return the storage key to send with the record.
 */
export async function uploadFile(area: string, file: File, auth?: SessionKind, onProgress?: (percent: number) => void): Promise<string> {
  let slot;
  try {
    slot = await api.get(`/${area.replace(/^\/+/, '')}/upload-url`, {
      auth,
      query: { fileName: file.name, fileType: file.type },
      schema: UploadUrlResponseSchema,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new UploadUrlError(error.status, error.message, error.serverMessage);
    throw error;
  }
  const { url, key } = slot;
  let response: Response;
  try {
    response = onProgress ? await putWithProgress(url, file, onProgress) : await fetch(url, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  } catch {
    throw new ApiError(0, 'Could not upload the file. Check your connection and try again.');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const serverMessage = messageOf(body);
    throw new ApiError(response.status, serverMessage ?? `Upload failed (${response.status})`, serverMessage);
  }
  return key;
}

/** The same PUT through XMLHttpRequest, whose upload events say how far the bytes are (fetch cannot). */
function putWithProgress(url: string, file: File, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(new Response(xhr.responseText || null, { status: xhr.status }));
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(file);
  });
}
