// Garment analysis: cut the garment from its (near-uniform) background and find the landmarks
// the warp pins to the body.
import { countSet } from './mask-ops.ts';
import { boxBlur, labelComponents, luma, median, rowExtents, type Extent, decodeRgb, fillHoles, firstOn, growInto, largestComponent, lastOn, maskBox, morph, walk, type RgbImage } from './image.ts';
import { detectPeople } from './pose.ts';
import { encodeMask } from './rle.ts';
import { withoutNeckInterior } from './neck-interior.ts';
import { withoutTracedNeckInside } from './neckline-trace.ts';
import { withoutCrewNeckInside } from './crew-neck.ts';
import { withoutHemNotches } from './hem-notches.ts';
import { withoutSideNotches } from './side-notches.ts';
import { withoutArmGaps } from './arm-gaps.ts';
import { withoutStrapGaps } from './strap-gaps.ts';
import { withoutCrotchGap } from './crotch-gap.ts';
import { withoutShadedCorners } from './shaded-corners.ts';
import { withoutHook } from './hanger-hook.ts';
import { backdropShade, chamfer } from './matting.ts';
import { backdropDistances, localBackdrop, planeColours, type BackdropDistances } from './backdrop-distance.ts';
import { EngineRefusal, type BackgroundPlane, type GarmentAnalysis, type GarmentCategory, type GarmentLandmarks, type Point } from './types.ts';

export async function analyseGarment(image: Buffer, category: GarmentCategory): Promise<GarmentAnalysis> {
  if (!['upper', 'lower', 'full'].includes(category)) throw new EngineRefusal('unsupported_category', `Unknown garment category "${String(category)}".`);
  const img = await decodeRgb(image);
  const { width: w, height: h } = img;
  const background = borderColour(img);
  if (background.residual > BUSY_RESIDUAL) {
    throw new EngineRefusal('busy_background', 'The garment photo needs a plain background (white or one even colour) around the garment; this one is too busy to cut the garment out cleanly.');
  }
  const flooded = garmentMask(img, background.plane);
  const cut = withoutHook(flooded, w, h) ?? flooded;
  let mask = (category === 'lower' ? withoutCrotchGap(img, cut, background.plane) : withoutArmGaps(img, cut, background.plane)) ?? cut;
  if (category !== 'lower') mask = withoutStrapGaps(img, mask, background.plane) ?? mask;
  if (category !== 'lower') mask = withoutShadedCorners(img, mask, background.plane) ?? mask;
  if (category !== 'lower') mask = withoutHemNotches(img, mask) ?? mask;
  const area = countSet(mask) / (w * h);
  if (area < 0.03 || area > 0.95) throw new EngineRefusal('no_garment', 'No garment was found: use a photo of the garment laid flat on a plain background.');
  const presentation = (await looksWorn(img)) ? 'worn' : 'flat-lay';
  let { box, landmarks, shape } = outline(mask, w, category);
  const opened = category === 'lower' ? undefined : (withoutNeckInterior(img, mask, landmarks) ?? withoutCrewNeckInside(mask, w, h, landmarks, img) ?? withoutTracedNeckInside(img, mask, landmarks));
  if (opened) ({ mask, box, landmarks, shape } = { mask: opened, ...outline(opened, w, category) });
  if (category !== 'lower' && !outlineRead(landmarks, box)) {
    throw new EngineRefusal(
      'no_garment',
      "The garment's outline could not be cut from its background (a white garment on a white background?): use a photo of it on a plain background of a contrasting colour.",
    );
  }
  return {
    version: 1,
    width: w,
    height: h,
    category,
    presentation,
    mask: encodeMask(mask, w, h),
    box,
    landmarks,
    ...(shape ? { shape } : {}),
    colours: dominantColours(img, mask),
    background: background.plane,
  };
}

/** The cut-out's box and landmarks (and a lower garment's shape). */
function outline(mask: Uint8Array, w: number, category: GarmentCategory): { box: Box; landmarks: GarmentLandmarks; shape?: GarmentAnalysis['shape'] } {
  const box = maskBox(mask, w, mask.length / w);
  const rows = rowExtents(mask, w, mask.length / w);
  if (category === 'upper') return { box, landmarks: topLandmarks(mask, w, rows, box) };
  if (category === 'full') return { box, landmarks: { ...topLandmarks(mask, w, rows, box), ...hemLandmarks(rows, box) } };
  const shape = hasLegGap(mask, w, box) ? 'trousers' : 'skirt';
  return { box, landmarks: lowerLandmarks(mask, w, rows, box, shape), shape };
}

