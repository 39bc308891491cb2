import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, uploadFile } from './api-client.ts';
import { getToken, setSession } from './session.ts';
import { jsonResponse } from '../test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('fails with "No authentication token found" without calling fetch when the token is missing', async () => {
    await expect(api.get('/superadmin/getadmins', { auth: 'superadmin' })).rejects.toThrow(new ApiError(0, 'No authentication token found'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the bearer token of the requested session under /api/v1', async () => {
    setSession('superadmin', 'tok-123', { role: 'superadmin', name: 'Root', email: 'root@x.test' });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: [], count: 0 }));
    await api.get('/superadmin/getadmins', { auth: 'superadmin', query: { q: 'a b', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/superadmin/getadmins?q=a+b');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('propagates the server message and status of an error answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { success: false, message: 'Too many attempts, try again in a minute' }));
    const error = await api.post('/superadmin/login', { body: { email: 'a@b.c', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toBe('Too many attempts, try again in a minute');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/health')).rejects.toThrow('Request failed (502)');
  });

  it('clears the session when the server rejects its token', async () => {
    setSession('admin', 'expired', { role: 'admin', name: 'A', email: 'a@x.test' });
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Session expired' }));
    await expect(api.get('/admin/getclients', { auth: 'admin' })).rejects.toThrow('Session expired');
    expect(getToken('admin')).toBeNull();
  });

  it('validates the success body with the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { count: 'three' }));
    await expect(api.get('/x', { schema: z.object({ count: z.number() }) })).rejects.toThrow('Unexpected response from the server');
  });

  it('uploads a file: asks for a signed URL, PUTs the bytes with the file type, returns the key', async () => {
    setSession('client', 'ctok', { role: 'client', name: 'Shop', email: 'shop@x.test' });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, url: '/api/v1/files/upload/abc?sig=1', key: 'stores/1/logo.png', message: 'ok' }))
      .mockResolvedValueOnce(new Response(null, { status: 200 }));
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    await expect(uploadFile('client', file, 'client')).resolves.toBe('stores/1/logo.png');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/client/upload-url?fileName=logo.png&fileType=image%2Fpng');
    const [putUrl, putInit] = fetchMock.mock.calls[1]!;
    expect(putUrl).toBe('/api/v1/files/upload/abc?sig=1');
    expect(putInit?.method).toBe('PUT');
    expect((putInit?.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });
});
