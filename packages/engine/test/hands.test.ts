import { describe, expect, it } from 'vitest';
import { handSides, handsGrown, heldThings, pastWrists } from '../src/hands.ts';
import { handsInFront } from '../src/layers.ts';
import type { PersonAnalysis } from '../src/types.ts';
import { keypointsAt } from './draw.ts';

const w = 200;
const h = 300;
const sw = 80;

/** An arm hanging down the image-left side (elbow (60, 120), wrist (60, 180)) over blue trousers on a light backdrop. */
function scene() {
  const at: Record<string, [number, number]> = {
    leftShoulder: [60, 60],
    rightShoulder: [140, 60],
    leftElbow: [60, 120],
    leftWrist: [60, 180],
    leftHip: [70, 200],
    rightHip: [130, 200],
  };
  const pa = {
    keypoints: keypointsAt(at),
    outfit: { topEnd: 150, bottomStart: 150 },
    skinTone: '#c8967a',
  } as unknown as PersonAnalysis;
  const photo = new Uint8Array(w * h * 3).fill(245);
  const body = new Uint8Array(w * h);
  const skin = new Uint8Array(w * h);
  const none = new Uint8Array(w * h);
  const paint = (x0: number, y0: number, x1: number, y1: number, rgb: number[], mask?: Uint8Array) => {
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = y * w + x;
        photo.set(rgb, i * 3);
        body[i] = 255;
        if (mask) mask[i] = 255;
      }
  };
  paint(40, 40, 160, 290, [40, 60, 140]);
  return { pa, photo, paint, masks: { body, head: none, arms: none, skin } };
}

/** The mask's values at the given (x, y) points. */
const expectAt = (mask: Uint8Array, ...pts: [number, number][]) => expect(pts.map(([x, y]) => mask[y * w + x]));

describe('things held in the hand', () => {
  it('keeps a bag hanging from the hand over the old bottom, not the trousers beside it or bare skin', () => {
    const { pa, photo, paint, masks } = scene();
    paint(54, 120, 67, 180, [200, 150, 120], masks.skin);
    paint(54, 178, 70, 200, [200, 150, 120], masks.skin);
    // A beige bag below the hand (x 40..82, y 200..250), reaching into the body's middle where the old
    // clothes are sampled; a bare knee (skin) touching it on the image right.
    paint(40, 200, 82, 250, [200, 185, 170]);
    paint(82, 230, 100, 250, [200, 150, 120], masks.skin);
    const sides = handSides(pa, photo, masks, w, h, sw);
    const grown = handsGrown(photo, masks, w, h, sw, sides);
    const held = heldThings(photo, pa, masks, grown, w, h, sw, sides);
    // The hand alone does not take in the bag: before, the new trousers covered it.
    expectAt(grown, [60, 240], [45, 230]).toEqual([0, 0]);
    expectAt(held, [60, 240], [45, 230], [78, 205]).toEqual([255, 255, 255]);
    // The trousers beside the bag and the bare knee stay out.
    expectAt(held, [110, 230], [90, 240], [60, 270]).toEqual([0, 0, 0]);
  });
});

