import { isEngineRefusal, type GarmentAnalysis, type PersonAnalysis } from '@tryown/engine';
import type { Db } from '../db/client.ts';
import { findDressAnalysis, setDressAnalysis } from '../modules/dresses/dresses.repository.ts';
import { findModelAnalysis, setModelAnalysis } from '../modules/models/models.repository.ts';
import { findPersonPhotoAnalysis, setPersonPhotoAnalysis } from '../modules/person-photos/person-photos.repository.ts';
import { engineRunner } from './engine-runner.ts';
import { garmentRecordFor, personRecordFor, preparedOf, type AnalysisRecord } from './photo-analysis.ts';
import type { ClothType, PersonRef, TryOnInput, TryOnProvider } from './provider.ts';
import { TryOnError } from './provider.ts';

/**
 * The embedded engine (packages/engine). Photos are analysed at upload and the analyses kept in
 * models.analysis / person_photos.analysis / dresses.analysis; a row analysed by an older engine revision (or before uploads
 * were analysed) is analysed here once and its record kept, a refusal included. A combo is the
 * engine's tryOnCombo (the bottom, then the top over that result, with the same person analysis).
 */
export function createEngineProvider(db: Db): TryOnProvider {
  /** The analysis from a record, else the record's refusal as a final failure naming whose photo it is. */
  function usable<T>(record: AnalysisRecord<T>, photo: string): T {
    if (record.refusal) throw new TryOnError(`${photo} cannot be used for a try-on: ${record.refusal.message}`, false);
    return record.analysis;
  }

  /** A store model's or a person photo's analysis (each kept in its own table). */
  async function personAnalysis(clientId: string, person: PersonRef, image: Buffer, signal: AbortSignal): Promise<PersonAnalysis> {
    const [find, keep] =
      person.kind === 'model'
        ? [findModelAnalysis, (record: object) => setModelAnalysis(db, clientId, person.id, record)]
        : [findPersonPhotoAnalysis, (record: object) => setPersonPhotoAnalysis(db, person.id, record)];
    const { record, fresh } = await personRecordFor(await find(db, person.id), image, { signal });
    if (fresh) await keep(record);
    return usable(record, person.kind === 'model' ? 'The model photo' : 'The photo');
  }

  /** A dress's analysis and the garment prepared with it (the engine prepares it again only where the record does not keep it). */
  async function garmentAnalysis(clientId: string, id: string, image: Buffer, clothType: ClothType, signal: AbortSignal): Promise<{ analysis: GarmentAnalysis; prepared?: Buffer }> {
    const { record, fresh } = await garmentRecordFor(await findDressAnalysis(db, id), image, clothType, { signal });
    if (fresh) await setDressAnalysis(db, clientId, id, record);
    return { analysis: usable(record, 'The dress photo'), prepared: preparedOf(record) };
  }

  async function generate(input: TryOnInput): Promise<Buffer> {
    const { signal, clientId } = input;
    const person = await personAnalysis(clientId, input.person, input.personImage, signal);
    input.onProgress?.(40);
    signal.throwIfAborted();
    if (input.clothType !== 'combo') {
      const garment = await garmentAnalysis(clientId, input.dressId, input.dressImage, input.clothType, signal);
      input.onProgress?.(70);
      signal.throwIfAborted();
      return engineRunner.tryOn(input.personImage, person, input.dressImage, garment.analysis, input.clothType, { format: 'jpeg', length: input.length, prepared: garment.prepared, signal });
    }
    const lower = input.lowerDress;
    if (!lower) throw new TryOnError('A top and bottom try-on needs the bottom', false);
    const [top, bottom] = [await garmentAnalysis(clientId, input.dressId, input.dressImage, 'upper', signal), await garmentAnalysis(clientId, lower.id, lower.image, 'lower', signal)];
    input.onProgress?.(60);
    signal.throwIfAborted();
    return engineRunner.tryOnCombo(
      input.personImage,
      person,
      { image: input.dressImage, ...top, length: input.length },
      { image: lower.image, ...bottom, length: lower.length },
      { format: 'jpeg', signal },
    );
  }

  return {
    name: 'local',
    async run(input) {
      try {
        return await generate(input);
      } catch (error) {
        // A refusal is about the photos, so trying again cannot help; its message is for people.
        if (isEngineRefusal(error)) throw new TryOnError(error.message, false);
        throw error;
      }
    },
  };
}
