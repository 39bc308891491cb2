import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_REVISION, KEYPOINT_NAMES, type Keypoint } from '@tryown/engine';
import { drawnGarment } from '../modules/catalogue/catalogue.test-support.ts';
import { EVAL_WORN_GARMENT, evalPhoto, hasEvalPhotos } from '../../test/eval-photos.ts';
import { analyseGarmentPhoto, analysePersonPhoto, analysisStateOf, isPhotoRefusal, personPhotoProblem, unsupportedClothType } from './photo-analysis.ts';

/** A standing person facing the camera: their left shoulder is on the right of the picture. */
const frontView = (): Keypoint[] =>
  KEYPOINT_NAMES.map((name) => ({ name, score: 0.9, x: name.startsWith('left') ? 500 : name.startsWith('right') ? 280 : 390, y: 300 }));

const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (isPhotoRefusal(error) ? { status: error.statusCode, reason: error.reason, message: error.message } : Promise.reject(error)),
  );

describe('photo checks at upload', () => {
  it('accepts a front view, refuses a back view (shoulders mirrored) and a person cut off above the hips', () => {
    expect(personPhotoProblem({ keypoints: frontView(), supports: ['upper'] })).toBeNull();
    const mirrored = frontView().map((k) => ({ ...k, x: 780 - k.x }));
    expect(personPhotoProblem({ keypoints: mirrored, supports: ['upper', 'lower', 'full'] })).toBe('back_view');
    // Shoulders too faint to tell which way the person faces: not called a back view.
    expect(personPhotoProblem({ keypoints: mirrored.map((k) => ({ ...k, score: 0.1 })), supports: ['upper'] })).toBeNull();
    expect(personPhotoProblem({ keypoints: frontView(), supports: [] })).toBe('cropped_for_garment');
  });

  it('accepts a garment laid flat on a plain background and refuses a busy one, saying what photo works', async () => {
    const garment = await analyseGarmentPhoto(await drawnGarment('top'), 'upper');
    expect(garment).toMatchObject({ clothType: 'upper', analysis: { category: 'upper', presentation: 'flat-lay' } });
    const noise = Buffer.from(Array.from({ length: 400 * 500 * 3 }, (_, i) => (i * 7919) % 251));
    const busy = await sharp(noise, { raw: { width: 400, height: 500, channels: 3 } }).png().toBuffer();
    expect(await refusalOf(analyseGarmentPhoto(busy, 'upper'))).toMatchObject({ status: 422, reason: 'busy_background', message: expect.stringMatching(/^The background of the photo is too busy.*on a plain background\.$/) });
  });

  it.skipIf(!hasEvalPhotos)('refuses a garment worn by a person', async () => {
    expect(await refusalOf(analyseGarmentPhoto(await evalPhoto(EVAL_WORN_GARMENT), 'full'))).toEqual({
      status: 422,
      reason: 'garment_not_flat_lay',
      message: 'The photo shows the garment worn by a person. Use a photo of the garment on its own (laid flat, on a hanger or a ghost mannequin) on a plain background.',
    });
  });

  it('shows a record as ready, refused with its reason, or needing a check (none, older engine, another cloth type)', async () => {
    const record = await analyseGarmentPhoto(await drawnGarment('top'), 'upper');
    expect(analysisStateOf(record, 'upper')).toEqual({ state: 'ready', message: 'Ready for try-on.' });
    expect(analysisStateOf(record, 'full').state).toBe('needs_check');
    expect(analysisStateOf({ ...record, revision: record.revision - 1 }, 'upper').state).toBe('needs_check');
    expect(analysisStateOf(null)).toEqual({ state: 'needs_check', message: 'Not checked yet.' });
    const refused = { sha256: record.sha256, revision: record.revision, refusal: { reason: 'no_person', message: 'No person was found in the photo.' } };
    expect(analysisStateOf(refused)).toEqual({ state: 'refused', message: 'No person was found in the photo.' });
  });

  it.skipIf(!hasEvalPhotos)('takes only tops on a seated person, and says so: the card and a try-on of a bottom or dress', async () => {
    const record = await analysePersonPhoto(await evalPhoto('people/fashn-model.webp'));
    const limit = 'The person is seated: trousers, skirts and dresses need a photo of the person standing and facing the camera.';
    expect(record).toMatchObject({ revision: ANALYSIS_REVISION, supports: ['upper'], limit });
    expect(analysisStateOf(record)).toEqual({ state: 'ready', message: `Tops only with the built-in try-on engine. ${limit}` });
    expect(unsupportedClothType(record, 'full', 'local')).toBe(limit);
    expect(unsupportedClothType(record, 'lower', 'local')).toBe(limit);
    expect(unsupportedClothType(record, 'upper', 'local')).toBeNull();
    // Another provider makes its own try-on (FitRoom takes seated people).
    expect(unsupportedClothType(record, 'full', 'fitroom')).toBeNull();
    // Records made before they said which kinds: the engine refuses such a try-on itself.
    expect(unsupportedClothType({ sha256: record.sha256, revision: record.revision, analysis: record.analysis }, 'full', 'local')).toBeNull();
  });
});