describe('a held thing is solid', () => {
  /** The arm of scene() with its hand (x 54..70, y 178..200). */
  const withHand = () => {
    const sc = scene();
    sc.paint(54, 120, 67, 180, [200, 150, 120], sc.masks.skin);
    sc.paint(54, 178, 70, 200, [200, 150, 120], sc.masks.skin);
    return sc;
  };
  const held = ({ pa, photo, masks }: ReturnType<typeof scene>) => {
    const sides = handSides(pa, photo, masks, w, h, sw);
    return heldThings(photo, pa, masks, handsGrown(photo, masks, w, h, sw, sides), w, h, sw, sides);
  };

  it("keeps a bag whole where its stitching or shaded side has the old bottom's colour", () => {
    const sc = withHand();
    sc.paint(40, 200, 82, 250, [200, 185, 170]);
    // A seam of the trousers' blue across the bag, and a notch of it in the bag's edge.
    sc.paint(50, 222, 76, 225, [40, 60, 140]);
    sc.paint(79, 232, 82, 234, [40, 60, 140]);
    expectAt(held(sc), [60, 223], [70, 223], [80, 232], [60, 240]).toEqual([255, 255, 255, 255]);
    // Not the trousers beside it.
    expectAt(held(sc), [90, 233], [110, 230]).toEqual([0, 0]);
  });

  it('keeps a bag in the backdrop’s colour held inside the body’s outline', () => {
    const sc = withHand();
    sc.paint(40, 200, 82, 250, [238, 238, 232]);
    expectAt(held(sc), [60, 240], [75, 230]).toEqual([255, 255]);
  });

  it("takes no patch of the old trousers in shadow beside the hand (the pocket it is in) for a held thing", () => {
    const sc = withHand();
    // The trousers' own blue, darker: the pocket's shadow round the hand (x 40..80, y 195..240).
    sc.paint(40, 195, 80, 240, [14, 21, 49]);
    expectAt(held(sc), [45, 215], [75, 230], [60, 235]).toEqual([0, 0, 0]);
    // A bag of another colour as dark is still held.
    const bag = withHand();
    bag.paint(40, 195, 80, 240, [60, 20, 20]);
    expectAt(held(bag), [45, 215], [75, 230], [60, 235]).toEqual([255, 255, 255]);
  });

  /** withHand() over old trousers of colour `rgb` instead of blue. */
  const withHandOver = (rgb: number[]) => {
    const sc = scene();
    sc.paint(40, 40, 160, 290, rgb);
    sc.paint(54, 120, 67, 180, [200, 150, 120], sc.masks.skin);
    sc.paint(54, 178, 70, 200, [200, 150, 120], sc.masks.skin);
    return sc;
  };

  /** Whether a patch (x 40..80, y 195..240) of `patch` beside the hand over old trousers of `trousers` is held, at three of its points. */
  const patchHeld = (trousers: number[], patch: number[]) => {
    const sc = withHandOver(trousers);
    sc.paint(40, 195, 80, 240, patch);
    return expectAt(held(sc), [45, 215], [75, 230], [60, 235]);
  };

  it("takes no lit patch of black trousers beside the hand for a held thing, and keeps a cream bag a little darker than a cream dress", () => {
    patchHeld([30, 30, 32], [62, 60, 62]).toEqual([0, 0, 0]);
    const cream = withHandOver([230, 226, 213]);
    cream.paint(40, 200, 82, 250, [200, 187, 172]);
    expectAt(held(cream), [45, 215], [75, 230], [60, 240]).toEqual([255, 255, 255]);
  });

  it("takes no soft fold of a cream dress beside the hand (0.93 of its luminance) for a held thing", () => {
    patchHeld([230, 226, 213], [216, 209, 194]).toEqual([0, 0, 0]);
  });

  it("takes no lit side of blue jeans beside the hand for a held thing (1.15 of their luminance), and keeps a lighter bag of another colour", () => {
    patchHeld([87, 109, 134], [100, 127, 156]).toEqual([0, 0, 0]);
    patchHeld([87, 109, 134], [140, 120, 110]).toEqual([255, 255, 255]);
  });

  it("takes no thin strip of the old trousers' sheen running down from the hand", () => {
    const sc = withHand();
    sc.paint(58, 200, 64, 270, [90, 110, 190]);
    expectAt(held(sc), [60, 230], [60, 260]).toEqual([0, 0]);
  });
});

/**
 * The scene with a sleeveless cream old top down to its end (row 150), the backdrop between it and
 * the bare arm (skin down to the hand, row 200), the trousers below; and what that photo's hands hold.
 */
function creamTopScene() {
  const s = scene();
  const { photo, paint, masks } = s;
  for (let y = 40; y < 151; y++)
    for (let x = 40; x < 72; x++) {
      masks.body[y * w + x] = 0;
      photo.fill(245, (y * w + x) * 3, (y * w + x) * 3 + 3);
    }
  paint(72, 40, 160, 151, [230, 225, 215]);
  paint(54, 60, 67, 180, [200, 150, 120], masks.skin);
  paint(54, 178, 70, 200, [200, 150, 120], masks.skin);
  const held = () => {
    const sides = handSides(s.pa, photo, masks, w, h, sw);
    return heldThings(photo, s.pa, masks, handsGrown(photo, masks, w, h, sw, sides), w, h, sw, sides);
  };
  return { ...s, held };
}

