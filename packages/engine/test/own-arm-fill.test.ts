import { describe, expect, it } from 'vitest';
import { fillArmsFromOwnSkin } from '../src/own-arm-fill.ts';
import { keypointsAt } from './draw.ts';

// A photo 200x260, shoulder width 100. The image-right arm hangs from (150, 20) through the elbow
// (150, 120) to the wrist (150, 220), columns 141..159. Its upper arm (rows 20..79) is painted, in the
// colour the fill gave it (PAINT); below the old sleeve's hem (rows 84..235) the photo shows it (ARM),
// or, in a long sleeve, only its hand (rows 215..235) and a strip of bared belly (columns 136..138,
// rows 60..200) beside the sleeve, within the arm's reach. A painted chest (columns 60..100) beside it.
const [W, H, SW] = [200, 260, 100];
const PAINT = [190, 136, 106];
const ARM = [218, 170, 140];
const at = (rgb: Uint8Array, x: number, y: number) => [...rgb.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];

function scene(bareFrom = 84) {
  const kps = keypointsAt({ leftShoulder: [150, 20], leftElbow: [150, 120], leftWrist: [150, 220], rightShoulder: [50, 20] });
  const rgb = new Uint8Array(W * H * 3);
  const known = new Uint8Array(W * H);
  const target = new Uint8Array(W * H);
  const skin = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const onArm = x >= 141 && x <= 159;
      if ((onArm && y >= 20 && y < 80) || (x >= 60 && x <= 100 && y >= 20 && y < 120)) {
        target[i] = 255;
        rgb.set(PAINT, i * 3);
      } else if ((onArm && y >= bareFrom && y <= 235) || (bareFrom > 84 && x >= 136 && x <= 138 && y >= 60 && y <= 200)) {
        known[i] = skin[i] = 255;
        rgb.set(ARM, i * 3);
      }
    }
  fillArmsFromOwnSkin(rgb, known, target, skin, kps, W, H, SW);
  return rgb;
}

describe("a painted arm in its own skin's colour (own-arm-fill.ts fillArmsFromOwnSkin)", () => {
  it('paints an upper arm above an old short sleeve in the colour of the arm below it, not the chest beside it', () => {
    const rgb = scene();
    at(rgb, 150, 50).forEach((v, c) => expect(Math.abs(v - ARM[c]!)).toBeLessThanOrEqual(2));
    // The chest's paint as it was.
    expect(at(rgb, 80, 50)).toEqual(PAINT);
  });

  it('leaves an arm in a long sleeve, whose only skin about it is its hand and a bared belly, as the fill painted it', () => {
    expect(at(scene(215), 150, 50)).toEqual(PAINT);
  });
});
