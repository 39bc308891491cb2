import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createCompositeProvider } from './composite-provider.ts';
import { createEngineProvider } from './engine-provider.ts';
import { createFitRoomProvider } from './fitroom-provider.ts';
import type { TryOnProvider } from './provider.ts';

/**
 * The one place a provider is chosen (TRYON_PROVIDER): `local` is the embedded engine
 * (@tryown/engine), `fitroom` FitRoom's API, `composite` the first simple sharp overlay.
 */
export function createTryOnProvider(config: Config, db: Db): TryOnProvider {
  if (config.tryon.provider === 'fitroom') {
    return createFitRoomProvider({ baseUrl: config.tryon.fitroomBaseUrl, apiKey: config.tryon.fitroomApiKey ?? '' });
  }
  if (config.tryon.provider === 'composite') return createCompositeProvider();
  return createEngineProvider(db);
}
