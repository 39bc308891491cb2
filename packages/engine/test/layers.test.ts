import { describe, expect, it } from 'vitest';
import { armsInFront, handsInFront, hiddenMasks, missedArmSkin, photoReads, smoothArmEdges, smoothBodyOutline, uncoverOldGarment, withoutArms, type PersonMasks } from '../src/layers.ts';
import { torsoShape } from '../src/fill.ts';
import { grainOf } from '../src/grain.ts';
import { handSides } from '../src/hands.ts';
import type { PersonAnalysis } from '../src/types.ts';
import { keypointsAt } from './draw.ts';

/** What uncoverOldGarment reads of the photo alone, read from it as at analysis (person-layers.ts readLayers). */
const reads = (photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, w: number, h: number, sw: number) => {
  const inFront = armsInFront(pa, m, photo, w, h, sw);
  smoothArmEdges(inFront, m.arms, w, h, sw);
  return { ...photoReads(photo, pa, m, w, h, sw), inFront };
};
/** uncoverOldGarment with what it reads of the photo alone read from it, as at analysis. */
const uncover = (photo: Uint8Array, pa: PersonAnalysis, category: Parameters<typeof uncoverOldGarment>[2], m: PersonMasks, hands: Uint8Array, covered: Float32Array, w: number, h: number, sw: number, pastWrists?: Uint8Array) =>
  uncoverOldGarment(photo, pa, category, m, hands, covered, w, h, sw, undefined, reads(photo, pa, m, w, h, sw), pastWrists);

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
    // The hand's shaded edge beside its skin on a few rows (x 67..68), not skin to the model.
    for (let y = 205; y < 215; y++) for (const x of [67, 68]) paint(y * w + x, [110, 70, 55]);
    // And on others the black clothes in a warm shade there, 31 from their colour (052767's velvet).
    for (let y = 220; y < 230; y++) for (const x of [67, 68]) paint(y * w + x, [45, 20, 12]);
    const masks = { body, head: none, arms: none, skin };
    const hands = handsInFront(handSides(pa, photo, masks, w, h, 80), photo, masks, w, h, 80);
    expect(hands[200 * w + 60]).toBe(255);
    // The fingertips, past the disc.
    expect(hands[236 * w + 60]).toBe(255);
    // The black clothes beside the hand, inside its disc, are not kept in front.
    expect(hands[200 * w + 80]).toBe(0);
    expect(hands[200 * w + 45]).toBe(0);
    // Nor the clothes 2 px past the skin's edge: grown 3 px into them, 052964's dress's check stood as a
    // dotted rim down each hand's inner side over every new bottom. The skin's edge pixel stays (its
    // blend with what is beside it), and so does the hand's shaded edge 2 px out (not the clothes' colour).
    for (const x of [52, 69]) expect(hands[200 * w + x]).toBe(0);
    for (const x of [53, 67]) expect(hands[200 * w + x]).toBe(255);
    expect(hands[210 * w + 68]).toBe(255);
    // Beside clothes that dark, what is as dark past the skin's edge pixel is their shade (RIM_DARK).
    expect([hands[225 * w + 67], hands[225 * w + 68]]).toEqual([255, 0]);
  });

  it('keeps nothing of a printed trouser pocket with the hand inside it, nor specks of its pink', () => {
    const w = 200;
    const h = 300;
    const at: Record<string, [number, number]> = { leftElbow: [60, 120], leftWrist: [60, 180], leftShoulder: [60, 60], rightShoulder: [140, 60], leftHip: [75, 170], rightHip: [125, 170] };
    const pa = { keypoints: keypointsAt(at) } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(250);
    const body = new Uint8Array(w * h);
    const skin = new Uint8Array(w * h);
    const none = new Uint8Array(w * h);
    // Trousers from y 160 down in a print of 6 px squares: white, black, red and a pink the skin model
    // takes for skin at scattered pixels (049447). The hand is in the pocket: no skin past the wrist
    // but those specks.
    const print = [[235, 235, 235], [25, 20, 25], [170, 35, 45], [215, 150, 150]];
    for (let y = 40; y < 290; y++)
      for (let x = 40; x < 160; x++) {
        const i = y * w + x;
        body[i] = 255;
        const c = y < 160 ? [245, 245, 245] : print[((x / 6) | 0) % 2 + 2 * (((y / 6) | 0) % 2)]!;
        photo.set(c, i * 3);
        if (c[0] === 215 && x % 6 === 3 && y % 6 === 3 && ((x / 6) | 0) % 4 === 1) skin[i] = 255;
      }
    // The forearm's skin down to the wrist, and the face the hand's tone comes from.
    for (let y = 120; y < 180; y++)
      for (let x = 55; x < 66; x++) {
        skin[y * w + x] = 255;
        photo.set([205, 160, 130], (y * w + x) * 3);
      }
    // A few dots of a colour too rare in the print for its 6 colours: specks, not a hand.
    for (const [x0, y0] of [[50, 215], [70, 225], [85, 200]] as const) for (let y = y0; y < y0 + 3; y++) for (let x = x0; x < x0 + 3; x++) photo.set([40, 170, 60], (y * w + x) * 3);
    const masks = { body, head: none, arms: none, skin };
    const hands = handsInFront(handSides(pa, photo, masks, w, h, 80), photo, masks, w, h, 80);
    let kept = 0;
    for (let y = 181; y < 240; y++) for (let x = 40; x < 100; x++) if (hands[y * w + x]) kept++;
    expect(kept).toBe(0);
  });
});

