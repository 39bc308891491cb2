// Painted skin in the person's own skin colour. The fill (push-pull) carries the colour of the skin
// at the painted area's edge into it, and the skin beside an old garment is not the person's colour:
// a red top throws red light on the skin around it, and a hand in shadow is darker and redder than
// an arm. 01861's arms, painted between her red neckline's skin and her hands, came out salmon
// (210,166,141 against her chest's 237,211,186). Away from the known skin, the painted colour keeps
// its brightness (the light along the body) and takes the colour the person's skin has at that
// brightness, learnt from all the skin the fill learns from. Next to known skin it stays as the fill made it, so
// no seam shows where the two meet. On the torso the brightness is lifted too (TORSO_LIFT): a
// painted belly pulled from the arms' shaded sides beside it was darker than any lit skin; and on bare
// legs, towards the bare arms' light (legsLit).
import { maskOr, setIndices } from './mask-ops.ts';
import { boxBlur, chamferDistances, luma } from './image.ts';
import { borrowBytes, borrowFloats, giveBack } from './scratch.ts';
import { armCapsules, legCapsules } from './fill.ts';
import { hipsRow } from './geometry.ts';
import type { Keypoint } from './types.ts';

/** How far (shoulder widths) from the known skin the painted colour passes from the fill's to the person's. */
const REACH = 0.08;
/** Known skin pixels needed to learn the skin's colour. */
const MIN_KNOWN = 200;

/**
 * Each channel's change per level of a person's skin's luma (skinAtLuma): skin in shade
 * is deeper and redder than the same skin lit, not the lit colour scaled.
 */
export type SkinSlope = readonly number[];

/**
 * Pixel i of `rgb` lit by `f` (its luma times f): along the skin's colour line where `slope` is
 * given, each channel scaled by f without it.
 */
export function shadeSkin(rgb: Uint8Array, i: number, f: number, slope?: SkinSlope): void {
  const d = slope ? (f - 1) * luma(rgb, i) : 0;
  for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(slope ? rgb[i * 3 + c]! + slope[c]! * d : rgb[i * 3 + c]! * f)));
}

/**
 * Moves the `target` pixels of `rgb` within `box` towards the person's skin colour at their own luma
 * (skinAtLuma, learnt from the `known` skin of `photo` within the box): fully where no known skin
 * lies within REACH, not at all where half the pixels around are known. Returns that colour line's
 * slopes, for the light laid on the paint after it (shadeSkin), where each is a skin's
 * (SLOPES): a line learnt from a few odd pixels is not.
 */
export function evenSkinColour(
  rgb: Uint8Array,
  photo: Uint8Array,
  known: Uint8Array,
  target: Uint8Array,
  box: { x0: number; y0: number; x1: number; y1: number },
  w: number,
  sw: number,
  /** The torso, as weights 0..255 (layers.ts feathers it): its paint lifted by as much of TORSO_LIFT. */
  torso?: Uint8Array,
  /** Bare legs and the light they are lifted towards (legsLit). */
  legs?: LitLegs,
): SkinSlope | undefined {
  const line = skinAtLuma(photo, known, box, w);
  if (!line) return undefined;
  const { at, slope, level } = line;
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  if (bw <= 0 || bh <= 0) return undefined;
  // The share of known skin around each pixel, on a grid of CELL px cells (the box blur of a whole
  // photo's box at full size cost as much as the rest of the fill), read back bilinearly.
  const gw = Math.ceil(bw / CELL);
  const gh = Math.ceil(bh / CELL);
  const cells = borrowFloats(gw * gh);
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) if (known[y * w + x]) cells[(((y - box.y0) / CELL) | 0) * gw + (((x - box.x0) / CELL) | 0)]! += 1 / (CELL * CELL);
  const tmp = borrowFloats(gw * gh);
  const share = boxBlur(cells, gw, gh, Math.max(1, Math.round((REACH * sw) / CELL)), borrowFloats(gw * gh), tmp);
  // Bare legs are lifted by their distance from the known skin, in full LEG_REACH from it: lifted
  // within REACH of the shaded ankles they stood on, the leg met them in a step of light.
  const far = legs ? cellDistances(cells, gw, gh) : undefined;
  const lifted = (x: number, y: number) => Math.min(1, (cellAt(far!, gw, gh, x - box.x0, y - box.y0) * CELL) / (LEG_REACH * sw));
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!target[i]) continue;
      const mix = Math.max(0, Math.min(1, 1 - 2 * cellAt(share, gw, gh, x - box.x0, y - box.y0)));
      if (!mix) continue;
      const l = luma(rgb, i);
      // On the torso, lifted towards the light of the skin facing the camera (TORSO_LIFT, LIT_SHARE);
      // on bare legs, towards the bare arms' light.
      let lt = l;
      if (torso?.[i] && l < level) lt = l + (Math.min(level, l * TORSO_LIFT) - l) * (torso[i]! / 255);
      else if (legs?.mask[i] && l < legs.level) lt = l + (Math.min(legs.level, l * TORSO_LIFT) - l) * lifted(x, y);
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[i * 3 + c]! * (1 - mix) + (at[c]! + slope[c]! * lt) * mix)));
    }
  giveBack(cells, tmp, share);
  if (far) giveBack(far);
  return slope.every((s) => s >= SLOPES[0] && s <= SLOPES[1]) ? slope : undefined;
}

