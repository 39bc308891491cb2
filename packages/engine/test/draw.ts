// Test images drawn with sharp from SVG: the tests never use real photos except eval.test.ts.
import sharp from 'sharp';
import type { Body } from '../src/fit.ts';
import { KEYPOINT_NAMES, type Keypoint } from '../src/types.ts';

export async function svgImage(width: number, height: number, body: string, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
  const img = sharp(svg).flatten({ background: '#ffffff' });
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 95 }).toBuffer();
}

/** Keypoints found (score 0.9) where `at` places them; every other one missed (score 0, at 0,0). */
export function keypointsAt(at: Record<string, readonly [number, number]>): Keypoint[] {
  return KEYPOINT_NAMES.map((name) => ({ name, x: at[name]?.[0] ?? 0, y: at[name]?.[1] ?? 0, score: at[name] ? 0.9 : 0 }));
}

/** A flat-lay T-shirt on white: torso 200..400 x 150..550, sleeves out to the sides. */
/** The first set column of `mask` (`w` wide) on row y (`w` where none is). */
export const firstColumn = (mask: Uint8Array, w: number) => (y: number) => {
  let x = 0;
  while (x < w && !mask[y * w + x]) x++;
  return x;
};

export function tshirtSvg(fill: string): string {
  return `<rect width="100%" height="100%" fill="#ffffff"/>
  <path d="M200 150 L260 150 Q300 180 340 150 L400 150 L500 250 L450 300 L400 260 L400 550 L200 550 L200 260 L150 300 L100 250 Z" fill="${fill}"/>`;
}

/**
 * A flared-sleeve blouse laid flat, 600x800 (no background): shoulders slope from the neckline to
 * corners at y 230; the outline then runs straight out to the cuffs (100..210 and 390..500, y
 * 580..640), which hang 60 px below the body's hem (230..370) with background between them: no seam
 * shows in the outline above the hem (the sleeves are merged with the body into one trapezoid).
 */
export function trapezoidBlouseSvg(fill: string): string {
  return `<path d="M250 150 Q300 180 350 150 L430 230 L500 640 L390 640 L390 570 L370 575 L370 580 L230 580 L230 575
    L210 570 L210 640 L100 640 L170 230 Z" fill="${fill}"/>`;
}

/**
 * A dress (660 x 800 frame) whose flutter sleeves spread out from its straps' tops (y 90) to x 170 /
 * 490, above a bodice wider at its bust (x 245..415, y 150..260) than at its armpits.
 */
export function flutterDressSvg(fill: string): string {
  return `<path d="M262 90 L398 90 L415 160 L415 250 L395 330 L450 740 L210 740 L265 330 L245 250 L245 160 Z" fill="${fill}"/>
      <path d="M262 90 L170 125 L185 175 L248 150 Z" fill="${fill}"/>
      <path d="M398 90 L490 125 L475 175 L412 150 Z" fill="${fill}"/>`;
}

/**
 * A person facing the camera (their left side on the image right), arms hanging down, in a 400x800
 * frame: shoulders at y 150, hips at 400, knees and ankles where given. Body: torso column 140..260
 * with the arms beside it (the arms mask marks them).
 */
export function standingBody(legs: { knee: number; ankle: number } = { knee: 560, ankle: 720 }): Body {
  const w = 400;
  const h = 800;
  const at: Record<string, [number, number]> = {
    nose: [200, 60], leftEye: [210, 50], rightEye: [190, 50], leftEar: [220, 55], rightEar: [180, 55],
    leftShoulder: [250, 150], rightShoulder: [150, 150], leftElbow: [265, 260], rightElbow: [135, 260],
    leftWrist: [270, 360], rightWrist: [130, 360], leftHip: [230, 400], rightHip: [170, 400],
    leftKnee: [232, legs.knee], rightKnee: [168, legs.knee], leftAnkle: [234, legs.ankle], rightAnkle: [166, legs.ankle],
  };
  const kps: Keypoint[] = KEYPOINT_NAMES.map((name) => ({ name, x: at[name]![0], y: at[name]![1], score: 0.9 }));
  const mask = new Uint8Array(w * h);
  const arms = new Uint8Array(w * h);
  for (let y = 40; y < 760; y++)
    for (let x = 110; x < 290; x++) {
      mask[y * w + x] = 255;
      if (y > 180 && y < 380 && (x < 140 || x >= 260)) arms[y * w + x] = 255;
    }
  return { kps, mask, arms, w, h };
}

/**
 * A top of `fabric` (300 x 600, on a light backdrop), its mask as the cut-out leaves it: the body x
 * 80..219, y 50..549, sleeves out to x 40..259 on y 50..119. `bites` are boxes [x0, y0, x1, y1] taken
 * out of the mask whose pixels keep `inBite`'s colour (the fabric's, where the flood took white fabric
 * on white). For hem-notches.ts and side-notches.ts.
 */
export function bittenTop(fabric: readonly number[], inBite: readonly number[], bites: readonly (readonly [number, number, number, number])[]) {
  const [w, h] = [300, 600];
  const data = new Uint8Array(w * h * 3).fill(246);
  const mask = new Uint8Array(w * h);
  const paint = (x0: number, y0: number, x1: number, y1: number, on: boolean, colour: readonly number[]) => {
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        data.set(colour, (y * w + x) * 3);
        mask[y * w + x] = on ? 255 : 0;
      }
  };
  paint(80, 50, 219, 549, true, fabric);
  paint(40, 50, 259, 119, true, fabric);
  for (const [x0, y0, x1, y1] of bites) paint(x0, y0, x1, y1, false, inBite);
  return { img: { width: w, height: h, data }, mask };
}

/**
 * A person 200x200 with shoulder joints at (60, 80) and (140, 80) (shoulder width 80): the body mask
 * where `body` holds, and the garment laid (coverage `cover`, grey) where `garment` holds, as the
 * warp leaves it for the steps after it (garment-strays.ts, strap-ends.ts).
 */
export function laidOnShoulders(body: (x: number, y: number) => boolean, garment: (x: number, y: number) => boolean, cover = 1) {
  const [w, h] = [200, 200];
  const mask = new Uint8Array(w * h);
  const rgb = new Float32Array(w * h * 3).fill(0.5);
  const alpha = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (body(x, y)) mask[y * w + x] = 255;
      if (garment(x, y)) alpha[y * w + x] = cover;
    }
  return { warped: { rgb, alpha }, body: mask, kps: keypointsAt({ leftShoulder: [140, 80], rightShoulder: [60, 80] }), w, h, sw: 80 };
}
