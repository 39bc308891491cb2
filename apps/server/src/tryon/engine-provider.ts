import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ANALYSIS_REVISION, analyseGarment, analysePerson, isEngineRefusal, tryOn, type GarmentAnalysis, type PersonAnalysis } from '@tryown/engine';
import type { Db } from '../db/client.ts';
import { dresses, models } from '../db/schema.ts';
import type { TryOnInput, TryOnProvider } from './provider.ts';
import { TryOnError } from './provider.ts';

/** What the `analysis` jsonb columns hold: an analysis, the image (by hash) and the engine revision it was made with. */
type Cached<T> = { sha256: string; revision?: number; clothType?: string; analysis: T };

const sha256 = (image: Buffer) => createHash('sha256').update(image).digest('hex');

/**
 * The embedded engine (packages/engine). Person and garment analyses are the slow part (model
 * runs), so each is computed once per image and kept in models.analysis / dresses.analysis; a new
 * image (another hash), a newer engine revision or, for a dress, another cloth type makes it be
 * computed again.
 */
export function createEngineProvider(db: Db): TryOnProvider {
  /** The analysis kept in `table`'s row `id` when it still fits `image` (and `clothType`), else a fresh one, kept. */
  async function cachedAnalysis<T>(table: typeof models | typeof dresses, id: string, image: Buffer, clothType: string | undefined, analyse: () => Promise<T>): Promise<T> {
    const hash = sha256(image);
    const [row] = await db.select({ analysis: table.analysis }).from(table).where(eq(table.id, id));
    const cached = row?.analysis as Cached<T> | null | undefined;
    if (cached?.sha256 === hash && cached.revision === ANALYSIS_REVISION && cached.clothType === clothType) return cached.analysis;
    const analysis = await analyse();
    const value: Cached<T> = { sha256: hash, revision: ANALYSIS_REVISION, ...(clothType === undefined ? {} : { clothType }), analysis };
    await db.update(table).set({ analysis: value }).where(eq(table.id, id));
    return analysis;
  }

  const personAnalysis = (input: TryOnInput): Promise<PersonAnalysis> =>
    cachedAnalysis(models, input.modelId, input.modelImage, undefined, () => analysePerson(input.modelImage));
  const garmentAnalysis = (input: TryOnInput): Promise<GarmentAnalysis> =>
    cachedAnalysis(dresses, input.dressId, input.dressImage, input.clothType, () => analyseGarment(input.dressImage, input.clothType));

  return {
    name: 'local',
    async run(input) {
      try {
        const person = await personAnalysis(input);
        input.onProgress?.(40);
        input.signal.throwIfAborted();
        const garment = await garmentAnalysis(input);
        input.onProgress?.(70);
        input.signal.throwIfAborted();
        return await tryOn(input.modelImage, person, input.dressImage, garment, input.clothType, { format: 'jpeg' });
      } catch (error) {
        // A refusal is about the photos, so trying again cannot help; its message is for people.
        if (isEngineRefusal(error)) throw new TryOnError(error.message, false);
        throw error;
      }
    },
  };
}