describe('a clutch held under the forearm', () => {
  it("is kept below the old top's end, in the old top's colour and though the skin model took it in, not the old top above", () => {
    const { photo, paint, masks, held } = creamTopScene();
    // The clutch in the top's cream, along under the forearm from above the wrist (row 160) to below
    // the hand (row 215), beside it on the image right; the skin model (a face's wide spread) took in
    // most of it, not its edge tucked behind the forearm (x 62..67): clothes on the forearm, but none
    // on the upper arm, so no sleeve.
    paint(67, 160, 82, 215, [230, 225, 215], masks.skin);
    paint(54, 200, 82, 215, [230, 225, 215], masks.skin);
    for (let y = 160; y < 178; y++)
      for (let x = 62; x < 67; x++) {
        masks.skin[y * w + x] = 0;
        photo.set([230, 225, 215], (y * w + x) * 3);
      }
    const out = held();
    expectAt(out, [75, 165], [75, 190], [60, 210], [64, 170]).toEqual([255, 255, 255, 255]);
    // Not the old top above its end, the trousers or the bare arm.
    expectAt(out, [75, 145], [110, 230], [60, 150]).toEqual([0, 0, 0]);
  });
});

describe("the old top's hem hanging below the split beside a hand", () => {
  it('is no held thing, nor the old trousers between it and the clutch held below it (051482)', () => {
    const { paint, masks, held } = creamTopScene();
    // The top's hem hangs on below the split in shade to row 159 beside the arm; a clutch in the
    // hem's shaded colour from row 161 (the skin model took it in, as above), its top edge a dark
    // line at row 160 against the hem.
    for (let y = 151; y < 160; y++) paint(72, y, 112, y + 1, [228 - 3 * (y - 150), 223 - 3 * (y - 150), 213 - 3 * (y - 150)]);
    paint(67, 160, 100, 161, [110, 100, 92]);
    paint(67, 161, 100, 215, [200, 195, 188], masks.skin);
    const out = held();
    // (Its lower part, grown from the hand through the skin model's pixels, is the hand's.)
    expectAt(out, [80, 170], [95, 165]).toEqual([255, 255]);
    // Not the hem below the split, nor the trousers between its end and the clutch's.
    expectAt(out, [80, 153], [90, 157], [105, 156], [105, 161]).toEqual([0, 0, 0, 0]);
  });
});

describe('a lit forearm above the hand', () => {
  it('is no held thing, however far its tone is from the hand’s (model_5’s square of skin over every cuff)', () => {
    const { pa, photo, paint, masks } = scene();
    // The forearm lit from the side, far lighter than the hand's own tone; the hand below the wrist.
    paint(54, 120, 67, 180, [250, 215, 185], masks.skin);
    paint(54, 178, 70, 200, [200, 150, 120], masks.skin);
    const sides = handSides(pa, photo, masks, w, h, sw);
    const held = heldThings(photo, pa, masks, handsGrown(photo, masks, w, h, sw, sides), w, h, sw, sides);
    expectAt(held, [60, 160], [57, 170], [64, 175]).toEqual([0, 0, 0]);
  });
});

describe('hands grown from the wrist', () => {
  it('keeps a hand bent sideways at the wrist, fingers the skin model missed too, but not the trousers or the forearm', () => {
    const { pa, photo, paint, masks } = scene();
    // Bare forearm (skin), then the hand laid across the thigh to the image right (x 54..92, y 178..198):
    // only its first part is in the skin mask, the rest (shaded fingers) is not.
    paint(54, 120, 67, 180, [200, 150, 120], masks.skin);
    paint(54, 178, 70, 198, [200, 150, 120], masks.skin);
    paint(70, 178, 92, 198, [170, 120, 95]);
    const hands = handsGrown(photo, masks, w, h, sw, handSides(pa, photo, masks, w, h, sw));
    expectAt(hands, [88, 188], [62, 188]).toEqual([255, 255]);
    // The trousers below and beside the hand, and the forearm above the wrist (a new sleeve covers it).
    expectAt(hands, [75, 215], [110, 188], [60, 150]).toEqual([0, 0, 0]);
    // The disc past the wrist along the forearm does not reach the bent fingertips.
    expect(handsInFront(handSides(pa, photo, masks, w, h, sw), photo, masks, w, h, sw)[188 * w + 88]).toBe(0);
  });
});

describe('a hand in shade on black trousers (hands.ts shadedHand)', () => {
  it('keeps its dark fingers by their hue, not the trousers beside them', () => {
    const { pa, photo, paint, masks } = scene();
    // Black trousers from the old top's end down; the lit hand past the wrist (y 178..190), then its
    // fingers in shade (35, 15, 4: 07966's on her black trousers), nearer the trousers (20, 21, 16)
    // than her tone in RGB.
    paint(40, 150, 160, 290, [20, 21, 16]);
    paint(54, 120, 67, 190, [200, 150, 120], masks.skin);
    paint(54, 190, 67, 210, [35, 15, 4]);
    const hands = handsGrown(photo, masks, w, h, sw, handSides(pa, photo, masks, w, h, sw));
    expectAt(hands, [60, 185], [60, 200], [60, 208]).toEqual([255, 255, 255]);
    expectAt(hands, [75, 200], [48, 200], [60, 220]).toEqual([0, 0, 0]);
  });
});

