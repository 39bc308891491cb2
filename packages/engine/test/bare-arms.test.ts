import { describe, expect, it } from 'vitest';
import { bareArmMarks, oldTopColour } from '../src/bare-arms.ts';
import type { PersonAnalysis } from '../src/types.ts';
import { keypointsAt } from './draw.ts';

describe('marks on a bare forearm', () => {
  it("keeps a tattoo past the old sleeve's end, not the sleeve, nor the old top's colour or print beside the arm", () => {
    const w = 200;
    const h = 300;
    // Shoulder widths 80; the image-left arm hangs at x 60 from the shoulder (y 60) to the wrist (y 200).
    // A white old top on the torso with navy sleeves down to y 100; bare skin below, with a dark tattoo.
    const at: Record<string, [number, number]> = { leftShoulder: [60, 60], rightShoulder: [140, 60], leftElbow: [60, 140], leftWrist: [60, 200] };
    const pa = { keypoints: keypointsAt(at), outfit: { topEnd: 180, bottomStart: 180 } } as unknown as PersonAnalysis;
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    const photo = new Uint8Array(w * h * 3).fill(250);
    const paint = (x0: number, x1: number, y0: number, y1: number, rgb: number[], skin: boolean) => {
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = y * w + x;
          m.body[i] = 255;
          m.skin[i] = skin ? 255 : 0;
          photo.set(rgb, i * 3);
        }
    };
    paint(70, 150, 55, 180, [240, 240, 240], false); // the old top's body
    paint(50, 71, 55, 100, [30, 30, 90], false); // its sleeve, navy (a colour-block T-shirt)
    paint(50, 71, 100, 215, [200, 150, 120], true); // the bare forearm and hand
    paint(56, 64, 150, 160, [40, 50, 70], false); // a tattoo on it
    paint(64, 66, 150, 160, [238, 238, 238], false); // the old top's colour at the arm's edge
    paint(64, 71, 170, 180, [90, 40, 30], false); // where the arm is slimmer: the old top's dark check beside it
    const marks = bareArmMarks(photo, pa, m, w, h, 80, oldTopColour(photo, pa, m, w, 80));
    expect(marks[155 * w + 60]).toBe(255);
    expect(marks[80 * w + 60]).toBe(0); // the old sleeve, not the top's colour, is replaced: it ends at y 100
    expect(marks[155 * w + 65]).toBe(0); // the old top's colour is, too
    expect(marks[120 * w + 60]).toBe(0); // bare skin is no mark (and stays anyway)
    expect(marks[175 * w + 65]).toBe(0); // beside the arm's skin, not on it
  });
});
