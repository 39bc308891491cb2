import { createHash } from 'node:crypto';
import { ANALYSIS_REVISION, isEngineRefusal, unsupportedRefusal, type GarmentAnalysis, type Keypoint, type PersonAnalysis } from '@tryown/engine';
import { GARMENT_PHOTO, PERSON_PHOTO, PERSON_PHOTO_KNEES, type AnalysisState } from '@tryown/contracts';
import { badRequest, HttpError } from '../lib/http-error.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { engineRunner, type RunOptions } from './engine-runner.ts';
import type { ClothType } from './provider.ts';

/**
 * Photos are analysed when they are uploaded (a store's model or dress, a shopper's own photo), so
 * a photo that cannot give a good try-on is refused at once with a message saying what photo would
 * work, and generation reads the stored analysis instead of analysing again. Decision 0061.
 */

/**
 * What the `analysis` jsonb columns hold: an analysis or the refusal, for one image (by hash), engine
 * revision and cloth type. A person photo that fits only some garment kinds (a seated person, a photo
 * cut off above the knees) also says which (`supports`) and why not the others (`limit`), beside the
 * analysis, so lists show it without reading the analysis. A garment's record also keeps the garment
 * prepared for generation (`prepared`: the engine's prepareGarment, base64), so no generation
 * prepares it again (decision 0010).
 */
export type AnalysisRecord<T> = { sha256: string; revision: number; clothType?: ClothType; supports?: ClothType[]; limit?: string; prepared?: string } & (
  | { analysis: T; refusal?: undefined }
  | { refusal: { reason: string; message: string }; analysis?: undefined }
);

/** The photo cannot give a good try-on: a 422 whose message speaks to whoever uploaded it. */
export class PhotoRefusal extends HttpError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(422, message);
    this.name = 'PhotoRefusal';
  }
}

export const isPhotoRefusal = (error: unknown): error is PhotoRefusal => error instanceof PhotoRefusal;

export const imageHash = (image: Buffer) => createHash('sha256').update(image).digest('hex');

/** The engine's refusals, reworded for the person uploading the photo (the engine's own words are for developers). */
const PERSON_MESSAGES: Record<string, string> = {
  invalid_image: 'The photo could not be read. Use a JPEG, PNG or WebP photo.',
  no_person: `No person was found in the photo. Use ${PERSON_PHOTO}.`,
  multiple_people: `The photo shows more than one person. Use ${PERSON_PHOTO}.`,
  person_too_small: 'The person is too small in the photo. Use a closer photo in which the person fills most of its height.',
  cropped_for_garment: `The photo is cut off above the hips. Use ${PERSON_PHOTO}.`,
  back_view: `The photo shows the person from behind. Use ${PERSON_PHOTO}.`,
};
const GARMENT_MESSAGES: Record<string, string> = {
  invalid_image: PERSON_MESSAGES.invalid_image!,
  no_garment: `No garment was found in the photo. Use ${GARMENT_PHOTO}.`,
  garment_not_flat_lay: `The photo shows the garment worn by a person. Use ${GARMENT_PHOTO}.`,
  busy_background: `The background of the photo is too busy to cut the garment out. Use ${GARMENT_PHOTO}.`,
};

const VISIBLE = 0.3;
const seen = (k: Keypoint | undefined): k is Keypoint => Boolean(k && k.score >= VISIBLE);

/**
 * What the engine accepts but a try-on cannot use: a person seen from behind (their left shoulder
 * on the left of the picture, the mirror of a front view) or cut off above the hips (no garment
 * kind fits). Exported for its unit test; the engine may come to refuse these itself.
 */
export function personPhotoProblem(analysis: Pick<PersonAnalysis, 'keypoints' | 'supports'>): string | null {
  const at = (name: string) => analysis.keypoints.find((k) => k.name === name);
  const left = at('leftShoulder');
  const right = at('rightShoulder');
  if (seen(left) && seen(right) && right.x - left.x > 0.25 * Math.hypot(right.x - left.x, right.y - left.y)) return 'back_view';
  if (analysis.supports.length === 0) return 'cropped_for_garment';
  return null;
}

/**
 * The last few outcomes by image hash: the same picture uploaded again (one product photo for several
 * catalogue rows, a shopper retrying) is not analysed twice. Small, so it never holds much memory.
 */