/**
 * A top's or dress's cut-out shows its outline when its shoulders are apart. Where only a print was
 * cut from a white garment on white (oot-12562_00 was, before garmentMask's tight reading: the
 * T-shirt gone, its Minnie print left in pieces), both shoulders land on one point: the warp would
 * paste print fragments and backdrop over the person, so the photo is refused instead.
 */
function outlineRead(l: GarmentLandmarks, box: Box): boolean {
  if (!l.leftShoulder || !l.rightShoulder) return false;
  return Math.abs(l.rightShoulder.x - l.leftShoulder.x) >= MIN_SHOULDER_SHARE * box.width;
}
/** Shoulders closer than this share of the garment's width: its outline was not read. */
const MIN_SHOULDER_SHARE = 0.15;

/**
 * The garment's mask: what is left when the backdrop (pixels joined to the border within a tolerance
 * of its colour and of its hue, read against the plane through the border and, on a backdrop not
 * exactly flat, again against its local colour) is taken away, opened, closed and its holes filled.
 */
export function garmentMask(img: RgbImage, plane: BackgroundPlane = borderColour(img).plane): Uint8Array {
  const { width: w, height: h, data } = img;
  const planeRef = planeColours(plane, w, h);
  const byPlane = readBackdrop(data, w, h, planeRef);
  // Noisy (phone, JPEG) backgrounds need a loose tolerance. Studio backgrounds are often exactly
  // uniform (the border's median pixel is the backdrop's colour to the level): then a white T-shirt
  // on a light grey backdrop (oot-12562_00, fabric 248-250 against 246; oot-07764_00, oot-07382_00)
  // differs from it by a few levels only, and the loose tolerance floods the fabric up to its print.
  const flat = byPlane.spread < FLAT_SPREAD;
  // The outline of a white garment on a white backdrop is only a faint edge (its shadow, its
  // seams): the flood does not cross edges clearly above the backdrop's own noise.
  const lum = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) lum[i] = luma(data, i);
  const ls = boxBlur(lum, w, h, 1);
  const grad = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      grad[i] = Math.abs((ls[i + 1] ?? 0) - (ls[i - 1] ?? 0)) + Math.abs((ls[i + w] ?? 0) - (ls[i - w] ?? 0));
    }
  const edge = Math.max(EDGE_MIN, 4 * borderSpread(grad, w, h));
  // Thickened by 2 px so the flood cannot slip through gaps in a faint outline.
  const strong = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) strong[i] = (grad[i] ?? 0) >= edge ? 255 : 0;
  const barrier = morph(strong, w, h, 2);
  // A soft shadow under the garment is the backdrop a little darker, same hue: background too (the
  // flood still stops at the garment's own edge).
  const shadow = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (backdropShade(data, plane, x, y, w, h)) shadow[y * w + x] = 1;
  // Then at most SHADOW_DEPTH px further into shadow-like pixels (a light grey garment is not
  // a shadow, however grey it is). A soft shadow is a ramp (oot-048769_1: the backdrop darkening
  // over 14 px beside the cami): an edge to the flood on a flat backdrop, but the shadow may cross
  // it. A ramp is as steep measured over 8 px as over 2; a garment's edge, even a faint one (a white
  // T-shirt's 6 levels on a light grey backdrop), is a step, several times steeper over 2 px.
  const coarse = boxBlur(lum, w, h, 4);
  const wallPx = new Uint8Array(w * h);
  for (let y = 4; y < h - 4; y++)
    for (let x = 4; x < w - 4; x++) {
      const i = y * w + x;
      const g = grad[i] ?? 0;
      if (g < edge) continue;
      const wide = (Math.abs((coarse[i + 4] ?? 0) - (coarse[i - 4] ?? 0)) + Math.abs((coarse[i + 4 * w] ?? 0) - (coarse[i - 4 * w] ?? 0))) / 4;
      if (g >= SHADOW_EDGE || g > RAMP * wide) wallPx[i] = 255;
    }
  const wall = morph(wallPx, w, h, 1);
  // The backdrop: pixels within `tolerance` of its colour and of its hue (a white T-shirt's side in
  // bluish shade is as near a warm grey backdrop in colour as the backdrop's own fall-off, not in hue)
  // joined to the border, not across an edge.
  const flood = ({ dist, hue, hueTol }: BackdropReading, tolerance: number) => {
    const isBg = new Uint8Array(w * h);
    const stack = new Int32Array(w * h);
    let sp = 0;
    const seed = (i: number) => {
      if (!isBg[i] && !barrier[i] && (dist[i] ?? 0) < tolerance && (hue[i] ?? 0) < hueTol) {
        isBg[i] = 1;
        stack[sp++] = i;
      }
    };
    for (let x = 0; x < w; x++) {
      seed(x);
      seed((h - 1) * w + x);
    }
    for (let y = 0; y < h; y++) {
      seed(y * w);
      seed(y * w + w - 1);
    }
    while (sp) {
      const p = stack[--sp] ?? 0;
      const x = p % w;
      if (x > 0) seed(p - 1);
      if (x < w - 1) seed(p + 1);
      if (p >= w) seed(p - w);
      if (p < w * (h - 1)) seed(p + w);
    }
    growInto(isBg, w, h, SHADOW_DEPTH, (q) => !wall[q] && !!shadow[q], 1);
    return isBg;
  };
  // The garment: what the flood did not take, opened, closed, its holes filled, its pockets given back.
  const cutOut = (isBg: Uint8Array, { dist, hue, hueTol }: BackdropReading, tolerance: number, r: number) => {
    // Give back the barrier's thickening: background-coloured pixels next to the flood that are not
    // themselves on an edge.
    const near = morph(isBg.map((v) => v * 255), w, h, 2);
    let mask: Uint8Array = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++) mask[i] = isBg[i] || (near[i] && !strong[i] && (((dist[i] ?? 0) < tolerance && (hue[i] ?? 0) < hueTol) || shadow[i])) ? 0 : 255;
    // Open (remove specks and thin shadows), keep the garment itself.
    mask = largestComponent(morph(morph(mask, w, h, -2), w, h, 2), w, h);
    // White parts touching the outline (stripes, prints) flood like background: closing bridges
    // them, hole filling restores the enclosed ones.
    return withoutPockets(fillHoles(morph(fillHoles(morph(mask, w, h, r), w, h), w, h, -r), w, h), isBg, w, h, r);
  };
  const r = Math.max(3, Math.round(Math.max(w, h) / 200));
  const looseBg = flood(byPlane, byPlane.loose);
  // A backdrop off its plane (the light falling off to the corners, no plane follows: oot-048554_1's
  // backdrop 6-10 levels above the plane beside the T-shirt, at the loose tolerance's edge) floods in
  // patches, and its loose tolerance floods pale fabric. Read again against the backdrop's mean near
  // each pixel (where the first flood found it), its border is close to it, the tolerance tight.
  if (!flat) {
    const local = readBackdrop(data, w, h, localBackdrop(data, w, h, looseBg, planeRef, Math.round(Math.max(w, h) * LOCAL_REACH)));
    return cutOut(flood(local, local.loose), local, local.loose, r);
  }
  // On a flat backdrop a garment that differs from it by a few levels only (a white T-shirt on light
  // grey) is flooded by the loose tolerance up to its print; the tight one keeps it whole. The tight
  // one is kept only then, when it leaves a much larger garment: elsewhere the loose flood's reach
  // through JPEG ringing finds pockets the tight one cannot (oot-049940_1's sleeve beside its body).
  // Where its fabric matches the backdrop to the level too (the lower edges of a white T-shirt's
  // sleeves), the tight flood bites notches into its outline: a closing three times as wide smooths
  // them, so the sleeves keep their ends (oot-12562_00's cuffs were found at its hem).
  const tightBg = flood(byPlane, FLAT_TOLERANCE);
  const left = (bg: Uint8Array) => w * h - countSet(bg);
  if (left(tightBg) <= WHITE_GAIN * left(looseBg)) return cutOut(looseBg, byPlane, byPlane.loose, r);
  // Even the tight flood runs into the fabric past an edge it cannot see, up to a seam: notches too
  // tall for the closing (side-notches.ts).
  const tight = cutOut(tightBg, byPlane, FLAT_TOLERANCE, 3 * r);
  return withoutSideNotches(img, tight) ?? tight;
}

