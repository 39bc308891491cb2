import { describe, expect, it } from 'vitest';
import { clothesChroma, forearmSkinModel, personSkinModel, skinMask } from '../src/skin.ts';
import { KEYPOINT_NAMES, type Keypoint } from '../src/types.ts';

describe('skin model', () => {
  // oot-053514_0: face cut off by the frame, a cream dress, pale arms, a cream bag in one hand.
  const w = 200;
  const h = 300;
  const data = new Uint8Array(w * h * 3);
  const paint = (x0: number, y0: number, x1: number, y1: number, c: number[]) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data.set(c, (y * w + x) * 3);
  };
  const skin = [205, 150, 125];
  paint(0, 0, w, h, [208, 199, 182]); // cream dress
  paint(85, 0, 115, 75, skin); // neck (the face is above the frame)
  paint(20, 90, 50, 280, skin); // arms
  paint(150, 90, 180, 280, skin);
  paint(148, 240, 188, 295, [215, 205, 190]); // cream bag held in the (first tried) left hand
  const at: Record<string, [number, number, number]> = {
    nose: [100, -5, 0.1], leftShoulder: [150, 80, 0.9], rightShoulder: [50, 80, 0.9],
    leftElbow: [163, 160, 0.9], leftWrist: [166, 240, 0.9], rightElbow: [37, 160, 0.9], rightWrist: [34, 240, 0.9],
  };
  const kps: Keypoint[] = KEYPOINT_NAMES.map((name) => ({ name, x: at[name]?.[0] ?? 0, y: at[name]?.[1] ?? 0, score: at[name]?.[2] ?? 0 }));
  const body = new Uint8Array(w * h).fill(255);
  const img = { width: w, height: h, data };

  it('takes the colour the neck and the bare hand agree on, not the bag in the other hand', () => {
    const model = personSkinModel(img, body, kps, 100)!;
    const mask = skinMask(img, body, model);
    expect(mask[150 * w + 35]).toBe(255); // arm
    expect(mask[150 * w + 165]).toBe(255);
    expect(mask[150 * w + 100]).toBe(0); // cream dress
    expect(mask[260 * w + 168]).toBe(0); // bag
  });
});

describe('skin mask of dark skin', () => {
  it('takes in the lit side of dark skin (the same chroma, lit up to 80 luma levels above the face), not brighter', () => {
    // model_7: a face of luma 80 (110, 70, 50); his arm's lit side (170, 130, 110), luma 140 and the
    // same Cb and Cr, past 1.45 times the face's luma (116); (200, 160, 140) is luma 170.
    const [w, h] = [3, 1];
    const data = Uint8Array.from([110, 70, 50, 170, 130, 110, 200, 160, 140]);
    const model = { cb: 111.3, cr: 149.6, sCb: 3, sCr: 3, luma: 79.8 };
    const mask = skinMask({ data, width: w, height: h }, new Uint8Array(w * h).fill(255), model);
    expect(Array.from(mask)).toEqual([255, 255, 0]);
  });
});

describe('skin mask of arms in the light beside a face in the shade', () => {
  it('takes in an arm lit 73 luma levels above the face, not 90', () => {
    // 049447: her face in the shade of her hair, luma 124 (Cb 108.1, Cr 153.8); her lit upper arm
    // (224, 191, 158), luma 197; (240, 208, 175), luma 214, with nearly the same chroma, is past it.
    const [w, h] = [2, 1];
    const data = Uint8Array.from([224, 191, 158, 240, 208, 175]);
    const model = { cb: 108.1, cr: 153.8, sCb: 4.4, sCr: 2.5, luma: 123.9 };
    const mask = skinMask({ data, width: w, height: h }, new Uint8Array(w * h).fill(255), model);
    expect(Array.from(mask)).toEqual([255, 0]);
  });
});