const recent = new Map<string, { analysis: unknown } | { refusal: PhotoRefusal }>();
const RECENT_LIMIT = 16;

/** Runs one engine analysis; an engine refusal (or a problem found here) becomes a PhotoRefusal worded by `messages`. */
async function refusingAnalysis<T>(key: string, run: () => Promise<T>, messages: Record<string, string>, problem: (analysis: T) => string | null): Promise<T> {
  const known = recent.get(key);
  if (known) {
    if ('refusal' in known) throw known.refusal;
    return known.analysis as T;
  }
  let outcome: { analysis: unknown } | { refusal: PhotoRefusal };
  try {
    const analysis = await run();
    const reason = problem(analysis);
    outcome = reason ? { refusal: new PhotoRefusal(reason, messages[reason] ?? `The photo cannot be used for a try-on. Use ${PERSON_PHOTO}.`) } : { analysis };
  } catch (error) {
    if (!isEngineRefusal(error)) throw error;
    outcome = { refusal: new PhotoRefusal(error.reason, messages[error.reason] ?? error.message) };
  }
  recent.delete(key);
  recent.set(key, outcome);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.analysis as T;
}

/**
 * Analyses a photo of a person (a store's model, a shopper's own photo) through the engine runner.
 * Resolves with the record to store; rejects with a PhotoRefusal (422) that says what photo would work.
 */
export async function analysePersonPhoto(image: Buffer, options: RunOptions = {}): Promise<AnalysisRecord<PersonAnalysis>> {
  const sha256 = imageHash(image);
  const analysis = await refusingAnalysis(`person:${sha256}`, () => engineRunner.analysePerson(image, options), PERSON_MESSAGES, personPhotoProblem);
  const missing = (['upper', 'lower', 'full'] as const).find((kind) => !analysis.supports.includes(kind));
  const refusal = missing && unsupportedRefusal(analysis.keypoints, missing);
  const limit = refusal && (LIMIT_MESSAGES[refusal.reason] ?? refusal.message);
  return { sha256, revision: ANALYSIS_REVISION, ...(limit ? { supports: analysis.supports, limit } : {}), analysis };
}

const KINDS: Record<ClothType, string> = { upper: 'tops', lower: 'bottoms', full: 'dresses' };

/** Why a person photo takes only some garment kinds (the engine's refusal of the others), in words for whoever uploaded it. */
const LIMIT_MESSAGES: Record<string, string> = {
  seated_for_garment: 'The person is seated: trousers, skirts and dresses need a photo of the person standing and facing the camera.',
  cropped_for_garment: `The photo does not reach the knees: it needs to go on ${PERSON_PHOTO_KNEES}.`,
};

/**
 * Why a person photo cannot take a garment of this cloth type with the built-in engine (provider
 * `local`; its record's `limit`), or null when it can, when another provider will make the try-on,
 * or when it was analysed before records said so (the engine refuses such a try-on itself).
 */
export function unsupportedClothType(record: unknown, clothType: ClothType, provider: string): string | null {
  const r = record as Partial<AnalysisRecord<unknown>> | null | undefined;
  return provider === 'local' && r?.supports && r.limit && !r.supports.includes(clothType) ? r.limit : null;
}

/** Analyses a garment photo for its cloth type; a busy background or a garment worn by a person is refused (422). */
export async function analyseGarmentPhoto(image: Buffer, clothType: ClothType, options: RunOptions = {}): Promise<AnalysisRecord<GarmentAnalysis>> {
  const sha256 = imageHash(image);
  const analysis = await refusingAnalysis(`garment:${clothType}:${sha256}`, () => engineRunner.analyseGarment(image, clothType, options), GARMENT_MESSAGES, (garment) =>
    garment.presentation === 'worn' ? 'garment_not_flat_lay' : null,
  );
  const prepared = await engineRunner.prepareGarment(image, analysis, options);
  return { sha256, revision: ANALYSIS_REVISION, clothType, analysis, prepared: prepared.toString('base64') };
}

/**
 * The check at upload, for every kind of photo (a store's model or dress, a shopper's or a widget
 * visitor's own photo): reads the image just stored at `key` and analyses it. When the photo is
 * refused, `discard` removes the upload before the 422 goes on, so a refusal leaves no file (and the
 * caller writes no row).
 */