/**
 * Gives back the pockets of backdrop that the closing sealed in: the gap between a sleeve hanging
 * down and the body, closed where the cuff touches the hem (oot-049940_1), became a hole and was
 * filled, so the warp laid a band of backdrop beside the body. A pocket is backdrop the flood
 * reached from the border whose component is wider somewhere than the closing's 2r: a closing
 * alone fills only what is narrower, and a white stripe or print reaching the outline is filled
 * by it; something wider was filled only as a hole behind a bridged mouth. (Depths are capped at
 * 15 px by `chamfer`: enough while r + 1 < 15, photos up to ~2,800 px on their long side; the
 * server keeps 2,048 at most, r 10.)
 */
function withoutPockets(mask: Uint8Array, isBg: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const sealed = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (mask[i] && isBg[i]) sealed[i] = 255;
  const depth = chamfer(sealed, w, h, true);
  const out = new Uint8Array(mask);
  // Each 4-connected component of sealed backdrop, and how deep inside it one gets.
  const { label, count } = labelComponents(sealed, w, h);
  const deepest = new Float32Array(count + 1);
  for (let i = 0; i < w * h; i++) if (label[i]) deepest[label[i]!] = Math.max(deepest[label[i]!]!, depth[i] ?? 0);
  for (let i = 0; i < w * h; i++) if (label[i] && deepest[label[i]!]! > r + 1) out[i] = 0;
  return out;
}

