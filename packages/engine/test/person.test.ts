import { describe, expect, it } from 'vitest';
import { analysePerson } from '../src/analyse-person.ts';
import { supportedCategories, unsupportedRefusal } from '../src/person.ts';
import { KEYPOINT_NAMES, type Keypoint } from '../src/types.ts';
import { svgImage } from './draw.ts';

function pose(overrides: Partial<Record<(typeof KEYPOINT_NAMES)[number], [number, number, number]>>): Keypoint[] {
  return KEYPOINT_NAMES.map((name) => {
    const [x, y, score] = overrides[name] ?? [0, 0, 0];
    return { name, x, y, score };
  });
}

describe('person analysis', () => {
  it('refuses an empty photo with no_person', async () => {
    const img = await svgImage(384, 512, '<rect width="100%" height="100%" fill="#d8d8d8"/>', 'jpeg');
    await expect(analysePerson(img)).rejects.toMatchObject({ name: 'EngineRefusal', reason: 'no_person' });
  });

  it('needs knees in frame for lower and full garments', () => {
    const upperBody = pose({ leftShoulder: [500, 300, 0.9], rightShoulder: [260, 300, 0.9], leftHip: [460, 700, 0.8], rightHip: [300, 700, 0.8], leftKnee: [460, 1015, 0.6], rightKnee: [300, 1016, 0.6] });
    expect(supportedCategories(upperBody, 768, 1024)).toEqual(['upper']);
    const full = pose({ leftShoulder: [420, 150, 0.9], rightShoulder: [320, 150, 0.9], leftHip: [410, 450, 0.8], rightHip: [330, 450, 0.8], leftKnee: [410, 680, 0.8], rightKnee: [330, 680, 0.8] });
    expect(supportedCategories(full, 768, 1024)).toEqual(['upper', 'lower', 'full']);
    const noShoulders = pose({ leftHip: [410, 100, 0.8], rightHip: [330, 100, 0.8], leftKnee: [410, 500, 0.8], rightKnee: [330, 500, 0.8] });
    expect(supportedCategories(noShoulders, 768, 1024)).toEqual(['lower']);
  });

  it('takes only tops on a seated person, and says why a bottom or dress is refused', () => {
    // One thigh runs sideways from its hip joint (a crossed leg, fashn-model): its old trousers stayed
    // under every new bottom and dress, which the one-piece warp cannot bend along it.
    const seated = pose({ leftShoulder: [420, 150, 0.9], rightShoulder: [320, 150, 0.9], leftHip: [410, 450, 0.8], rightHip: [330, 450, 0.8], leftKnee: [410, 680, 0.8], rightKnee: [120, 480, 0.8] });
    expect(supportedCategories(seated, 768, 1024)).toEqual(['upper']);
    expect(unsupportedRefusal(seated, 'full')).toMatchObject({ reason: 'seated_for_garment', message: expect.stringContaining('standing') });
    const cropped = pose({ leftShoulder: [500, 300, 0.9], rightShoulder: [260, 300, 0.9], leftHip: [460, 700, 0.8], rightHip: [300, 700, 0.8] });
    expect(unsupportedRefusal(cropped, 'lower')).toMatchObject({ reason: 'cropped_for_garment' });
  });
});