describe('arms in front of the body panel', () => {
  const [w, h] = [200, 300];
  /** An arm hanging straight down the image-left side, its joints at x 60 (shoulder widths 80); masks empty but the body. */
  const armScene = () => {
    const at: Record<string, [number, number]> = { leftShoulder: [60, 60], rightShoulder: [140, 60], leftElbow: [60, 140], leftWrist: [60, 200] };
    const zero = () => new Uint8Array(w * h);
    // The photo: a black top everywhere (neutral: not of skin's hue).
    const photo = new Uint8Array(w * h * 3);
    for (let i = 0; i < w * h; i++) photo.set([16, 16, 16], i * 3);
    return { pa: { keypoints: keypointsAt(at) } as unknown as PersonAnalysis, m: { body: zero().fill(255), head: zero(), arms: zero(), skin: zero() }, photo };
  };

  it("are the arm's skin and its drawn width, not the old top's side the arm capsule takes in; the forearm all of it, the hand none", () => {
    // Drawn 8 px each side of the joints' line; the analysis's capsule (0.13) holds x 50..70, clothes
    // but for the arm's skin.
    const { pa, m, photo } = armScene();
    for (let x = 50; x <= 70; x++) m.arms[100 * w + x] = 255;
    m.skin[100 * w + 51] = 255; // a bare arm wider than drawn
    m.arms[185 * w + 70] = 255; // the forearm above the wrist (200), shaded: not skin to the skin model
    m.arms[205 * w + 60] = 255; // past the wrist: the hand, handsInFront's (a hand in a pocket is the pocket)
    m.skin[205 * w + 60] = 255;
    const front = armsInFront(pa, m, photo, w, h, 80);
    expect(front[100 * w + 60]).toBe(255); // on the arm's line: in front, bare or sleeved
    expect(front[100 * w + 66]).toBe(255);
    expect(front[100 * w + 69]).toBe(0); // the old top beside a slim arm: the panel covers it
    expect(front[100 * w + 51]).toBe(255); // bare skin in the capsule stays in front
    expect(front[100 * w + 75]).toBe(0); // outside the capsule
    expect(front[185 * w + 70]).toBe(255); // along the forearm the whole capsule stays
    expect(front[205 * w + 60]).toBe(0); // past the wrist nothing, skin or not
  });

  it("of a bare slim arm are its skin alone, not a camisole beside it that its joints' capsules take in", () => {
    // The joints lie on the arm's inner edge (051482's elbow on her camisole's edge): the bare arm is
    // x 54..61, the camisole beside it x 62..75; the analysis's capsule holds x 50..70.
    const { pa, m, photo } = armScene();
    for (let y = 50; y <= 200; y++) {
      m.arms.fill(255, y * w + 50, y * w + 71);
      m.skin.fill(255, y * w + 54, y * w + 62);
    }
    const front = armsInFront(pa, m, photo, w, h, 80);
    expect(front[100 * w + 57]).toBe(255); // the upper arm
    expect(front[170 * w + 57]).toBe(255); // the forearm
    expect(front[100 * w + 66]).toBe(0); // the camisole beside the upper arm
    expect(front[170 * w + 66]).toBe(0); // and beside the forearm
    expect(front[192 * w + 66]).toBe(0); // and beside the wrist (the hand below it is handsInFront's)
  });

  it('of a forearm seen edge-on, a thin strip of skin all the way down, are its skin alone, not the dress beside it', () => {
    // 052964's image-right forearm beside her dress: 2 px of skin (0.025 shoulder widths, under the
    // 0.04 a bare bone's run needs at most rows) at x 58..59 from the elbow to the wrist; the dress
    // fills the rest of the analysis's capsule (x 50..70). One row without skin: a sleeve's gap.
    const { pa, m, photo } = armScene();
    for (let y = 50; y <= 200; y++) {
      m.arms.fill(255, y * w + 50, y * w + 71);
      if (y <= 140) m.skin.fill(255, y * w + 54, y * w + 62);
      else m.skin.fill(255, y * w + 58, y * w + 60);
    }
    expect(armsInFront(pa, m, photo, w, h, 80)[170 * w + 64]).toBe(0); // the dress beside the forearm
    expect(armsInFront(pa, m, photo, w, h, 80)[170 * w + 58]).toBe(255); // the forearm's skin
    for (let y = 165; y <= 175; y++) m.skin.fill(0, y * w + 58, y * w + 60);
    expect(armsInFront(pa, m, photo, w, h, 80)[150 * w + 64]).toBe(255); // a gap in the skin: drawn as before
  });

  it("of a bare slim arm take in its shaded side beside a black top, as far as 0.05 shoulder widths", () => {
    // The bare arm's skin x 54..61; x 62..64 its shaded side, darker than the skin model takes, of
    // skin's hue; past it the black top (16, 16, 16), and at y 120 the shade goes on to x 70.
    const { pa, m, photo } = armScene();
    for (let y = 50; y <= 200; y++) {
      m.arms.fill(255, y * w + 50, y * w + 71);
      m.skin.fill(255, y * w + 54, y * w + 62);
      [[90, 55, 38], [60, 36, 22], [40, 24, 12]].forEach((c, k) => photo.set(c, (y * w + 62 + k) * 3));
    }
    for (let x = 65; x <= 70; x++) photo.set([40, 24, 12], (120 * w + x) * 3);
    // At y 160 the shade's last pixel is as dark as black: left to the panel.
    photo.set([20, 12, 6], (160 * w + 64) * 3);
    // At y 140 a warm black (14627's trousers) beside the shade: not skin's hue.
    photo.set([30, 24, 12], (140 * w + 65) * 3);
    const front = armsInFront(pa, m, photo, w, h, 80);
    expect(front[140 * w + 65]).toBe(0);
    expect(front[160 * w + 63]).toBe(255);
    expect(front[160 * w + 64]).toBe(0);
    for (const x of [62, 63, 64]) expect(front[100 * w + x]).toBe(255);
    expect(front[100 * w + 65]).toBe(0); // the black top
    expect(front[120 * w + 65]).toBe(255); // the shade, 4 px from the skin
    expect(front[120 * w + 66]).toBe(0); // 5 px from it: past 0.05 shoulder widths
  });
});

describe('garment pieces hidden around the shoulders', () => {
  it('are past the outline beside the shoulders and upper arms, not lower down, and not for a bottom', () => {
    const w = 200;
    const h = 300;
    // Shoulder joints at (60, 60) and (140, 60), shoulder widths 80; the person (body) spans x 45..155
    // from y 50 down.
    const at: Record<string, [number, number]> = { leftShoulder: [60, 60], rightShoulder: [140, 60], leftElbow: [55, 130], rightElbow: [145, 130], leftWrist: [55, 190], rightWrist: [145, 190] };
    const pa = { keypoints: keypointsAt(at), outfit: { topEnd: 150, bottomStart: 150 } } as unknown as PersonAnalysis;
    const zero = () => new Uint8Array(w * h);
    const body = zero();
    for (let y = 50; y < h; y++) body.fill(255, y * w + 45, y * w + 156);
    const m = { body, head: zero(), arms: zero(), skin: zero() };
    const { panel, limb } = hiddenMasks(pa, 'upper', m, zero(), zero(), w, h, 80);
    // Out over the backdrop beside the shoulder (10 px past the outline; 0.03 x 80 = 2 px allowed).
    expect(panel[60 * w + 35]).toBe(255);
    expect(limb[70 * w + 35]).toBe(255);
    // Above the shoulders.
    expect(panel[40 * w + 100]).toBe(255);
    // On the person, and just past its outline.
    expect(panel[60 * w + 100]).toBe(0);
    expect(panel[60 * w + 44]).toBe(0);
    // Below the shoulders' zone (0.35 x 80 = 28 px below them) a loose top may stand out.
    expect(panel[120 * w + 35]).toBe(0);
    // Gradually, over 0.15 x 80 = 12 rows from the zone's end (row 88), a pixel a row more: no step
    // in a puff sleeve's outline.
    expect([41, 43].map((x) => panel[88 * w + x])).toEqual([255, 0]);
    expect([33, 36].map((x) => panel[95 * w + x])).toEqual([255, 0]);
    expect([20, 160, 199].map((x) => panel[100 * w + x])).toEqual([0, 0, 0]);
    const lower = hiddenMasks(pa, 'lower', m, zero(), zero(), w, h, 80);
    expect(lower.panel[40 * w + 100]).toBe(0);
  });
});

