import type { Config } from '../config.ts';
import { createFitRoomProvider } from './fitroom-provider.ts';
import { createLocalProvider } from './local-provider.ts';
import type { TryOnProvider } from './provider.ts';

/**
 * The one place a provider is chosen (TRYON_PROVIDER). Moving 'local' to the embedded engine
 * (@tryown/engine) is a change to this file only.
 */
export function createTryOnProvider(config: Config): TryOnProvider {
  if (config.tryon.provider === 'fitroom') {
    return createFitRoomProvider({ baseUrl: config.tryon.fitroomBaseUrl, apiKey: config.tryon.fitroomApiKey ?? '' });
  }
  return createLocalProvider();
}
