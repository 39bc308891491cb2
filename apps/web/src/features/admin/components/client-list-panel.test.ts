import { describe, expect, it } from 'vitest';
import type { Client } from '@tryown/contracts';
import { matchesClient } from './client-list-panel.tsx';

const client = { name: 'Meera Shah', email: 'meera@store.test', businessName: 'Meera Boutique' } as Client;

describe('client search', () => {
  it('matches name, email or business name case-insensitively', () => {
    for (const term of ['meera', 'SHAH', '@STORE', 'boutique', '  bout ', '']) expect(matchesClient(client, term)).toBe(true);
    for (const term of ['jaipur', 'xyz']) expect(matchesClient(client, term)).toBe(false);
  });
});
