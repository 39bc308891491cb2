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
  async function personAnalysis(input: TryOnInput): Promise<PersonAnalysis> {
    const hash = sha256(input.modelImage);
    const [row] = await db.select({ analysis: models.analysis }).from(models).where(eq(models.id, input.modelId));
    const cached = row?.analysis as Cached<PersonAnalysis> | null | undefined;
    if (cached?.sha256 === hash && cached.revision === ANALYSIS_REVISION) return cached.analysis;
    const analysis = await analysePerson(input.modelImage);
    const value: Cached<PersonAnalysis> = { sha256: hash, revision: ANALYSIS_REVISION, analysis };
    await db.update(models).set({ analysis: value }).where(eq(models.id, input.modelId));
    return analysis;
  }

  async function garmentAnalysis(input: TryOnInput): Promise<GarmentAnalysis> {
    const hash = sha256(input.dressImage);
    const [row] = await db.select({ analysis: dresses.analysis }).from(dresses).where(eq(dresses.id, input.dressId));
    const cached = row?.analysis as Cached<GarmentAnalysis> | null | undefined;
    if (cached?.sha256 === hash && cached.revision === ANALYSIS_REVISION && cached.clothType === input.clothType) return cached.analysis;
    const analysis = await analyseGarment(input.dressImage, input.clothType);
    const value: Cached<GarmentAnalysis> = { sha256: hash, revision: ANALYSIS_REVISION, clothType: input.clothType, analysis };
    await db.update(dresses).set({ analysis: value }).where(eq(dresses.id, input.dressId));
    return analysis;
  }

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