interface BackdropReading extends BackdropDistances {
  /** Median distance of the border from the backdrop's colour (its noise, and how far off the plane it is). */
  spread: number;
  /** The flood's colour tolerance: noisy (phone, JPEG) backdrops need a loose one. */
  loose: number;
  /** The hue distance (backdropDistances) the flood stops at: several times the border's own. */
  hueTol: number;
}

function readBackdrop(data: Uint8Array, w: number, h: number, ref: Float32Array): BackdropReading {
  const d = backdropDistances(data, w, h, ref);
  const spread = borderSpread(d.dist, w, h);
  return { ...d, spread, loose: Math.min(18, Math.max(7, 5 + 3 * spread)), hueTol: Math.max(HUE_MIN, HUE_SPREAD * borderSpread(d.hue, w, h)) };
}

/** Median distance of border pixels from the background colour (their noise level). */
function borderSpread(dist: Float32Array, w: number, h: number): number {
  const v: number[] = [];
  for (let x = 0; x < w; x += 2) v.push(dist[x] ?? 0, dist[(h - 1) * w + x] ?? 0);
  for (let y = 0; y < h; y += 2) v.push(dist[y * w] ?? 0, dist[y * w + w - 1] ?? 0);
  v.sort((a, b) => a - b);
  return v[v.length >> 1] ?? 0;
}

type Plane = (x: number, y: number) => number;
type Coefficients = [number, number, number];

/** Median per-pixel colour difference (sum over channels) of the border from the fitted background above which it is not plain. */
const BUSY_RESIDUAL = 45;
/** Median distance of the border from the backdrop's colour below which the backdrop is exactly flat. */
const FLAT_SPREAD = 0.5;
/** Colour distance from an exactly flat backdrop within which the tight flood takes a pixel for backdrop. */
const FLAT_TOLERANCE = 2;
/**
 * How much more the tight flood must leave than the loose one for the tight reading to be kept (see
 * garmentMask): on ../shared/eval 1.24-2.12 for the white T-shirts, at most 1.03 for every other garment.
 */
const WHITE_GAIN = 1.1;
/** The least hue distance (backdropDistances) the flood stops at, and its multiple of the border's median. */
const HUE_MIN = 4;
const HUE_SPREAD = 4;
/** The reach (share of the photo's long side) of the backdrop's local mean (localBackdrop). */
const LOCAL_REACH = 1 / 10;
/** Smallest luminance step (sum of central differences) the background flood stops at. */
const EDGE_MIN = 3;
/** How far (px) the background flood may follow a soft shadow past the plain backdrop. */
const SHADOW_DEPTH = 16;
/** Smallest luminance step (as EDGE_MIN) that stops the flood following a shadow whatever its shape. */
const SHADOW_EDGE = 24;
/** How much steeper over 2 px than over 8 px an edge is when it is a step (a garment's edge), not a shadow's ramp. */
const RAMP = 2;