describe('skin mask of pale skin lit past the camera', () => {
  it('takes in pale skin whose red is clipped (its Cr fallen, its Cb the face’s), not cream or white fabric', () => {
    // 053700: a face of luma 212 (Cb 111.2, Cr 157.1); her lit chest (251, 225, 198): Cr 143. Cream
    // fabric (250, 240, 220); white (254, 254, 254); the chest's colour with its red not clipped.
    const [w, h] = [4, 1];
    const data = Uint8Array.from([251, 225, 198, 250, 240, 220, 254, 254, 254, 236, 210, 183]);
    const model = { cb: 111.2, cr: 157.1, sCb: 2.5, sCr: 2.5, luma: 212.4 };
    const mask = skinMask({ data, width: w, height: h }, new Uint8Array(w * h).fill(255), model);
    expect(Array.from(mask)).toEqual([255, 0, 0, 0]);
  });
});

describe('a bare forearm lit otherwise than the face', () => {
  // 051918: his face Cb 108, Cr 156 (spread 2.5); his forearms against his sides (196, 136, 100), Cb
  // 100, Cr 161: out of the face's model, and filled as his old black T-shirt in streaks.
  const face = { cb: 108, cr: 156, sCb: 2.5, sCr: 2.5, luma: 150 };
  const [w, h] = [60, 60];
  const sw = 100;
  const scene = (arm: number[]) => {
    const data = new Uint8Array(w * h * 3);
    for (let i = 0; i < w * h; i++) data.set(i % 2 ? arm : arm.map((v) => v + 2), i * 3);
    return { width: w, height: h, data };
  };
  const body = new Uint8Array(w * h).fill(255);
  const [e, wr] = [{ x: 30, y: 10 }, { x: 30, y: 50 }];

  it("takes the forearm's own colour as skin where the face's model does not", () => {
    const img = scene([196, 136, 100]);
    expect(skinMask(img, body, face)[30 * w + 30]).toBe(0);
    const own = forearmSkinModel(img, body, e, wr, sw, face, { cb: 128, cr: 128 })!;
    expect(own).toBeDefined();
    expect(skinMask(img, body, own)[30 * w + 30]).toBe(255);
  });

  it('takes no beige knit (not the colour of the face) and no sleeve of the old top’s colour for a forearm', () => {
    expect(forearmSkinModel(scene([190, 175, 150]), body, e, wr, sw, face, undefined)).toBeUndefined();
    // A long sleeve of the top whose chroma is on the chest too.
    expect(forearmSkinModel(scene([196, 136, 100]), body, e, wr, sw, face, { cb: 101, cr: 160 })).toBeUndefined();
  });

  it("measures the old top's chroma on the chest from the pixels that are not skin (most of the disc bare)", () => {
    const data = new Uint8Array(w * h * 3);
    for (let i = 0; i < w * h; i++) data.set(i < (w * h * 2) / 3 ? [196, 136, 100] : [20, 20, 20], i * 3);
    const skin = new Uint8Array(w * h);
    skin.fill(255, 0, (w * h * 2) / 3);
    const top = clothesChroma({ width: w, height: h, data }, body, skin, { x: 30, y: 30 }, 25)!;
    expect([Math.round(top.cb), Math.round(top.cr)]).toEqual([128, 128]);
  });
});

describe('skin mask of a dark forearm in deep shade', () => {
  it("takes in the wrist turned from the light (its chroma the forearm's scaled down), not black or grey fabric, and only where asked", () => {
    // 07966: her forearm's model luma 101 (Cb 105, Cr 163.6); her wrist on her hip (67, 35, 22), luma
    // 43, Cb 116, Cr 145, and (41, 18, 4), luma 23; black trousers (20, 20, 22); a grey T-shirt in shade
    // (70, 72, 75); a dark olive (50, 55, 20), off the skin's hue; a warm charcoal (40, 35, 32), on its
    // hue but next to no chroma.
    const [w, h] = [6, 1];
    const data = Uint8Array.from([67, 35, 22, 41, 18, 4, 20, 20, 22, 70, 72, 75, 50, 55, 20, 40, 35, 32]);
    const model = { cb: 105, cr: 163.6, sCb: 2.5, sCr: 2.5, luma: 101 };
    const img = { data, width: w, height: h };
    const body = new Uint8Array(w * h).fill(255);
    expect(Array.from(skinMask(img, body, model, true))).toEqual([255, 255, 0, 0, 0, 0]);
    expect(Array.from(skinMask(img, body, model))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