describe('a new bottom and the old top', () => {
  it('goes on behind an old top above the split, and over a dress there, as a top tucked in (053700 + 051412)', () => {
    const w = 200;
    const h = 300;
    const at: Record<string, [number, number]> = { leftShoulder: [60, 60], rightShoulder: [140, 60] };
    const clothes = new Uint8Array(w * h);
    for (let y = 50; y < h; y++) clothes.fill(255, y * w + 45, y * w + 156);
    const none = new Uint8Array(w * h);
    const m = { body: clothes, head: none, arms: none, skin: none };
    const hidden = (outfit: PersonAnalysis['outfit']) => hiddenMasks({ keypoints: keypointsAt(at), outfit } as unknown as PersonAnalysis, 'lower', m, none, none, w, h, 80).panel;
    // An old top down to row 150: the new bottom's waistband above it is behind it, not below.
    const twoPiece = hidden({ topEnd: 150, bottomStart: 150 });
    expect([twoPiece[140 * w + 100], twoPiece[160 * w + 100]]).toEqual([255, 0]);
    // A dress's split is only where its top part is taken to end: the new waistband shows over it
    // (behind it, 053700's brown dress hid it but for specks, a ragged fringe above the print).
    expect(hidden({ topEnd: 150, bottomStart: 150, onePiece: true })[140 * w + 100]).toBe(0);
  });
});

describe("a bare arm's skin the skin model missed", () => {
  it("takes in the arm's edge pixels against the backdrop, not an old sleeve's edge nor its middle", () => {
    // An arm (the arms mask x 40..59, y 10..90) whose skin ends at x 57: its edge pixels (x 58..60,
    // the outline one past the arms mask) blend with the backdrop beyond. From y 10 to 30 an old sleeve
    // covers it (no skin).
    const [w, h] = [120, 100];
    const [body, arms, skin, head] = [new Uint8Array(w * h), new Uint8Array(w * h), new Uint8Array(w * h), new Uint8Array(w * h)];
    for (let y = 10; y <= 90; y++)
      for (let x = 40; x <= 60; x++) {
        const i = y * w + x;
        body[i] = 255;
        if (x <= 59) arms[i] = 255;
        if (x <= 57 && y > 30) skin[i] = 255;
      }
    const missed = missedArmSkin({ body, arms, skin, head }, w, h);
    const at = (x: number, y: number) => missed[y * w + x];
    for (const x of [58, 59, 60]) expect(at(x, 60), `${x}`).toBe(255);
    // The sleeve's edge against the backdrop and its middle; the backdrop.
    for (const [x, y] of [[58, 20], [59, 20], [50, 20], [62, 60]] as const) expect(at(x, y), `${x},${y}`).toBe(0);
  });
});