/**
 * The background colour per channel as a plane c = a + b*x + c*y through the border pixels: studio
 * light often falls off from one side, and a single colour would leave the brighter side as
 * "garment". Fitted to the border pixels near their median, so a garment touching the edge does
 * not tilt it.
 */
function borderColour(img: RgbImage): { plane: BackgroundPlane; residual: number } {
  const { width: w, height: h, data } = img;
  const pts: [number, number][] = [];
  for (let x = 0; x < w; x += 4) pts.push([x, 0], [x, h - 1]);
  for (let y = 0; y < h; y += 4) pts.push([0, y], [w - 1, y]);
  const value = (c: number, [x, y]: [number, number]) => data[(y * w + x) * 3 + c] ?? 0;
  const levels = [0, 1, 2].map((c) => median(pts.map((p) => value(c, p)), 255));
  const level = (c: number): Coefficients => [levels[c] ?? 255, 0, 0];
  const asPlane = ([a0, b0, c0]: Coefficients): Plane => (x, y) => a0 + b0 * (x / w - 0.5) + c0 * (y / h - 0.5);
  const det3 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number, i: number) =>
    a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  const fit = (c: number): Coefficients => {
    const m = levels[c] ?? 255;
    const flat = level(c);
    const near = pts.filter((p) => Math.abs(value(c, p) - m) < 30);
    if (near.length < 16) return flat;
    // Least squares on centred coordinates (x/w - 0.5, y/h - 0.5): the normal equations stay small.
    let n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0, sv = 0, sxv = 0, syv = 0;
    for (const p of near) {
      const u = p[0] / w - 0.5;
      const v = p[1] / h - 0.5;
      const z = value(c, p);
      n++; sx += u; sy += v; sxx += u * u; syy += v * v; sxy += u * v; sv += z; sxv += u * z; syv += v * z;
    }
    // Solve [[n sx sy][sx sxx sxy][sy sxy syy]] [a b c] = [sv sxv syv] by Cramer's rule.
    const D = det3(n, sx, sy, sx, sxx, sxy, sy, sxy, syy);
    if (Math.abs(D) < 1e-9) return flat;
    const a0 = det3(sv, sx, sy, sxv, sxx, sxy, syv, sxy, syy) / D;
    const b0 = det3(n, sv, sy, sx, sxv, sxy, sy, syv, syy) / D;
    const c0 = det3(n, sx, sv, sx, sxx, sxv, sy, sxy, syv) / D;
    return [a0, b0, c0];
  };
  const flat: BackgroundPlane = [level(0), level(1), level(2)];
  const tilted: BackgroundPlane = [fit(0), fit(1), fit(2)];
  // Keep the plane only where it clearly explains the border better (a real light falloff); a
  // garment touching the edge would otherwise tilt a uniform background.
  const residual = (model: BackgroundPlane) =>
    median(pts.map((p) => model.reduce((t, coef, c) => t + Math.abs(value(c, p) - asPlane(coef)(p[0], p[1])), 0)));
  const rt = residual(tilted);
  const rf = residual(flat);
  return rt < 0.6 * rf ? { plane: tilted, residual: rt } : { plane: flat, residual: rf };
}

/** A photo with a confidently detected face and shoulders is a garment worn by someone. */
async function looksWorn(img: RgbImage): Promise<boolean> {
  const [p] = await detectPeople(img);
  if (!p || p.score < 0.35) return false;
  const s = (n: number) => p.keypoints[n]?.score ?? 0;
  return s(0) > 0.5 && s(1) > 0.5 && s(2) > 0.5 && s(5) > 0.4 && s(6) > 0.4;
}

type Box = GarmentAnalysis['box'];

