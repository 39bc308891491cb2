import { describe, expect, it } from 'vitest';
import { armsInFront, handsInFront, uncoverOldGarment } from '../src/layers.ts';
import { handSides } from '../src/hands.ts';
import type { PersonAnalysis } from '../src/types.ts';
import { keypointsAt } from './draw.ts';

describe('hands in front of the new garment', () => {
  it('keeps a hand hanging at the hip and its fingers, not the old garment around it', () => {
    const w = 200;
    const h = 300;
    // Arm hanging down the image-left side: elbow (60, 120), wrist (60, 180); black clothes beside it.
    const at: Record<string, [number, number]> = { leftElbow: [60, 120], leftWrist: [60, 180], leftShoulder: [60, 60], rightShoulder: [140, 60] };
    const pa = { keypoints: keypointsAt(at) } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(250);
    const body = new Uint8Array(w * h);
    const skin = new Uint8Array(w * h);
    const none = new Uint8Array(w * h);
    const paint = (i: number, rgb: number[]) => photo.set(rgb, i * 3);
    for (let y = 40; y < 290; y++)
      for (let x = 40; x < 160; x++) {
        const i = y * w + x;
        body[i] = 255;
        paint(i, [15, 15, 18]);
      }
    // The hand: a skin-coloured strip from the wrist down to the fingertips (y 180..240), x 54..66.
    for (let y = 180; y < 240; y++)
      for (let x = 54; x < 67; x++) {
        const i = y * w + x;
        skin[i] = 255;
        paint(i, [200, 150, 120]);
      }
    const masks = { body, head: none, arms: none, skin };
    const hands = handsInFront(handSides(pa, photo, masks, w, h, 80), photo, masks, w, h, 80);
    expect(hands[200 * w + 60]).toBe(255);
    // The fingertips, past the disc.
    expect(hands[236 * w + 60]).toBe(255);
    // The black clothes beside the hand, inside its disc, are not kept in front.
    expect(hands[200 * w + 80]).toBe(0);
    expect(hands[200 * w + 45]).toBe(0);
  });
});

describe('arms in front of the body panel', () => {
  it("are the arm's skin and its drawn width, not the old top's side the arm capsule takes in; the hand all of it", () => {
    const w = 200;
    const h = 300;
    // An upper arm hanging straight down the image-left side at x 60 (shoulder widths 80: drawn 8 px
    // each side); the analysis's capsule (0.13) holds x 50..70, clothes but for the arm's skin.
    const at: Record<string, [number, number]> = { leftShoulder: [60, 60], rightShoulder: [140, 60], leftElbow: [60, 140], leftWrist: [60, 200] };
    const pa = { keypoints: keypointsAt(at) } as unknown as PersonAnalysis;
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero().fill(255), head: zero(), arms: zero(), skin: zero() };
    for (let x = 50; x <= 70; x++) m.arms[100 * w + x] = 255;
    m.skin[100 * w + 51] = 255; // a bare arm wider than drawn
    m.arms[205 * w + 70] = 255; // the hand past the wrist (200), shaded: not skin to the skin model
    const front = armsInFront(pa, m, w, h, 80);
    expect(front[100 * w + 60]).toBe(255); // on the arm's line: in front, bare or sleeved
    expect(front[100 * w + 66]).toBe(255);
    expect(front[100 * w + 69]).toBe(0); // the old top beside a slim arm: the panel covers it
    expect(front[100 * w + 51]).toBe(255); // bare skin in the capsule stays in front
    expect(front[100 * w + 75]).toBe(0); // outside the capsule
    expect(front[205 * w + 70]).toBe(255); // along the forearm and hand the whole capsule stays
  });
});

describe('the old garment taken away', () => {
  it('keeps each shoe, not the old trousers down the other shin in a walking pose', () => {
    const w = 200;
    const h = 300;
    // Black trousers over the whole body; the image-left foot steps forward (ankle 80 px higher).
    const at: Record<string, [number, number]> = {
      leftShoulder: [140, 40], rightShoulder: [60, 40], leftHip: [125, 120], rightHip: [75, 120],
      leftKnee: [130, 170], rightKnee: [70, 170], leftAnkle: [130, 280], rightAnkle: [70, 200],
    };
    const keypoints = keypointsAt(at);
    const pa = { keypoints, outfit: { topEnd: 100, bottomStart: 100 }, skinTone: '#c8a08a' } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(250);
    const body = new Uint8Array(w * h);
    for (let y = 30; y < 300; y++)
      for (let x = 40; x < 160; x++) {
        body[y * w + x] = 255;
        photo.set([15, 15, 18], (y * w + x) * 3);
      }
    const none = new Uint8Array(w * h);
    const base = uncoverOldGarment(photo, pa, 'lower', { body, head: none, arms: none, skin: none }, none, new Float32Array(w * h), w, h, 80);
    const black = (x: number, y: number) => base[(y * w + x) * 3] === 15;
    expect(black(130, 240)).toBe(false); // the old trousers down the image-right shin, above its ankle
    expect(black(70, 240)).toBe(true); // the stepping foot's shoe
    expect(black(130, 290)).toBe(true); // the other shoe
    expect(black(100, 150)).toBe(false);
  });
});
