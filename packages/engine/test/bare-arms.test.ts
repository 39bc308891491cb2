import { describe, expect, it } from 'vitest';
import { bareArmMarks, oldTopColour } from '../src/bare-arms.ts';
import type { PersonAnalysis } from '../src/types.ts';
import { keypointsAt } from './draw.ts';

/**
 * A 200 x 300 photo of shoulder width 80: the image-left arm hangs at x 60 from the shoulder (y 60) to
 * the wrist (y 200). `set` paints pixel (x, y) as body, skin or not.
 */
function armScene() {
  const w = 200;
  const h = 300;
  const at: Record<string, [number, number]> = { leftShoulder: [60, 60], rightShoulder: [140, 60], leftElbow: [60, 140], leftWrist: [60, 200] };
  const pa = { keypoints: keypointsAt(at), outfit: { topEnd: 180, bottomStart: 180 } } as unknown as PersonAnalysis;
  const zero = () => new Uint8Array(w * h);
  const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
  const photo = new Uint8Array(w * h * 3).fill(250);
  const set = (x: number, y: number, rgb: number[], skin: boolean) => {
    const i = y * w + x;
    m.body[i] = 255;
    m.skin[i] = skin ? 255 : 0;
    photo.set(rgb, i * 3);
  };
  const marks = () => bareArmMarks(photo, pa, m, w, h, 80, oldTopColour(photo, pa, m, w, 80));
  return { w, set, marks };
}

describe('marks on a bare forearm', () => {
  it("keeps a tattoo past the old sleeve's end, not the sleeve, nor the old top's colour or print beside the arm", () => {
    // A white old top on the torso with navy sleeves down to y 100; bare skin below, with a dark tattoo.
    const { w, set, marks: read } = armScene();
    const paint = (x0: number, x1: number, y0: number, y1: number, rgb: number[], skin: boolean) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) set(x, y, rgb, skin);
    };
    paint(70, 150, 55, 180, [240, 240, 240], false); // the old top's body
    paint(50, 71, 55, 100, [30, 30, 90], false); // its sleeve, navy (a colour-block T-shirt)
    paint(50, 71, 100, 215, [200, 150, 120], true); // the bare forearm and hand
    paint(56, 64, 150, 160, [40, 50, 70], false); // a tattoo on it
    paint(64, 66, 150, 160, [238, 238, 238], false); // the old top's colour at the arm's edge
    paint(64, 71, 170, 180, [90, 40, 30], false); // where the arm is slimmer: the old top's dark check beside it
    const marks = read();
    expect(marks[155 * w + 60]).toBe(255);
    expect(marks[80 * w + 60]).toBe(0); // the old sleeve, not the top's colour, is replaced: it ends at y 100
    expect(marks[155 * w + 65]).toBe(0); // the old top's colour is, too
    expect(marks[120 * w + 60]).toBe(0); // bare skin is no mark (and stays anyway)
    expect(marks[175 * w + 65]).toBe(0); // beside the arm's skin, not on it
  });

  it("takes the blend along the old sleeve's hem for the sleeve, not for a mark on the arm", () => {
    // As above, but a black old top whose sleeve ends at y 100 with a ragged tongue (x 60..61) down to
    // y 104, a pixel of blend (half black, half skin) below each column of it; a tattoo further down.
    // The tongue's blend lies between skin pixels on its row, past where the sleeve is read to end.
    const { w, set, marks: read } = armScene();
    const hem = (x: number) => (x === 60 || x === 61 ? 104 : 100);
    for (let y = 55; y < 180; y++) for (let x = 71; x < 150; x++) set(x, y, [20, 20, 22], false);
    for (let x = 50; x < 71; x++)
      for (let y = 55; y < 215; y++) set(x, y, y < hem(x) ? [20, 20, 22] : y === hem(x) ? [110, 85, 70] : [200, 150, 120], y > hem(x));
    for (let y = 150; y < 160; y++) for (let x = 56; x < 64; x++) set(x, y, [40, 50, 90], false);
    const marks = read();
    expect(marks[155 * w + 60]).toBe(255);
    expect([marks[104 * w + 60], marks[104 * w + 61]]).toEqual([0, 0]);
  });
});
