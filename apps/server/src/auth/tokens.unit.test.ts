import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

describe('token service', () => {
  afterEach(() => vi.useRealTimers());

  it('a remembered token still ends at its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.issue({ role: 'admin', id: 'a1', clientId: null });
    expect(await tokens.verify(token)).toMatchObject({ role: 'admin', id: 'a1' });
    expect(await tokens.verify(token)).toMatchObject({ role: 'admin', id: 'a1' });
    vi.setSystemTime(Date.now() + 12 * 3600_000 + 1_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, whatever was verified before', async () => {
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.issue({ role: 'client', id: 'c1', clientId: 'c1' });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    expect(await tokens.verify(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeNull();
    expect(await createTokenService('another-secret-of-enough-length!!').verify(token)).toBeNull();
  });
});
