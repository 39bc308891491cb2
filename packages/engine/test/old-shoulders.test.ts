import { describe, expect, it } from 'vitest';
import { releaseOldShoulders } from '../src/old-shoulders.ts';
import { headLine } from '../src/person.ts';
import { keypointsAt } from './draw.ts';

describe("the old top's shoulders above the head line", () => {
  it('are given back to the clothes where they have the chest\'s colour; hair and skin stay head', () => {
    const w = 200;
    const h = 200;
    // Shoulder joints at (50, 100) and (150, 100), shoulder widths 100: the head line is at y 86.
    const at: Record<string, [number, number]> = { leftShoulder: [150, 100], rightShoulder: [50, 100] };
    const kps = keypointsAt(at);
    const photo = new Uint8Array(w * h * 3);
    const body = new Uint8Array(w * h);
    const head = new Uint8Array(w * h);
    const skin = new Uint8Array(w * h);
    for (let y = 60; y < h; y++)
      for (let x = 20; x < 180; x++) {
        const i = y * w + x;
        body[i] = 255;
        if (y <= 86) head[i] = 255;
        // A white top; black hair falling on the image-right shoulder; the neck's skin in the middle.
        const hair = x >= 140 && y <= 86;
        const neck = Math.abs(x - 100) < 12;
        photo.set(hair ? [25, 20, 18] : neck ? [200, 150, 120] : [245, 245, 245], i * 3);
        if (neck) skin[i] = 255;
      }
    releaseOldShoulders(photo, kps, { body, head, skin }, w, h, 100, headLine(kps, 100));
    expect(head[80 * w + 60]).toBe(0); // the white top's shoulder, image-left
    expect(head[80 * w + 125]).toBe(0);
    expect(head[80 * w + 150]).toBe(255); // hair
    expect(head[80 * w + 100]).toBe(255); // the neck
    expect(head[62 * w + 60]).toBe(0); // up to 0.25 shoulder widths above the line
  });

  it("are given back where they are the chest's colour in the shade (a dark top's strap beside the neck)", () => {
    const w = 200;
    const h = 200;
    const kps = keypointsAt({ leftShoulder: [150, 100], rightShoulder: [50, 100] });
    const photo = new Uint8Array(w * h * 3);
    const body = new Uint8Array(w * h).fill(255);
    const head = new Uint8Array(w * h);
    const skin = new Uint8Array(w * h);
    for (let y = 60; y < h; y++)
      for (let x = 20; x < 180; x++) {
        const i = y * w + x;
        if (y <= 86) head[i] = 255;
        // A navy vest lit on the chest; above the line its straps in shadow (0.38 of its luma) on the
        // image-left, black hair on the image-right.
        const hair = x >= 140 && y <= 86;
        photo.set(y > 86 ? [49, 62, 84] : hair ? [20, 20, 20] : [18, 24, 36], i * 3);
      }
    releaseOldShoulders(photo, kps, { body, head, skin }, w, h, 100, headLine(kps, 100));
    expect(head[80 * w + 60]).toBe(0); // the strap in shadow
    expect(head[80 * w + 150]).toBe(255); // black hair is not a navy top in the shade
  });
});