/**
 * The value of `grid` (gw x gh cells of CELL px) at pixel (x, y) of the box it covers, read
 * bilinearly. (A function of its own, not a closure made per call: the fill's loops keep it
 * optimized from one generation to the next.)
 */
function cellAt(grid: Float32Array, gw: number, gh: number, x: number, y: number): number {
  const fx = Math.max(0, Math.min(gw - 1, (x + 0.5) / CELL - 0.5));
  const fy = Math.max(0, Math.min(gh - 1, (y + 0.5) / CELL - 0.5));
  const [x0, y0] = [Math.floor(fx), Math.floor(fy)];
  const [x1, y1] = [Math.min(gw - 1, x0 + 1), Math.min(gh - 1, y0 + 1)];
  const [ax, ay] = [fx - x0, fy - y0];
  const top = grid[y0 * gw + x0]! * (1 - ax) + grid[y0 * gw + x1]! * ax;
  const bottom = grid[y1 * gw + x0]! * (1 - ax) + grid[y1 * gw + x1]! * ax;
  return top * (1 - ay) + bottom * ay;
}

/**
 * The range of a skin's colour line's slopes (change of a channel per level of luma): on the eval
 * people's bare skin 0.78-0.97 for red, 1.03-1.09 for green, 0.93-1.13 for blue.
 */
const SLOPES = [0.5, 1.6] as const;

/** Per cell, its distance (cells) to the nearest cell holding any known skin (image.ts chamferDistances), borrowed. */
function cellDistances(cells: Float32Array, gw: number, gh: number): Float32Array {
  const d = borrowFloats(gw * gh);
  for (let k = 0; k < gw * gh; k++) d[k] = cells[k]! > 0 ? 0 : 1e6;
  chamferDistances(d, gw, gh);
  return d;
}

/**
 * Most (a factor of luma) painted skin on the torso away from the known skin is lifted towards the
 * light of the skin facing the camera (LIT_SHARE of the known skin darker). The paint is pulled in from the skin around it, and on a belly between a
 * crop top and trousers that is the arms' shaded inner sides and the torso's shaded sides: 05997's
 * belly under a crop top came out 147,114,94 against her chest's 225,195,170, model_5's 153,119,99
 * against his lit arm's 201,167,143: a brown block.
 */
const TORSO_LIFT = 1.4;
/** The share of the known skin darker than the level the torso's paint is lifted towards: a torso facing the camera is lit as the skin that faces it. */
const LIT_SHARE = 0.7;

/** Bare legs' capsules and painted skin below the hips (0/255, borrowed: the caller gives the mask back) and the luma their paint is lifted towards. */
export interface LitLegs {
  mask: Uint8Array;
  level: number;
}

/** Known skin pixels on the bare arms needed to lift the legs' paint towards their light. */
const MIN_ARM_SKIN = 200;

/**
 * Bare legs painted where old trousers were are pulled up from the ankles, in the floor's shade:
 * model_8's shins under a knee dress came out 141,101,78 against her arms' 202,167,144, two brown
 * bars. They are lifted as the torso is, towards the median luma of the known skin on the bare arms
 * (their capsules): not the lit skin's level the torso takes, which a dark-skinned person's highlit
 * forearm sets (051482's shins, lifted to it, came out tan against her own dark brown). Undefined
 * without MIN_ARM_SKIN known pixels on the arms. The legs are their capsules from the joints and all
 * the skin painted (`painted`, 0/255) from the hips' row down: a shin drawn to the photo's own shin
 * off the line between the joints (leg-outline.ts) went past its capsule, and its paint there, not
 * lifted, stood as a dark band 30 levels below the rest down the shin's side (053514's image-left
 * shin under every knee dress).
 */