describe('the old garment taken away', () => {
  /**
   * A body of clothes (x 40..159, y 30..299, coloured by `colour`; skin where `isSkin`) on a light
   * backdrop, with joints `at`, taken away for a new garment of `category`: the pixels afterwards.
   */
  const clothed = (at: Record<string, [number, number]>, outfit: { topEnd: number; bottomStart: number }, colour: (x: number, y: number) => number[], category: 'upper' | 'lower', isSkin = (_x: number, _y: number) => false, pastWrists?: (x: number, y: number) => boolean) => {
    const w = 200;
    const h = 300;
    const pa = { keypoints: keypointsAt(at), outfit, skinTone: '#c8a08a' } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(250);
    const body = new Uint8Array(w * h);
    const skin = new Uint8Array(w * h);
    for (let y = 30; y < 300; y++)
      for (let x = 40; x < 160; x++) {
        body[y * w + x] = 255;
        if (isSkin(x, y)) skin[y * w + x] = 255;
        photo.set(colour(x, y), (y * w + x) * 3);
      }
    const none = new Uint8Array(w * h);
    const past = pastWrists && Uint8Array.from({ length: w * h }, (_, i) => (pastWrists(i % w, Math.floor(i / w)) ? 255 : 0));
    const base = uncover(photo, pa, category, { body, head: none, arms: none, skin }, none, new Float32Array(w * h), w, h, 80, past);
    return (x: number, y: number) => [...base.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)];
  };

  /**
   * Black trousers over the whole body taken away for a new bottom in a walking pose: the image-left
   * foot steps forward (ankle at (70, 200), 80 px higher than the other's). Whether each point is
   * still the trousers' black afterwards.
   */
  const walking = (otherKnee: [number, number], otherAnkle: [number, number]) => {
    const at: Record<string, [number, number]> = {
      leftShoulder: [140, 40], rightShoulder: [60, 40], leftHip: [125, 120], rightHip: [75, 120],
      leftKnee: otherKnee, rightKnee: [70, 170], leftAnkle: otherAnkle, rightAnkle: [70, 200],
    };
    const after = clothed(at, { topEnd: 100, bottomStart: 100 }, () => [15, 15, 18], 'lower');
    return (x: number, y: number) => after(x, y)[0] === 15;
  };

  it("takes an old top's hem hanging below the split for a new top, and leaves the old bottom beside it", () => {
    // A grey top (rows 30..99) over blue trousers; on x 40..89 its hem hangs on to row 105, below the
    // one-row split (row 100). Shoulder widths 80: the band below the split is 6 rows.
    const at: Record<string, [number, number]> = {
      leftShoulder: [140, 40], rightShoulder: [60, 40], leftHip: [125, 120], rightHip: [75, 120],
      leftKnee: [125, 200], rightKnee: [75, 200], leftAnkle: [125, 280], rightAnkle: [75, 280],
    };
    const colour = (x: number, y: number) => (y < 100 || (y < 106 && x < 90) ? [180, 180, 182] : [30, 50, 90]);
    const after = clothed(at, { topEnd: 99, bottomStart: 100 }, colour, 'upper');
    expect(after(60, 103)[0]).not.toBe(180);
    expect(after(60, 80)[0]).not.toBe(180);
    expect(after(130, 103)[0]).toBe(30);
    expect(after(60, 120)[0]).toBe(30);
    // And where the disc past a hanging hand's wrist (pastWrists) takes in that hem and the old bottom
    // below it (049713's lilac hem beside her hand): the hem goes all the same, the bottom stays.
    const besideHand = clothed(at, { topEnd: 99, bottomStart: 100 }, colour, 'upper', undefined, (x, y) => y > 99 && x < 90);
    expect(besideHand(60, 103)[0]).not.toBe(180);
    expect(besideHand(60, 120)[0]).toBe(30);
  });

  /**
   * A black dress (x 60..159, rows 30..299) with the image-left arm hanging beside it (x 40..59, rows
   * 40..200: bare skin, or the dress's long sleeve), under a new top that covers rows 30..`hem` of
   * the torso (a crop top: 70): whether each point is still the dress's black afterwards.
   */
  const dressUnderTop = (outfit: { topEnd: number; bottomStart: number; onePiece?: boolean }, sleeved = false, hem = 70, wrist: [number, number] = [50, 195]) => {
    const [w, h] = [200, 300];
    const at: Record<string, [number, number]> = {
      leftShoulder: [140, 40], rightShoulder: [55, 40], rightElbow: [50, 120], rightWrist: wrist, leftHip: [125, 150], rightHip: [75, 150],
      leftKnee: [125, 230], rightKnee: [75, 230], leftAnkle: [125, 290], rightAnkle: [75, 290],
    };
    const pa = { keypoints: keypointsAt(at), outfit, skinTone: '#c8a08a' } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(250);
    const [body, skin, arms, none] = [new Uint8Array(w * h), new Uint8Array(w * h), new Uint8Array(w * h), new Uint8Array(w * h)];
    const covered = new Float32Array(w * h);
    for (let y = 30; y < 300; y++)
      for (let x = 40; x < 160; x++) {
        const i = y * w + x;
        const arm = x < 60;
        if (arm && (y < 40 || y > 200)) continue;
        body[i] = 255;
        if (arm) arms[i] = 255;
        if (arm && !sleeved) skin[i] = 255;
        photo.set(skin[i] ? [200, 150, 120] : [15, 15, 18], i * 3);
        if (!arm && y <= hem) covered[i] = 1;
      }
    const base = uncover(photo, pa, 'upper', { body, head: none, arms, skin }, none, covered, w, h, 80);
    return (x: number, y: number) => base[(y * w + x) * 3] === 15;
  };

  it("keeps a dress below a new crop top's hem, not a band of painted belly down to the waist", () => {
    const onePiece = dressUnderTop({ topEnd: 110, bottomStart: 110, onePiece: true });
    expect([onePiece(100, 80), onePiece(100, 105), onePiece(100, 150)]).toEqual([true, true, true]);
    // Where the new top's hem is not the old garment's (a black top over black trousers told apart by
    // nothing), it is painted down to the old top's end as before.
    const twoPieces = dressUnderTop({ topEnd: 110, bottomStart: 110 });
    expect([twoPieces(100, 80), twoPieces(100, 105), twoPieces(100, 150)]).toEqual([false, false, true]);
  });

  it("keeps a dress's side beside a bare hanging arm below a new top's hem, and takes its long sleeve", () => {
    // The zone about the arm's line reaches 16 px past it, over the dress's side (x 60..66).
    const bare = dressUnderTop({ topEnd: 110, bottomStart: 110, onePiece: true });
    expect([bare(62, 100), bare(64, 150), bare(62, 190)]).toEqual([true, true, true]);
    const sleeved = dressUnderTop({ topEnd: 110, bottomStart: 110, onePiece: true }, true);
    expect([sleeved(45, 100), sleeved(50, 150), sleeved(55, 190)]).toEqual([false, false, false]);
    expect(sleeved(100, 150)).toBe(true);
    // Under a long top the sleeve is looked for below the dress's waist, not below the top's hem,
    // where it has ended at the wrist.
    const longTop = dressUnderTop({ topEnd: 110, bottomStart: 110, onePiece: true }, true, 250);
    expect([longTop(50, 150), longTop(55, 190)]).toEqual([false, false]);
    // A forearm's joints read on the dress beside the arm: its line is mostly the dress's, but the
    // bare upper arm says the dress has no sleeve.
    const offArm = dressUnderTop({ topEnd: 110, bottomStart: 110, onePiece: true }, false, 70, [110, 195]);
    expect([offArm(86, 165), offArm(100, 183), offArm(70, 145)]).toEqual([true, true, true]);
  });

  it("paints over the line of shadow an old neckline leaves on the chest's skin, and no skin further up", () => {
    // Chest skin (rows 30..59) above an old white top (rows 62..99) whose edge shades rows 60 and 61
    // darker (not a blend of the two: darker than both); blue trousers below. A new top that covers
    // none of it: the old top is painted as skin, learnt from the chest.
    const at: Record<string, [number, number]> = {
      leftShoulder: [140, 40], rightShoulder: [60, 40], leftHip: [125, 120], rightHip: [75, 120],
      leftKnee: [125, 200], rightKnee: [75, 200], leftAnkle: [125, 280], rightAnkle: [75, 280],
    };
    const [skin, shadow] = [[200, 150, 120], [150, 110, 90]];
    const colour = (_x: number, y: number) => (y < 60 ? skin : y < 62 ? shadow : y < 100 ? [245, 245, 245] : [30, 50, 90]);
    const isSkin = (x: number, y: number) => y < 62 && x >= 40 && x < 160;
    const after = clothed(at, { topEnd: 99, bottomStart: 100 }, colour, 'upper', isSkin);
    const off = (x: number, y: number, c: number[]) => Math.hypot(...after(x, y).map((v, k) => v - c[k]!));
    expect(off(100, 61, skin)).toBeLessThan(off(100, 61, shadow));
    expect(off(100, 60, skin)).toBeLessThan(off(100, 60, shadow));
    expect(after(100, 50)).toEqual(skin);
  });

  it('keeps each shoe, not the old trousers down the other shin in a walking pose', () => {
    const black = walking([130, 170], [130, 280]);
    expect(black(130, 240)).toBe(false); // the old trousers down the image-right shin, above its ankle
    expect(black(70, 240)).toBe(true); // the stepping foot's shoe
    expect(black(130, 290)).toBe(true); // the other shoe
    expect(black(100, 150)).toBe(false);
  });

  it("keeps the stepping foot's shoe, not the other leg's old leggings crossing in front of it", () => {
    // The image-right shin comes in across the stepping foot's column (x 46..94) below a cropped hem.
    const black = walking([100, 170], [95, 280]);
    expect(black(92, 240)).toBe(false); // the other shin's old leggings, inside the stepping foot's column
    expect(black(70, 215)).toBe(true); // the stepping foot's shoe
  });

  /**
   * A 200 x 300 photo of a light backdrop with the image-left arm's joints (shoulder (60, 60), elbow
   * (60, 130), wrist (60, 200)), the old top ending at `topEnd`, masks still empty: each test paints
   * its arm.
   */
  const armScene = (topEnd: number) => {
    const w = 200;
    const h = 300;
    const at: Record<string, [number, number]> = { leftShoulder: [60, 60], rightShoulder: [140, 60], leftElbow: [60, 130], leftWrist: [60, 200] };
    const pa = { keypoints: keypointsAt(at), outfit: { topEnd, bottomStart: topEnd }, skinTone: '#c8a08a' } as unknown as PersonAnalysis;
    const zero = () => new Uint8Array(w * h);
    return { w, h, pa, zero, photo: new Uint8Array(w * h * 3).fill(235), m: { body: zero(), head: zero(), arms: zero(), skin: zero() } };
  };

  it("leaves no outline of an old sleeve around a drawn arm, and the arm's edge against the backdrop is not a hard step", () => {
    // A long red sleeve down the image-left arm (x 50..70, y 60..200) on a light backdrop, its edge
    // pixels (x 48, 49 and 71, 72) half red and half backdrop and outside the body mask, as a
    // segmentation leaves them. A new sleeveless top: the whole sleeve goes.
    const { w, h, pa, zero, photo, m } = armScene(220);
    for (let y = 60; y <= 200; y++) {
      for (let x = 50; x <= 70; x++) {
        const i = y * w + x;
        m.body[i] = m.arms[i] = 255;
        photo.set([180, 20, 30], i * 3);
      }
      for (const x of [48, 49, 71, 72]) photo.set([208, 128, 132], (y * w + x) * 3);
    }
    // Bare skin to learn the tone from: a hand below the cuff.
    for (let y = 201; y <= 230; y++)
      for (let x = 52; x <= 68; x++) {
        const i = y * w + x;
        m.body[i] = m.skin[i] = 255;
        photo.set([200, 150, 120], i * 3);
      }
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    const red = (x: number, y: number) => base[(y * w + x) * 3]! - base[(y * w + x) * 3 + 1]! > 60;
    for (const x of [48, 49, 71, 72]) expect(red(x, 120)).toBe(false);
    // Across the drawn arm's edge (8 px each side of its line: x 52..68) no step as hard as the fills'.
    const g = (x: number) => base[(120 * w + x) * 3 + 1]!;
    const steps = Array.from({ length: 12 }, (_, k) => Math.abs(g(45 + k) - g(46 + k)));
    expect(Math.max(...steps)).toBeLessThan(0.8 * Math.abs(g(45) - g(60)));
  });

  it("leaves no line of an old top's side beside a narrower new top, away from the arms", () => {
    // An old red top's body x 82..140, rows 60..200, its edge pixels x 80, 81 half red and half
    // backdrop outside the body mask (beyond the arms' zone, 0.2 shoulder widths about the arm's line
    // x 60); the new top covers x 92..140 only.
    const { w, h, pa, zero, photo, m } = armScene(220);
    const covered = new Float32Array(w * h);
    for (let y = 60; y <= 200; y++) {
      for (let x = 82; x <= 140; x++) {
        const i = y * w + x;
        m.body[i] = 255;
        photo.set([180, 20, 30], i * 3);
        if (x >= 92) covered[i] = 1;
      }
      for (const x of [80, 81]) photo.set([208, 128, 132], (y * w + x) * 3);
    }
    const base = uncover(photo, pa, 'upper', m, zero(), covered, w, h, 80);
    const red = (x: number, y: number) => base[(y * w + x) * 3]! - base[(y * w + x) * 3 + 1]! > 60;
    for (const x of [80, 81, 85]) expect(red(x, 150)).toBe(false);
  });

  it("replaces an old long sleeve below the top's end out to its edge, not only where the arms mask reaches", () => {
    // An old red top ending at row 100 with a long sleeve down the image-left arm (x 50..72, rows
    // 60..200); the analysis's arms mask covers only x 50..64 of it (it runs inside the sleeve's outer
    // edge). A new sleeveless top.
    const { w, h, pa, zero, photo, m } = armScene(100);
    for (let y = 60; y <= 200; y++)
      for (let x = 50; x <= 72; x++) {
        const i = y * w + x;
        m.body[i] = 255;
        if (x <= 64) m.arms[i] = 255;
        photo.set([180, 20, 30], i * 3);
      }
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    const red = (x: number, y: number) => base[(y * w + x) * 3]! - base[(y * w + x) * 3 + 1]! > 100;
    expect([red(70, 150), red(72, 170), red(60, 150)]).toEqual([false, false, false]);
  });

  it("paints a drawn arm in the skin's tone, not in the blend of skin and old sleeve at the cuff's edge", () => {
    // A long red sleeve (x 50..70, y 60..200) taken away for a sleeveless top; the hand below it
    // (y 201..240) is the skin to learn from, its first 2 rows a blend of skin and the red cuff.
    const { w, h, pa, zero, photo, m } = armScene(220);
    const [skin, blend] = [[237, 209, 185], [197, 118, 111]];
    for (let y = 60; y <= 240; y++)
      for (let x = 50; x <= 70; x++) {
        const i = y * w + x;
        m.body[i] = m.arms[i] = 255;
        if (y > 200) m.skin[i] = 255;
        photo.set(y <= 200 ? [150, 25, 45] : y <= 202 ? blend : skin, i * 3);
      }
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    const px = [...base.subarray((196 * w + 60) * 3, (196 * w + 60) * 3 + 3)];
    const to = (c: number[]) => Math.hypot(px[0]! - c[0]!, px[1]! - c[1]!, px[2]! - c[2]!);
    expect(to(skin)).toBeLessThan(to(blend));
  });

  it("leaves no line of an old cuff's colour along the edge of a hand kept below it", () => {
    // A long red sleeve (x 50..70, y 60..200) taken away for a sleeveless top; the hand below it kept
    // as it is (y 201..240), its first 2 rows a blend of skin and the red cuff.
    const { w, h, pa, zero, photo, m } = armScene(220);
    const hands = zero();
    const [skin, blend] = [[237, 209, 185], [197, 118, 111]];
    for (let y = 60; y <= 240; y++)
      for (let x = 50; x <= 70; x++) {
        const i = y * w + x;
        m.body[i] = m.arms[i] = 255;
        if (y > 202) m.skin[i] = 255;
        if (y > 200) hands[i] = 255;
        photo.set(y <= 200 ? [150, 25, 45] : y <= 202 ? blend : skin, i * 3);
      }
    const base = uncover(photo, pa, 'upper', m, hands, new Float32Array(w * h), w, h, 80);
    const red = (x: number, y: number) => base[(y * w + x) * 3]! - base[(y * w + x) * 3 + 1]! > 60;
    expect([red(60, 201), red(60, 202), red(56, 201)]).toEqual([false, false, false]);
    expect([...base.subarray((220 * w + 60) * 3, (220 * w + 60) * 3 + 3)]).toEqual(skin); // the hand itself
  });

  it('paints a drawn arm with the grain of the skin it learns from, not smooth', () => {
    // A long red sleeve (x 50..70, y 60..200) taken away for a sleeveless top; the hand below it
    // (y 201..260) is the skin to learn from, with grain (a fixed noise of spread about 5 levels).
    const { w, h, pa, zero, photo, m } = armScene(220);
    let seed = 11;
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 17;
    for (let y = 60; y <= 260; y++)
      for (let x = 50; x <= 70; x++) {
        const i = y * w + x;
        m.body[i] = m.arms[i] = 255;
        if (y > 200) m.skin[i] = 255;
        const n = noise();
        photo.set(y > 200 ? [200 + n, 150 + n, 120 + n].map(Math.round) : [180, 20, 30], i * 3);
      }
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    const painted = zero();
    for (let y = 100; y <= 160; y++) for (let x = 56; x <= 64; x++) painted[y * w + x] = 255;
    expect(base[(130 * w + 60) * 3]! - base[(130 * w + 60) * 3 + 1]!).toBeLessThan(80); // skin, not the red sleeve
    expect(grainOf(base, painted, { x0: 50, y0: 95, x1: 70, y1: 165 }, w)).toBeGreaterThan(2);
  });

  it("leaves a bare arm's shaded skin that the skin model missed between its skin pixels as it is, not backdrop specks", () => {
    // A bare arm (x 50..76, y 60..200) beside its joints' line (x 60), wider than the drawn arm on its
    // outer side; down its shaded side (x 66..70) the skin model missed a strip, under an old top
    // that ends at y 250 (so all of the arm is in the old top's rows). A new top that covers nothing.
    const { w, h, pa, zero, photo, m } = armScene(250);
    for (let y = 60; y <= 200; y++)
      for (let x = 50; x <= 76; x++) {
        const i = y * w + x;
        m.body[i] = m.arms[i] = 255;
        const shaded = x >= 66 && x <= 70;
        if (!shaded) m.skin[i] = 255;
        photo.set(shaded ? [170, 120, 95] : [205, 155, 125], i * 3);
      }
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    for (const [x, y] of [[66, 150], [68, 150], [70, 120]] as const) expect([...base.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)], `${x},${y}`).toEqual([170, 120, 95]);
  });

  it("paints the shaded inner side of an arm hanging against the torso as skin where the drawn arm misses it, not as backdrop", () => {
    // A torso in a black old top (x 40..159 from y 30) with a bare arm hanging against its image-left
    // side: the arm's skin x 46..61 about its joints' line (x 54), then its shaded inner side (x
    // 62..64: of skin's hue, darker than the skin model takes; in front of the torso, armsInFront),
    // the old top (x 65..69) and a new top from x 70 (rows 40..250). The shaded side lies in the
    // torso's polygon, past the drawn arm, and is not of the old top's colour (an old sleeve's inner
    // side is not painted so: eval.test.ts, 01861 + 00055).
    const w = 200;
    const h = 300;
    const at: Record<string, [number, number]> = { leftShoulder: [54, 50], rightShoulder: [134, 50], leftElbow: [54, 130], leftWrist: [54, 200], leftHip: [70, 220], rightHip: [124, 220] };
    const pa = { keypoints: keypointsAt(at), outfit: { topEnd: 250, bottomStart: 250 }, skinTone: '#c8a08a' } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(235);
    const m = { body: new Uint8Array(w * h), head: new Uint8Array(w * h), arms: new Uint8Array(w * h), skin: new Uint8Array(w * h) };
    const covered = new Float32Array(w * h);
    for (let y = 30; y < h; y++)
      for (let x = 40; x < 160; x++) {
        const i = y * w + x;
        m.body[i] = 255;
        photo.set([16, 16, 16], i * 3);
        if (y >= 40 && y <= 250 && x >= 70) covered[i] = 1;
      }
    for (let y = 50; y <= 200; y++) {
      m.arms.fill(255, y * w + 44, y * w + 66);
      m.skin.fill(255, y * w + 46, y * w + 62);
      for (let x = 46; x <= 61; x++) photo.set([205, 155, 125], (y * w + x) * 3);
      [[150, 100, 70], [120, 80, 55], [100, 62, 40]].forEach((c, k) => photo.set(c, (y * w + 62 + k) * 3));
    }
    const base = uncover(photo, pa, 'upper', m, new Uint8Array(w * h), covered, w, h, 80);
    for (const x of [62, 63, 64]) {
      const [r, g, b] = base.subarray((150 * w + x) * 3, (150 * w + x) * 3 + 3);
      // Warm (skin, as painted or as it was), not the light neutral backdrop.
      expect(r! - b!, `${x}`).toBeGreaterThan(30);
      expect(g!, `${x}`).toBeLessThan(200);
    }
  });

  it("paints over the skin's edge blended with an old strap, leaving no dark outline of it", () => {
    // Bare skin on the chest (x 80..120, y 40..100) with an old black strap down it (x 97..103), the
    // skin model taking in the 2 px each side that blend skin with the strap. A new top that covers nothing.
    const { w, h, pa, zero, photo, m } = armScene(250);
    const [skin, blend] = [[220, 170, 140], [150, 112, 92]];
    for (let y = 40; y <= 100; y++)
      for (let x = 80; x <= 120; x++) {
        const i = y * w + x;
        const strap = x >= 97 && x <= 103;
        m.body[i] = 255;
        if (!strap) m.skin[i] = 255;
        photo.set(strap ? [20, 20, 22] : x >= 95 && x <= 105 ? blend : skin, i * 3);
      }
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    for (const x of [95, 96, 104, 105]) expect([...base.subarray((70 * w + x) * 3, (70 * w + x) * 3 + 3)], `${x}`).not.toEqual(blend);
    // The skin beyond the blend stays as it is.
    expect([...base.subarray((70 * w + 90) * 3, (70 * w + 90) * 3 + 3)]).toEqual(skin);
  });

  /**
   * An old white short sleeve (x 46..76, y 60..100) over the image-left arm of armScene; the arms mask
   * starts below it, as the analysis's does a quarter down the upper arm. Below it the bare arm (x
   * 46..74, y 101..200), the skin model missing its shaded outer side (x 46..48); its skin's edge (x 49,
   * 50) in the colour `edge` when given.
   */
  const sleeveOverArm = (w: number, photo: Uint8Array, m: PersonMasks, edge?: number[]) => {
    for (let y = 60; y <= 200; y++)
      for (let x = 46; x <= (y <= 100 ? 76 : 74); x++) {
        const i = y * w + x;
        m.body[i] = 255;
        if (y > 100) m.arms[i] = 255;
        if (y > 100 && x > 48) m.skin[i] = 255;
        photo.set(y <= 100 ? [252, 252, 252] : x <= 48 ? [170, 120, 95] : edge && x <= 50 ? edge : [205, 155, 125], i * 3);
      }
  };

  it("keeps a bare arm's shaded outer side below an old short sleeve, draws the arm under the sleeve as wide, and leaves no rim of the sleeve", () => {
    // sleeveOverArm, the sleeve's edge (x 44, 45) outside the body mask. A new top that covers nothing.
    const { w, h, pa, zero, photo, m } = armScene(250);
    sleeveOverArm(w, photo, m);
    for (let y = 60; y <= 100; y++) for (const x of [44, 45]) photo.set([244, 244, 244], (y * w + x) * 3);
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    const px = (x: number, y: number) => [...base.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)];
    expect(px(47, 150)).toEqual([170, 120, 95]);
    expect(px(44, 80)).not.toEqual([244, 244, 244]);
    // Skin at the drawn arm's outer side under the sleeve (warm), not the backdrop.
    expect(px(48, 80)[0]! - px(48, 80)[2]!).toBeGreaterThan(40);
  });

  it("leaves a bare arm's skin shading into its darker outer side as it is down the arm, painting only the blends beside the old sleeve", () => {
    // sleeveOverArm, its skin's edge (x 49, 50) halfway between the lit skin and the shaded
    // outer side the skin model missed: blends of the two, read as skin blended with clothes. Only the
    // ones within 2 px of the old sleeve go with it; each taken in turn, the next row's went too, down
    // the whole arm, and it was painted there as a line of backdrop (049713's arms).
    const { w, h, pa, zero, photo, m } = armScene(250);
    const edge = [187, 137, 110];
    sleeveOverArm(w, photo, m, edge);
    const base = uncover(photo, pa, 'upper', m, zero(), new Float32Array(w * h), w, h, 80);
    for (const y of [120, 150, 190]) for (const x of [49, 50]) expect([...base.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)], `${x}, ${y}`).toEqual(edge);
  });

  /**
   * A woman in a dress to the knee (rows 100..200, x 60..140) on a light backdrop, bare pale arms, bare
   * darker shins below it (x 75..95 and 105..125, rows 201..290) whose shaded outer 2 px the skin model
   * missed (body, not skin). The dress taken away for a new one that covers nothing (so all of it is filled).
   */
  const bareShins = () => {
    const w = 200;
    const h = 300;
    const at: Record<string, [number, number]> = {
      leftShoulder: [140, 60], rightShoulder: [60, 60], leftElbow: [150, 120], rightElbow: [50, 120], leftWrist: [150, 170], rightWrist: [50, 170],
      leftHip: [115, 150], rightHip: [85, 150], leftKnee: [115, 220], rightKnee: [85, 220], leftAnkle: [115, 285], rightAnkle: [85, 285],
    };
    const pa = { keypoints: keypointsAt(at), outfit: { topEnd: 150, bottomStart: 150 }, skinTone: '#e6beaa' } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(245);
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    const paint = (x0: number, y0: number, x1: number, y1: number, rgb: number[], skin: boolean, arms = false) => {
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) {
          const i = y * w + x;
          m.body[i] = 255;
          if (skin) m.skin[i] = 255;
          if (arms) m.arms[i] = 255;
          photo.set(rgb, i * 3);
        }
    };
    paint(42, 60, 58, 185, [230, 190, 170], true, true);
    paint(142, 60, 158, 185, [230, 190, 170], true, true);
    for (const x0 of [75, 105]) {
      paint(x0, 201, x0 + 20, 290, [120, 80, 55], false);
      paint(x0 + 2, 201, x0 + 18, 290, [150, 100, 70], true);
    }
    paint(60, 100, 140, 200, [40, 60, 140], false);
    const base = uncover(photo, pa, 'full', m, zero(), new Float32Array(w * h), w, h, 80);
    return { photo, base, w };
  };

  it("leaves a bare shin's edge that the skin model missed as it is, below an old dress", () => {
    const { photo, base, w } = bareShins();
    // The 2 px outer edge of each shin, well below the dress: unchanged.
    for (const [x, y] of [[75, 260], [76, 260], [124, 260], [125, 260]] as const) expect([...base.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)]).toEqual([...photo.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)]);
  });

  it("takes no bare ankle for an old hem: the legs' missed edges above the shoes' rows stay as they are", () => {
    // Bare shins (x 75..95, 105..125) from the knee-length old dress's hem (row 150) down past the
    // ankles (row 285) to black shoes (rows 292..299), their outer 4 px missed by the skin model
    // (body, not skin): thin, so not the old dress, above the rows kept for the shoes and in them.
    const w = 200;
    const h = 300;
    const at: Record<string, [number, number]> = {
      leftShoulder: [140, 40], rightShoulder: [60, 40], leftHip: [115, 120], rightHip: [85, 120],
      leftKnee: [115, 200], rightKnee: [85, 200], leftAnkle: [115, 285], rightAnkle: [85, 285],
    };
    const pa = { keypoints: keypointsAt(at), outfit: { topEnd: 100, bottomStart: 100 }, skinTone: '#e6beaa' } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(245);
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    for (let y = 60; y < h; y++)
      for (let x = 60; x <= 140; x++) {
        const i = y * w + x;
        const dress = y < 150;
        const leg = (x >= 75 && x <= 95) || (x >= 105 && x <= 125);
        if (!dress && !leg) continue;
        m.body[i] = 255;
        const shoe = y >= 292;
        const edge = !dress && !shoe && (x < 79 || (x > 91 && x < 109) || x > 121);
        if (!dress && !shoe && !edge) m.skin[i] = 255;
        photo.set(dress ? [40, 60, 140] : shoe ? [20, 20, 20] : edge ? [170, 120, 95] : [205, 155, 125], i * 3);
      }
    const base = uncover(photo, pa, 'full', m, zero(), new Float32Array(w * h), w, h, 80);
    for (const [x, y] of [[76, 288], [124, 288], [76, 260]] as const) expect([...base.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)], `${x},${y}`).toEqual([170, 120, 95]);
  });

  it('paints a knee bared by a shorter dress in the shin skin below it, not the arms’ paler tone', () => {
    const { base, w } = bareShins();
    const px = [...base.subarray((195 * w + 85) * 3, (195 * w + 85) * 3 + 3)];
    const to = (c: number[]) => Math.hypot(px[0]! - c[0]!, px[1]! - c[1]!, px[2]! - c[2]!);
    expect(to([150, 100, 70])).toBeLessThan(to([230, 190, 170]));
  });

  it('draws the arm on past the wrist joint to a hand below an old cuff, not the backdrop across the wrist', () => {
    // A long red sleeve down the image-left arm (x 50..70) whose cuff reaches 14 px past the wrist
    // joint (60, 200); the hand below it (y 215..240) is kept in front. A new sleeveless top.
    const { w, h, pa, zero, photo, m } = armScene(250);
    const hands = zero();
    for (let y = 60; y <= 240; y++)
      for (let x = 50; x <= 70; x++) {
        const i = y * w + x;
        m.body[i] = m.arms[i] = 255;
        photo.set(y < 215 ? [180, 20, 30] : [200, 150, 120], i * 3);
        if (y >= 215) m.skin[i] = hands[i] = 255;
      }
    const base = uncover(photo, pa, 'upper', m, hands, new Float32Array(w * h), w, h, 80);
    // Skin between the wrist joint and the hand (warm, not the light grey backdrop).
    const warm = (x: number, y: number) => base[(y * w + x) * 3]! - base[(y * w + x) * 3 + 2]! > 40;
    expect([warm(60, 209), warm(60, 212)]).toEqual([true, true]);
  });

  /**
   * A torso (x 60..140, rows 20..220, shoulders on row 80) under an old blue top from row 75 to
   * `topEnd`: the face (head mask) rows 20..44 and `skinAt(y)`'s colour on the skin rows (the neck
   * above 75, and any below the old top), a new top covering `covers(y)`'s rows, taken away for it.
   * The colour at (100, y) afterwards, and its distance to a colour.
   */
  const bareTorso = (topEnd: number, face: number[], skinAt: (y: number) => number[], covers: (y: number) => boolean, oldTop: (x: number) => number[] = () => [40, 60, 140]) => {
    const w = 200;
    const h = 300;
    const at: Record<string, [number, number]> = { leftShoulder: [140, 80], rightShoulder: [60, 80], leftHip: [130, 220], rightHip: [70, 220] };
    const pa = { keypoints: keypointsAt(at), outfit: { topEnd, bottomStart: topEnd + 1 }, skinTone: '#e6beaa' } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(245);
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    const covered = new Float32Array(w * h);
    for (let y = 20; y <= 220; y++)
      for (let x = 60; x <= 140; x++) {
        const i = y * w + x;
        if (y < 75 && (x < 85 || x > 115)) continue;
        m.body[i] = 255;
        const bare = y < 75 || y > topEnd;
        if (bare) m.skin[i] = 255;
        if (y < 45) m.head[i] = 255;
        photo.set(y < 45 ? face : bare ? skinAt(y) : oldTop(x), i * 3);
        if (covers(y)) covered[i] = 1;
      }
    const base = uncover(photo, pa, 'upper', m, zero(), covered, w, h, 80);
    return (y: number, c: number[], x = 100) => {
      const px = [...base.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)];
      return Math.hypot(px[0]! - c[0]!, px[1]! - c[1]!, px[2]! - c[2]!);
    };
  };

  it("fills a chest bared by a lower neckline from the skin at the old neckline, not from the face above the head's mask", () => {
    // The neck below the face, rows 45..74, darker than it; the old crew-neck top runs to the hips;
    // the new top covers from row 100 (a lower neckline): rows 75..99 of the old top are filled.
    const [face, neck] = [[240, 205, 190], [190, 140, 115]];
    const to = bareTorso(220, face, () => neck, (y) => y >= 100);
    expect(to(80, neck)).toBeLessThan(to(80, face) / 2);
  });

  it('paints a chest bared by a lower neckline no lighter in its middle than the bare skin above it', () => {
    // As above: rows 75..99 of the old top are painted from the neck. The old top's light is even, so
    // the paint is lit as the neck; a torso shaded as a round limb too came out lighter in the middle.
    const [face, neck] = [[240, 205, 190], [190, 140, 115]];
    const to = bareTorso(220, face, () => neck, (y) => y >= 100);
    expect(to(90, [0, 0, 0])).toBeLessThan(1.02 * Math.hypot(...neck));
  });

  it("fills a belly bared by a shorter top from the person's bare belly below the old top, not from the paler face and neck", () => {
    // Face and neck pale; the old top ends at row 159 and the person's own bare belly below it, rows
    // 160..220, is darker; the new top covers rows 75..119 (a crop top): rows 120..159 are filled.
    const [pale, belly] = [[240, 205, 190], [170, 120, 95]];
    const to = bareTorso(159, pale, (y) => (y < 75 ? pale : belly), (y) => y >= 75 && y < 120);
    expect(to(150, belly)).toBeLessThan(to(150, pale) / 2);
  });

  it("lights a painted belly as the old top over it was lit: its shaded side darker than its lit one", () => {
    // The old top (rows 75..159) lit from the image-left: light grey at x 60 to mid grey at x 140.
    // The new crop top covers rows 75..119; rows 120..159 are painted from the bare belly below.
    const belly = [170, 120, 95];
    const top = (x: number) => [1, 1, 1].map(() => Math.round(200 - (80 * (x - 60)) / 80));
    const to = bareTorso(159, [240, 205, 190], (y) => (y < 75 ? [240, 205, 190] : belly), (y) => y >= 75 && y < 120, top);
    // Distance to black: the pixel's brightness. Round limb shading alone is symmetric.
    expect(to(135, [0, 0, 0], 75)).toBeGreaterThan(1.08 * to(135, [0, 0, 0], 125));
  });
});

