import type { WidgetConfigResponse, WidgetDress, WidgetSessionResponse, WidgetTryon } from '@tryown/contracts';

/** A refused call, with the server's message when the page was allowed to read it. */
export class WidgetError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type EventKind = 'widget_opened' | 'result_downloaded' | 'add_to_cart';

/** The widget's calls to /api/v1/widget/{key}/..., carrying the anonymous session once it has one. */
export function createWidgetApi(base: string, key: string) {
  const root = `${base}/api/v1/widget/${encodeURIComponent(key)}`;
  let session: string | null = null;

  async function call<T>(path: string, init: RequestInit = {}, as: 'json' | 'blob' = 'json'): Promise<T> {
    const headers = new Headers(init.headers);
    if (session) headers.set('x-tryown-session', session);
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, { ...init, headers, credentials: 'omit' });
    } catch {
      // No CORS answer: a wrong key or an origin not on the shop's list (or no network).
      throw new WidgetError('TryOwn could not be reached from this page', 0);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new WidgetError(body?.message ?? `TryOwn answered ${response.status}`, response.status);
    }
    return (as === 'blob' ? response.blob() : response.json()) as Promise<T>;
  }
  const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  return {
    config: () => call<WidgetConfigResponse>('/config'),
    dress: (id: string) => call<WidgetDress>(`/dresses/${encodeURIComponent(id)}`),
    async ensureSession() {
      if (!session) session = (await call<WidgetSessionResponse>('/sessions', { method: 'POST' })).token;
    },
    event: (kind: EventKind, dressId: string) => post<unknown>('/events', { kind, dressId }),
    uploadPhoto: (photo: Blob) => call<{ photoId: string }>('/photos', { method: 'POST', headers: { 'content-type': photo.type }, body: photo }),
    /** One of the models the config offers (the landing demo's), as the session's photo. */
    modelPhoto: (modelId: string) => post<{ photoId: string }>('/photos/model', { modelId }),
    startTryon: (dressId: string, photoId: string) => post<{ taskId: string }>('/tryons', { dressId, photoId }),
    tryon: (taskId: string) => call<WidgetTryon>(`/tryons/${taskId}`),
    result: (taskId: string) => call<Blob>(`/tryons/${taskId}/image`, {}, 'blob'),
    /** Absolute, for images the server signed as paths on its own origin. */
    url: (path: string) => new URL(path, base).href,
  };
}

export type WidgetApi = ReturnType<typeof createWidgetApi>;