describe('hands in front', () => {
  it("leaves out the old sleeve's cuff at the wrist, keeps the hand", () => {
    const { pa, photo, paint, masks } = scene();
    // A grey long sleeve down to y 190, 10 px past the wrist into the hand's disc, then the hand.
    paint(54, 100, 67, 190, [170, 170, 172]);
    paint(54, 190, 67, 230, [200, 150, 120], masks.skin);
    const hands = handsInFront(handSides(pa, photo, masks, w, h, sw), photo, masks, w, h, sw);
    // The cuff (farther than 3 px from the skin), and the hand.
    expectAt(hands, [60, 185], [60, 215]).toEqual([0, 255]);
  });
  it('keeps no backdrop beside a hand hanging past the hip: a new bottom wider than the old goes on under it (053700 + 051412)', () => {
    const { pa, photo, paint, masks } = scene();
    // Below y 150 the old clothes start at x 58; the hand hangs beside them (x 50..61, y 180..230)
    // with the backdrop round it, inside the hand's disc (centre (60, 201), radius 0.22 x 80).
    for (let y = 150; y < 290; y++)
      for (let x = 40; x < 58; x++) {
        photo.set([245, 245, 245], (y * w + x) * 3);
        masks.body[y * w + x] = 0;
      }
    paint(50, 180, 62, 230, [200, 150, 120], masks.skin);
    const hands = handsInFront(handSides(pa, photo, masks, w, h, sw), photo, masks, w, h, sw);
    // The hand, and the backdrop beside it (farther than 3 px from the skin).
    expectAt(hands, [56, 200], [44, 200], [45, 212]).toEqual([255, 0, 0]);
  });
});

describe('a hand in a printed pocket', () => {
  it("keeps in front only what goes on from the wrist, not the print's pink squares along the hand's line (049447)", () => {
    const { pa, photo, paint, masks } = scene();
    // The forearm's skin down to the wrist's row (the hand is in the pocket), and 4 px squares of a
    // pink the skin model takes for skin every 6 px on along its line from y 200, 14 px below it.
    paint(54, 120, 67, 186, [200, 150, 120], masks.skin);
    for (const y of [200, 206, 212, 218, 224]) paint(58, y, 62, y + 4, [215, 150, 150], masks.skin);
    const hands = handsInFront(handSides(pa, photo, masks, w, h, sw), photo, masks, w, h, sw);
    expectAt(hands, [60, 185], [60, 202], [60, 214], [60, 226]).toEqual([255, 0, 0, 0]);
  });
});

describe('past the wrists, for a top', () => {
  it('leaves the trousers around a hand at the hip, not the old cuff past the wrist nor the old top', () => {
    const { pa, photo, paint, masks } = scene();
    // A red long sleeve down to just past the wrist (y 183), then the hand.
    paint(54, 100, 67, 184, [190, 20, 40]);
    paint(54, 184, 67, 220, [200, 150, 120], masks.skin);
    const kept = pastWrists(pa, photo, w, h, sw, handSides(pa, photo, masks, w, h, sw));
    expectAt(kept, [75, 200], [45, 200]).toEqual([255, 255]);
    // The cuff past the wrist, above the old top's end, and back up the forearm.
    expectAt(kept, [60, 182], [80, 140], [80, 170]).toEqual([0, 0, 0]);
  });
});

describe("the old sleeve's colours", () => {
  it('are none on a bare forearm, whose capsule takes in the clothes it hangs against', () => {
    const { pa, photo, paint, masks } = scene();
    // The bare arm from the shoulder to the wrist (x 55..65), a cream dress beside it (x 65..72).
    paint(55, 60, 65, 185, [200, 150, 120], masks.skin);
    paint(65, 60, 72, 200, [222, 214, 201]);
    expect(handSides(pa, photo, masks, w, h, sw)[0]!.sleeve).toEqual([]);
  });

  it('are the sleeve’s on a forearm it covers', () => {
    const { pa, photo, paint, masks } = scene();
    paint(53, 60, 68, 180, [150, 30, 40]);
    paint(55, 180, 65, 195, [200, 150, 120], masks.skin);
    const [sleeve] = handSides(pa, photo, masks, w, h, sw)[0]!.sleeve;
    expect(sleeve!.map(Math.round)).toEqual([150, 30, 40]);
  });
});