describe('the edges of the arms in front, smoothed (smoothArmEdges)', () => {
  // An arm in front x 50..69 down rows 20..179 (shoulder width 200: a blur of 2 px a pass), its inner
  // edge ragged as the skin model's: every fourth row 3 px short (x 53..), every seventh 3 px long
  // (x 47..); the arms mask x 40..79.
  const [w, h] = [120, 200];
  const scene = () => {
    const front = new Uint8Array(w * h);
    const arms = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      arms.fill(255, y * w + 40, y * w + 80);
      if (y < 20 || y >= 180) continue;
      const from = y % 4 === 0 ? 53 : y % 7 === 0 ? 47 : 50;
      front.fill(255, y * w + from, y * w + 70);
    }
    return { front, arms };
  };

  it('runs straight down: a row short takes the arm back, a row long gives the spur to the panel', () => {
    const { front, arms } = scene();
    smoothArmEdges(front, arms, w, h, 200);
    for (const y of [60, 100, 140]) {
      expect(front[y * w + 51]).toBe(255); // a short row (y % 4 == 0)
      expect(front[y * w + 49]).toBe(0);
    }
    expect(front[98 * w + 48]).toBe(0); // a long row (98 % 7 == 0): its spur goes
    expect(front[98 * w + 52]).toBe(255);
  });

  it('stays within the arms mask', () => {
    const { front, arms } = scene();
    for (let y = 0; y < h; y++) arms.fill(0, y * w + 40, y * w + 52);
    smoothArmEdges(front, arms, w, h, 200);
    expect(front[100 * w + 51]).toBe(0);
    expect(front[100 * w + 52]).toBe(255);
  });
});