/** Tops: neckline, shoulders, armpits, hem and sleeve ends (cuffs). */
export function topLandmarks(mask: Uint8Array, w: number, rows: Extent[], box: Box): GarmentLandmarks {
  const H = box.height;
  const cx = box.x + box.width / 2;
  // The torso hem is the lowest garment row on the centre line (sleeves may hang lower).
  const bottom = lastOn(mask, w, cx, box.y, box.y + H - 1);
  const hemY = hemRow(box.y, bottom, (y) => walk(mask, w, y, cx, 1) - walk(mask, w, y, cx, -1));
  const hemL = walk(mask, w, hemY, cx, -1);
  const hemR = walk(mask, w, hemY, cx, 1);
  // Scan upward from the hem: where a sleeve joins, the torso edge turns sharply outwards (a jump
  // for sleeves hanging down, a slope of 30 degrees or more for sleeves held out).
  const armpit = (dir: -1 | 1): Point => {
    const k = Math.max(6, Math.round(0.02 * H));
    const limit = box.y + Math.round(0.12 * H);
    const out = (y: number) => (walk(mask, w, y, cx, dir) - cx) * dir;
    for (let y = hemY - Math.round(0.1 * (hemY - box.y)); y - 2 * k > limit; y--) {
      const o = out(y);
      if (out(y - k) - o >= 0.6 * k && out(y - 2 * k) - o >= 1.2 * k) return { x: cx + o * dir, y };
    }
    // Sleeveless, or sleeves lying against the torso: assume the usual armpit height.
    const y = box.y + Math.round(0.3 * H);
    const ext = rows[y];
    const x = ext ? (dir < 0 ? ext.left : ext.right) : cx;
    return { x, y };
  };
  // A long sleeve hanging against the torso closes the gap low down: keep armpits plausible.
  const maxY = box.y + 0.45 * (hemY - box.y);
  const clampPit = (a: Point): Point => (a.y > maxY ? { x: a.x, y: Math.round(box.y + 0.35 * (hemY - box.y)) } : a);
  const la = clampPit(armpit(-1));
  const ra = clampPit(armpit(1));
  const top = box.y;
  const shoulder = (a: Point): Point => {
    // Straight above the armpit, a little inwards so the seam is on the garment top edge.
    const x = a.x + (cx - a.x) * 0.08;
    return { x, y: firstOn(mask, w, x, top, a.y) };
  };
  const leftShoulder = shoulder(la);
  const rightShoulder = shoulder(ra);
  const neck = { x: cx, y: firstOn(mask, w, cx, top, hemY) };
  const cuff = (s: Point, a: Point, dir: -1 | 1): Point | undefined => {
    // Sleeve = garment pixels outside the torso column; its end is the part farthest from the shoulder.
    let best = 0;
    const pts: { x: number; y: number; d: number }[] = [];
    for (let y = top; y <= hemY; y += 2) {
      // Below the armpit a sleeve is separated from the torso by background; anything joined to
      // the torso there (a flared skirt, a peplum) is body of the garment, not sleeve.
      const edge = y > a.y ? walk(mask, w, y, cx, dir) : a.x;
      for (let x = box.x; x < box.x + box.width; x += 2) {
        if (!mask[y * w + x] || (x - a.x) * dir <= 0.02 * box.width || (y > a.y && (x - edge) * dir <= 0)) continue;
        const d = Math.hypot(x - s.x, y - s.y);
        pts.push({ x, y, d });
        if (d > best) best = d;
      }
    }
    const end = pts.filter((p) => p.d > best * 0.92);
    // A sleeve stands out from the armhole; a sleeveless garment's curved armhole edge only bulges
    // a few pixels past the armpit column and must not be read as a sleeve.
    const reach = pts.reduce((m, p) => Math.max(m, (p.x - a.x) * dir), 0);
    if (best < 0.1 * H || end.length === 0 || reach < 0.1 * box.width) return undefined;
    return { x: end.reduce((t, p) => t + p.x, 0) / end.length, y: end.reduce((t, p) => t + p.y, 0) / end.length };
  };
  const leftCuff = cuff(leftShoulder, la, -1);
  const rightCuff = cuff(rightShoulder, ra, 1);
  return {
    neck,
    leftShoulder,
    rightShoulder,
    leftArmpit: la,
    rightArmpit: ra,
    leftHem: { x: hemL, y: hemY },
    rightHem: { x: hemR, y: hemY },
    ...(leftCuff ? { leftCuff } : {}),
    ...(rightCuff ? { rightCuff } : {}),
  };
}

