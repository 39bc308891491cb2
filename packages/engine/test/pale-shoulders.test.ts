import { describe, expect, it } from 'vitest';
import { withPaleShoulders } from '../src/pale-shoulders.ts';
import { keypointsAt } from './draw.ts';

const [W, H] = [200, 200];
const BACKDROP = [240, 233, 227] as const; // 049205's warm pale backdrop
const TOP = [226, 227, 232] as const; // his bluish white T-shirt

/**
 * The body after withPaleShoulders on a W x H photo of the backdrop: shoulder joints at (55, 90) and
 * (145, 90) (a shoulder width of 90), the body a torso of the old top on columns 50..149 from row 80;
 * `paint` colours any other pixel it returns a colour for (outside the body).
 */
function bodyAfter(paint: (x: number, y: number) => readonly number[] | undefined = () => undefined): Uint8Array {
  const kps = keypointsAt({ leftShoulder: [145, 90], rightShoulder: [55, 90] });
  const photo = new Uint8Array(W * H * 3);
  const body = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const inBody = x >= 50 && x < 150 && y >= 80;
      if (inBody) body[i] = 255;
      photo.set(inBody ? TOP : (paint(x, y) ?? BACKDROP), i * 3);
    }
  const chest = Array.from({ length: 400 }, (_, k) => (120 + Math.floor(k / 20)) * W + 80 + (k % 20));
  withPaleShoulders(photo, body, kps, W, H, 90, { chest, top: [...TOP], topLuma: 227 });
  return body;
}

describe("an old top's pale shoulders left out of the body", () => {
  it('are taken where they have the old top\'s colour, off the backdrop\'s hue and joined to the body', () => {
    // A wedge of the white T-shirt beside the neck, rows 72..79, the segmentation left out.
    const body = bodyAfter((x, y) => (x >= 60 && x <= 80 && y >= 72 && y < 80 ? TOP : undefined));
    expect(body[75 * W + 70]).toBe(255);
    expect(body[73 * W + 62]).toBe(255);
    // The backdrop beside them, of the old top's lightness, is not.
    expect(body[75 * W + 90]).toBe(0);
    expect(body[60 * W + 70]).toBe(0);
  });

  it('leaves a one-pixel rim of the old top along the outline, hair and a busy backdrop', () => {
    // The segmentation's edge: a column of mixed pixels beside the body's side.
    const rim = bodyAfter((x, y) => (x === 49 && y >= 80 ? TOP : undefined));
    expect(rim[90 * W + 49]).toBe(0);
    // Dark hair lying on the shoulder outside the body.
    const hair = bodyAfter((x, y) => (x >= 60 && x <= 80 && y >= 72 && y < 80 ? [60, 40, 30] : undefined));
    expect(hair[75 * W + 70]).toBe(0);
    // A scene behind the person (stripes of other colours beside the shoulders): nothing is taken.
    const busy = bodyAfter((x, y) => (x >= 60 && x <= 80 && y >= 72 && y < 80 ? TOP : (x < 45 || x > 155) && y % 6 < 3 ? [150, 170, 200] : undefined));
    expect(busy[75 * W + 70]).toBe(0);
  });
});