describe("the person's outline where the fill parts skin from backdrop (smoothBodyOutline)", () => {
  it('runs in steps of at most a pixel, not in the segmentation\'s of 3', () => {
    // The person from x = 50 + 3 k on rows 25 k..25 k + 24 (shoulder width 200: a blur of 2 px a pass).
    const [w, h] = [140, 200];
    const body = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) body.fill(255, y * w + 50 + 3 * Math.floor(y / 25), y * w + w);
    const edge = (mask: Uint8Array, y: number) => mask.subarray(y * w, (y + 1) * w).indexOf(255);
    const out = smoothBodyOutline(body, w, h, 200);
    expect(edge(body, 75) - edge(body, 74)).toBe(3);
    for (let y = 10; y < 189; y++) expect(Math.abs(edge(out, y + 1) - edge(out, y))).toBeLessThanOrEqual(1);
  });

  it('is the outline the fill parts painted skin from painted backdrop by', () => {
    // A grey top over a body (x 40..159, rows 30..299) on a light backdrop, taken for a new top that
    // covers nothing: the torso is painted skin (no bare skin: the analysed tone), the rest backdrop.
    const [w, h, sw] = [200, 300, 80];
    const pa = {
      keypoints: keypointsAt({ leftShoulder: [140, 40], rightShoulder: [60, 40], leftHip: [125, 200], rightHip: [75, 200] }),
      outfit: { topEnd: 299, bottomStart: 300 },
      skinTone: '#c8a08a',
    } as unknown as PersonAnalysis;
    const photo = new Uint8Array(w * h * 3).fill(250);
    const body = new Uint8Array(w * h);
    for (let y = 30; y < h; y++)
      for (let x = 40; x < 160; x++) {
        body[y * w + x] = 255;
        photo.set([120, 120, 124], (y * w + x) * 3);
      }
    const none = new Uint8Array(w * h);
    const m = { body, head: none, arms: none, skin: none };
    const painted = (outline: Uint8Array) => {
      const read = { ...reads(photo, pa, m, w, h, sw), outline };
      const base = uncoverOldGarment(photo, pa, 'upper', m, new Uint8Array(w * h), new Float32Array(w * h), w, h, sw, undefined, read);
      return base[(120 * w + 100) * 3];
    };
    // (The analysed tone, but for the light across the torso: it darkens only towards the sides.)
    expect(Math.abs(painted(body)! - 200)).toBeLessThanOrEqual(2);
    // Read as outside the person, the torso's middle is backdrop.
    expect(painted(new Uint8Array(w * h))).toBeGreaterThan(240);
  });
});

describe('the torso lit as the torso (withoutArms)', () => {
  it('is the torso without an arm hanging against it within its polygon', () => {
    // Shoulders (60, 80) and (140, 80), hips (70, 220) and (130, 220); the image-left arm hangs from
    // its shoulder to an elbow at (75, 150), inside the torso's polygon, and on to a wrist at (80, 210).
    const [w, h] = [200, 300];
    const at: Record<string, [number, number]> = { leftShoulder: [60, 80], rightShoulder: [140, 80], leftHip: [70, 220], rightHip: [130, 220], leftElbow: [75, 150], leftWrist: [80, 210] };
    const kps = keypointsAt(at);
    const torso = torsoShape(kps, w, h, 80);
    const trunk = withoutArms(torso, kps, w, h, 80);
    expect(torso[150 * w + 75]).toBe(255);
    expect(trunk[150 * w + 75]).toBe(0); // the elbow, on the arm's line
    expect(trunk[150 * w + 100]).toBe(255); // the belly beside it
  });
});
