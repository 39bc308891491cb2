import { describe, expect, it } from 'vitest';
import { hairColour } from '../src/hair-colour.ts';
import { keepHairEnds } from '../src/hair-ends.ts';
import { oldTopOnChest } from '../src/old-shoulders.ts';
import { headLine } from '../src/person.ts';
import { keypointsAt } from './draw.ts';

const [W, H] = [200, 200];

/**
 * The head mask after keepHairEnds on a W x H person: shoulder joints at (50, 100) and (150, 100)
 * (shoulder widths 100: the head line is at y 86, the collar's zone x 79..121), the nose at (100, 75),
 * the body from row 50 on columns 20..179 in the old top's colour `top`; the face's skin above the
 * line; black hair on the image-right (x 130..160) from row 50 down to row 110, 24 rows below the
 * line; on the image-left, a shadow at the shoulder's top the skin model misses (x 40..60, rows 80..95).
 */
function headAfter(top: readonly number[]): Uint8Array {
  const kps = keypointsAt({ leftShoulder: [150, 100], rightShoulder: [50, 100], nose: [100, 75] });
  const photo = new Uint8Array(W * H * 3);
  const [body, head, skin] = [new Uint8Array(W * H), new Uint8Array(W * H), new Uint8Array(W * H)];
  for (let y = 50; y < H; y++)
    for (let x = 20; x < 180; x++) {
      const i = y * W + x;
      const hair = x >= 130 && x <= 160 && y <= 110;
      const shadow = x >= 40 && x <= 60 && y >= 80 && y <= 95;
      body[i] = 255;
      if (y <= 86) head[i] = 255;
      if (!hair && !shadow && y <= 86) skin[i] = 255;
      photo.set(hair ? [15, 12, 10] : shadow ? [120, 80, 60] : y <= 86 ? [200, 150, 120] : top, i * 3);
    }
  const m = { body, head, skin };
  keepHairEnds(photo, kps, m, W, H, 100, headLine(kps, 100), oldTopOnChest(photo, kps, m, W, H, 100), hairColour(photo, kps, m, W, H, 100));
  return head;
}

describe('hair below the head line', () => {
  it("is head over a grey top's shoulder down to its end; a shadow of another colour at the line is not", () => {
    const head = headAfter([115, 115, 118]);
    expect(head[100 * W + 145]).toBe(255);
    expect(head[110 * W + 145]).toBe(255);
    expect(head[115 * W + 145]).toBe(0); // the top below the hair's end
    expect(head[90 * W + 50]).toBe(0); // the shadow below the line
  });

  it('is not followed over a top of its colour', () => {
    const head = headAfter([20, 18, 16]);
    expect(head[100 * W + 145]).toBe(0);
  });
});