/**
 * The hem row: just above the bottom, unless the hem is slanted or asymmetric and narrows towards
 * the bottom; then the lowest row still about as wide as the garment just above it, so both hem
 * corners are real corners and not one side and the middle.
 */
function hemRow(top: number, bottom: number, span: (y: number) => number): number {
  const reach = 0.15 * (bottom - top);
  const reference = span(Math.round(bottom - reach));
  let y = bottom - Math.round(0.02 * (bottom - top));
  while (y > bottom - reach && span(y) < 0.92 * reference) y--;
  return y;
}

function hemLandmarks(rows: Extent[], box: Box): GarmentLandmarks {
  const width = (y: number) => (rows[y] ? (rows[y].right - rows[y].left) : 0);
  const y = hemRow(box.y, box.y + box.height - 1, width);
  const e = rows[y] ?? { left: box.x, right: box.x + box.width - 1 };
  return { leftHem: { x: e.left, y }, rightHem: { x: e.right, y } };
}

function hasLegGap(mask: Uint8Array, w: number, box: Box): boolean {
  const cx = Math.round(box.x + box.width / 2);
  let gap = 0;
  for (let y = box.y + box.height - 1; y > box.y; y--) {
    // Centre band of 3 columns must all be background to count as the gap between legs.
    if (mask[y * w + cx] || mask[y * w + cx - 1] || mask[y * w + cx + 1]) break;
    gap++;
  }
  return gap > 0.3 * box.height;
}

/** Trousers and skirts: waistband corners, crotch, leg openings or hem. */
export function lowerLandmarks(mask: Uint8Array, w: number, rows: Extent[], box: Box, shape: 'trousers' | 'skirt'): GarmentLandmarks {
  const waistY = box.y + Math.round(0.02 * box.height);
  const we = rows[waistY] ?? { left: box.x, right: box.x + box.width - 1 };
  const lm: GarmentLandmarks = { leftWaist: { x: we.left, y: waistY }, rightWaist: { x: we.right, y: waistY } };
  const hemY = box.y + box.height - 1 - Math.round(0.02 * box.height);
  if (shape === 'skirt') return { ...lm, ...hemLandmarks(rows, box) };
  const cx = Math.round(box.x + box.width / 2);
  let crotchY = box.y + box.height - 1;
  while (crotchY > box.y && !mask[crotchY * w + cx]) crotchY--;
  lm.crotch = { x: cx, y: crotchY };
  // Each leg's opening: its outer and inner edge on the hem row (legs may end at different rows).
  const legEnd = (dir: -1 | 1) => {
    for (let y = hemY; y > crotchY; y--) {
      let x = cx + dir;
      while (x >= 0 && x < w && !mask[y * w + x] && Math.abs(x - cx) < box.width / 2) x += dir;
      if (Math.abs(x - cx) >= box.width / 2) continue;
      const inner = x;
      while (x + dir >= 0 && x + dir < w && mask[y * w + x + dir]) x += dir;
      return { inner: { x: inner, y }, outer: { x, y } };
    }
    return { inner: { x: cx, y: hemY }, outer: { x: cx + dir * box.width * 0.4, y: hemY } };
  };
  const l = legEnd(-1);
  const r = legEnd(1);
  return { ...lm, leftLegOuter: l.outer, leftLegInner: l.inner, rightLegOuter: r.outer, rightLegInner: r.inner };
}

/** Up to 4 dominant colours (12-bit quantised), each at least 8% of the garment. */
export function dominantColours(img: RgbImage, mask: Uint8Array): string[] {
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  let total = 0;
  for (let i = 0; i < img.width * img.height; i += 3) {
    if (!mask[i]) continue;
    const r = img.data[i * 3] ?? 0;
    const g = img.data[i * 3 + 1] ?? 0;
    const b = img.data[i * 3 + 2] ?? 0;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const e = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += r;
    e.g += g;
    e.b += b;
    bins.set(key, e);
    total++;
  }
  const hex = (v: number) => Math.round(v).toString(16).padStart(2, '0');
  return [...bins.values()]
    .filter((e) => e.n >= total * 0.08)
    .sort((a, b) => b.n - a.n)
    .slice(0, 4)
    .map((e) => `#${hex(e.r / e.n)}${hex(e.g / e.n)}${hex(e.b / e.n)}`);
}