export function legsLit(known: Uint8Array, painted: Uint8Array, photo: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): LitLegs | undefined {
  const arms = borrowBytes(w * h);
  for (const side of ['left', 'right'] as const) armCapsules(arms, kps, side, w, h, sw, ARM_R);
  const hist = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < w * h; i++)
    if (arms[i] && known[i]) {
      hist[Math.min(255, Math.round(luma(photo, i)))]!++;
      n++;
    }
  giveBack(arms);
  if (n < MIN_ARM_SKIN) return undefined;
  let level = 0;
  for (let seen = hist[0]!; seen < n / 2; seen += hist[++level]!);
  const mask = borrowBytes(w * h);
  for (const side of ['left', 'right'] as const) legCapsules(mask, kps, side, w, h, sw);
  const hips = hipsRow(kps);
  if (hips !== undefined && hips < h) {
    const below = mask.subarray(hips * w, w * h);
    maskOr(below, below, painted.subarray(hips * w, w * h));
  }
  return { mask, level };
}
/** How far (shoulder widths) from the known skin bare legs' paint reaches its full lift (by distance, in cells). */
const LEG_REACH = 0.25;
/** Radius (shoulder widths) of the arms' capsules the arms' skin is read in. */
const ARM_R = 0.1;

/** Side (px) of the cells the known skin's share is measured on. */
const CELL = 4;

/**
 * The person's skin colour as a function of its luma: per channel, the least-squares line through the
 * known skin's (luma, channel) pairs within the box (skin turns redder where it is darker: 01861's
 * shaded shoulder is 200,155,129, her lit chest 237,211,186). Undefined with fewer than MIN_KNOWN pixels
 * or no spread of luma.
 */
function skinAtLuma(photo: Uint8Array, known: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number): { at: number[]; slope: number[]; level: number } | undefined {
  const hist = new Uint32Array(256);
  let n = 0;
  let sl = 0;
  let sll = 0;
  const sc = [0, 0, 0];
  const slc = [0, 0, 0];
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!known[i]) continue;
      const l = luma(photo, i);
      hist[Math.min(255, Math.round(l))]!++;
      n++;
      sl += l;
      sll += l * l;
      for (let c = 0; c < 3; c++) {
        sc[c]! += photo[i * 3 + c]!;
        slc[c]! += l * photo[i * 3 + c]!;
      }
    }
  if (n < MIN_KNOWN) return undefined;
  const varL = sll / n - (sl / n) ** 2;
  if (varL < 1) return undefined;
  const slope = sc.map((s, c) => (slc[c]! / n - (sl / n) * (s / n)) / varL);
  const at = sc.map((s, c) => s / n - slope[c]! * (sl / n));
  let level = 0;
  for (let seen = hist[0]!; seen < LIT_SHARE * n; seen += hist[++level]!);
  return { at, slope, level };
}

/** How far (summed difference of the red and green shares of a pixel's colour) from the rest of the known skin's median a pixel of the hands' mask may be and still be learnt from. */
const HELD_FAR = 0.08;

/**
 * Leaves out of the `known` skin the pixels of `hands` (the hands and what they hold) far in hue from
 * the median of the rest: the skin model takes some of a held thing for skin, and 051482's cream clutch
 * at her hip, learnt from beside her painted belly, painted it cream-tan against her dark skin. Hue,
 * as the shares of red and green in a pixel's colour, not the colour itself: a hand's own skin in
 * shadow is far darker than a lit face (88 apart in RGB on a test scene) but about as red.
 */
export function withoutHeldColours(known: Uint8Array, photo: Uint8Array, hands: Uint8Array, n: number): void {
  const share = (i: number, c: number) => photo[i * 3 + c]! / (photo[i * 3]! + photo[i * 3 + 1]! + photo[i * 3 + 2]! + 1);
  // The rest's medians from histograms of the shares (sorting them cost 19 ms a generation).
  const reds = new Uint32Array(SHARE_BINS);
  const greens = new Uint32Array(SHARE_BINS);
  let rest = 0;
  // (The known pixels listed once, past whole unset words: the two loops below read only them.)
  const on = setIndices(known.subarray(0, n));
  for (const i of on)
    if (!hands[i]) {
      reds[Math.min(SHARE_BINS - 1, (share(i, 0) * SHARE_BINS) | 0)]!++;
      greens[Math.min(SHARE_BINS - 1, (share(i, 1) * SHARE_BINS) | 0)]!++;
      rest++;
    }
  if (rest < MIN_KNOWN) return;
  const middle = (hist: Uint32Array) => {
    let seen = 0;
    for (let b = 0; b < SHARE_BINS; b++) if ((seen += hist[b]!) * 2 >= rest) return (b + 0.5) / SHARE_BINS;
    return 0.5;
  };
  const [r, g] = [middle(reds), middle(greens)];
  for (const i of on) if (hands[i] && Math.abs(share(i, 0) - r) + Math.abs(share(i, 1) - g) > HELD_FAR) known[i] = 0;
}

/** Bins of a colour share's histogram (withoutHeldColours). */
const SHARE_BINS = 512;