export async function analyseStoredUpload<T>(storage: ObjectStorage, key: string, analyse: (image: Buffer) => Promise<T>, discard: () => Promise<unknown>): Promise<T> {
  const image = await storage.get(key);
  if (!image) throw badRequest('imageKey: the image was not uploaded (or the upload failed)');
  try {
    return await analyse(image);
  } catch (error) {
    if (isPhotoRefusal(error)) await discard();
    throw error;
  }
}

/** The record of a refused photo, kept so the store sees why and the photo is not analysed again. */
export const refusalRecord = (image: Buffer, clothType: ClothType | undefined, refusal: PhotoRefusal): AnalysisRecord<never> => ({
  sha256: imageHash(image),
  revision: ANALYSIS_REVISION,
  ...(clothType ? { clothType } : {}),
  refusal: { reason: refusal.reason, message: refusal.message },
});

/** Whether a stored record was made by this engine revision (and, for a garment, for this cloth type). */
export const isCurrentRecord = (record: unknown, clothType?: ClothType): record is AnalysisRecord<unknown> => {
  const r = record as Partial<AnalysisRecord<unknown>> | null | undefined;
  return Boolean(r && typeof r.sha256 === 'string' && r.revision === ANALYSIS_REVISION && r.clothType === clothType && (r.analysis || r.refusal));
};

/** What the store's cards show: ready, refused (with the reason) or not checked by this engine revision yet. */
export function analysisStateOf(record: unknown, clothType?: ClothType): AnalysisState {
  if (!isCurrentRecord(record, clothType)) {
    return { state: 'needs_check', message: record ? 'Checked by an older version of the try-on engine: check it again.' : 'Not checked yet.' };
  }
  if (record.refusal) return { state: 'refused', message: record.refusal.message };
  if (record.supports && record.limit) {
    const kinds = record.supports.map((k) => KINDS[k]).join(' and ');
    return { state: 'ready', message: `${kinds[0]!.toUpperCase()}${kinds.slice(1)} only with the built-in try-on engine. ${record.limit}` };
  }
  return { state: 'ready', message: 'Ready for try-on.' };
}

/**
 * The stored record when it was made from this very image by this engine revision (and for this
 * cloth type), else a fresh one, an analysis or a refusal; `fresh` says it should be stored.
 */
async function recordFor<T>(stored: unknown, image: Buffer, clothType: ClothType | undefined, analyse: () => Promise<AnalysisRecord<T>>) {
  if (isCurrentRecord(stored, clothType) && stored.sha256 === imageHash(image)) return { record: stored as AnalysisRecord<T>, fresh: false };
  try {
    return { record: await analyse(), fresh: true };
  } catch (error) {
    if (isPhotoRefusal(error)) return { record: refusalRecord(image, clothType, error) as AnalysisRecord<T>, fresh: true };
    throw error;
  }
}

/**
 * An analysis record made before records kept what generation now reads from them instead of working
 * it out each time (a person's layers, a garment's prepared pack, decision 0010): made again at its
 * next use, once, without the store being asked to check the photo again.
 */
const lacking = <T>(record: unknown, has: (r: AnalysisRecord<T> & { analysis: T }) => unknown) => {
  const r = record as (AnalysisRecord<T> & { analysis: T }) | null | undefined;
  return Boolean(r?.analysis && !has(r));
};

/** A model's record for try-on and re-check: analysed again when the image or the engine revision changed, or it lacks the person's layers. */
export const personRecordFor = (stored: unknown, image: Buffer, options: RunOptions = {}) =>
  recordFor(lacking<PersonAnalysis>(stored, (r) => r.analysis.layers) ? null : stored, image, undefined, () => analysePersonPhoto(image, options));
/**
 * A dress's record for try-on and re-check: analysed again when the image, the engine revision or the
 * cloth type changed, or it lacks the garment prepared.
 */
export const garmentRecordFor = (stored: unknown, image: Buffer, clothType: ClothType, options: RunOptions = {}) =>
  recordFor(lacking<GarmentAnalysis>(stored, (r) => r.prepared) ? null : stored, image, clothType, () => analyseGarmentPhoto(image, clothType, options));

/** The record's prepared garment as the engine takes it (undefined for a record made before records kept it). */
export const preparedOf = (record: AnalysisRecord<GarmentAnalysis>): Buffer | undefined => (record.prepared ? Buffer.from(record.prepared, 'base64') : undefined);
