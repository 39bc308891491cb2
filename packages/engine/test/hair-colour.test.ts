import { describe, expect, it } from 'vitest';
import { hairColour } from '../src/hair-colour.ts';
import { keypointsAt } from './draw.ts';

const [W, H] = [200, 200];

/**
 * The hair's colour read on a W x H photo (shoulder widths 100: HAIR_AREA is 200 px) whose head takes
 * rows 0..86: the face's skin, and brown hair (60,40,30) beside it at columns 65..80 and 120..135 from
 * row `hairFrom` down to row 60; the nose at (100, noseY).
 */
function hairOf(noseY: number, hairFrom: number) {
  const photo = new Uint8Array(W * H * 3);
  const [body, head, skin] = [new Uint8Array(W * H), new Uint8Array(W * H), new Uint8Array(W * H)];
  for (let y = 0; y <= 86; y++)
    for (let x = 40; x < 160; x++) {
      const i = y * W + x;
      const hair = ((x >= 65 && x <= 80) || (x >= 120 && x <= 135)) && y >= hairFrom && y <= 60;
      body[i] = head[i] = 255;
      if (!hair) skin[i] = 255;
      photo.set(hair ? [60, 40, 30] : [200, 150, 120], i * 3);
    }
  return hairColour(photo, keypointsAt({ nose: [100, noseY], leftShoulder: [150, 100], rightShoulder: [50, 100] }), { body, head, skin }, W, H, 100);
}

describe("the hair's colour", () => {
  it('is read above the nose', () => expect(hairOf(40, 0)).toEqual([60, 40, 30]));

  it('is read beside the face down to the mouth in a photo cut at the eyes (052767)', () => {
    // The nose 5 px below the photo's top: 160 px of hair above it, under HAIR_AREA.
    expect(hairOf(5, 0)).toEqual([60, 40, 30]);
  });

  it('is not read below the nose where the photo shows the head above it (hair the skin model takes, model_2)', () => {
    // The nose 35 px down, the hair above it taken as skin but for rows 31..34 (128 px).
    expect(hairOf(35, 31)).toBeUndefined();
  });
});
