// Where each garment landmark should land on the person: pairs (person point, garment point)
// for the TPS. Sizes follow the body (shoulder / waist width), lengths keep garment proportions.
import { add, alongPolyline, dist, kp, lerp, mid, norm, scale, sub } from './geometry.ts';
import { EngineRefusal, type GarmentAnalysis, type GarmentCategory, type Keypoint, type Point } from './types.ts';

export interface Pair {
  person: Point;
  garment: Point;
}

interface Body {
  kps: Keypoint[];
  mask: Uint8Array;
  w: number;
  h: number;
}

const OK = 0.3;

/** Image-left / image-right versions of a keypoint pair (the person's right is usually image-left). */
function byX(a: Keypoint, b: Keypoint): [Keypoint, Keypoint] {
  return a.x <= b.x ? [a, b] : [b, a];
}

/** Half-widths of the body mask left and right of `c` along direction `p` (walks until background). */
function bodyHalfWidths(body: Body, c: Point, p: Point): [number, number] {
  const out: number[] = [];
  for (const dir of [-1, 1]) {
    let t = 0;
    const maxT = body.w;
    for (; t < maxT; t += 2) {
      const x = Math.round(c.x + p.x * t * dir);
      const y = Math.round(c.y + p.y * t * dir);
      if (x < 0 || y < 0 || x >= body.w || y >= body.h || !body.mask[y * body.w + x]) break;
    }
    out.push(t);
  }
  return [out[0] ?? 0, out[1] ?? 0];
}

export function correspondences(category: GarmentCategory, body: Body, g: GarmentAnalysis): Pair[] {
  if (category === 'lower') return lowerPairs(body, g);
  // A dress's hem follows the legs (dressHemPairs), not the torso: one target per landmark, since
  // two targets for the same garment point make the spline bulge between them.
  if (category === 'full') return [...upperPairs(body, g, false), ...dressHemPairs(body, g)];
  return upperPairs(body, g, true);
}

interface Frame {
  /** Maps a garment point to the person with a similarity (scale s, garment x-axis -> p, y-axis -> d). */
  map: (gp: Point) => Point;
  s: number;
  p: Point;
  d: Point;
}

function frame(gOrigin: Point, gAxis: Point, pOrigin: Point, p: Point, s: number): Frame {
  const gx = norm(gAxis);
  const gy = { x: -gx.y, y: gx.x };
  const d = { x: -p.y, y: p.x };
  const map = (gp: Point) => {
    const v = sub(gp, gOrigin);
    const u = v.x * gx.x + v.y * gx.y;
    const t = v.x * gy.x + v.y * gy.y;
    return add(pOrigin, add(scale(p, u * s), scale(d, t * s)));
  };
  return { map, s, p, d };
}

/**
 * Garment pixels -> person pixels for tops and dresses. Sleeved: the shoulder seams land a little
 * outside the shoulder joints (1.14 shoulder widths apart). Sleeveless tops (straps, halters) have
 * "shoulders" well inside the body's: size them by the chest (armpit) width instead.
 */
function topScale(sw: number, L: GarmentAnalysis['landmarks'], shoulders: [Point, Point]): number {
  if (!L.leftCuff && !L.rightCuff && L.leftArmpit && L.rightArmpit) return (1.15 * sw) / Math.max(1, dist(L.leftArmpit, L.rightArmpit));
  return (1.14 * sw) / Math.max(1, dist(...shoulders));
}

function upperPairs(body: Body, g: GarmentAnalysis, withHem: boolean): Pair[] {
  const L = g.landmarks;
  if (!L.leftShoulder || !L.rightShoulder || !L.neck || !L.leftHem || !L.rightHem || !L.leftArmpit || !L.rightArmpit) {
    throw new EngineRefusal('no_garment', 'The garment outline could not be read (shoulders and hem not found).');
  }
  const [sL, sR] = byX(kp(body.kps, 'leftShoulder'), kp(body.kps, 'rightShoulder'));
  const [hL, hR] = byX(kp(body.kps, 'leftHip'), kp(body.kps, 'rightHip'));
  const sw = dist(sL, sR);
  const p = norm(sub(sR, sL));
  const shoulderMid = mid(sL, sR);
  // Down the torso; fall back to perpendicular of the shoulder line if hips are unreliable.
  const hipMid = mid(hL, hR);
  const dPerp = { x: -p.y, y: p.x };
  const d = hL.score >= 0.2 && hR.score >= 0.2 ? norm(sub(hipMid, shoulderMid)) : dPerp;
  // Keypoints are joint centres: the garment's shoulder seams sit a little outside and above them.
  const up = scale(d, -0.08 * sw);
  const tL = add(add(sL, scale(p, -0.07 * sw)), up);
  const tR = add(add(sR, scale(p, 0.07 * sw)), up);
  // Sleeveless tops are sized by the chest (topScale): their straps land where they fall.
  const sleeveless = !L.leftCuff && !L.rightCuff;
  const s = topScale(sw, L, [L.leftShoulder, L.rightShoulder]);
  const f = frame(mid(L.leftShoulder, L.rightShoulder), sub(L.rightShoulder, L.leftShoulder), mid(tL, tR), p, s);
  const pairs: Pair[] = [
    { person: sleeveless ? f.map(L.leftShoulder) : tL, garment: L.leftShoulder },
    { person: sleeveless ? f.map(L.rightShoulder) : tR, garment: L.rightShoulder },
    { person: f.map(L.neck), garment: L.neck },
  ];
  // Armpits and hem: proportional to the shoulders, widened or narrowed toward the body outline.
  const widthAt = (gl: Point, gr: Point, slack: number, lo: number, hi: number) => {
    const a = f.map(gl);
    const b = f.map(gr);
    const c = mid(a, b);
    const half = dist(a, b) / 2;
    const [bl, br] = bodyHalfWidths(body, c, p);
    const bodyHalf = ((bl + br) / 2) * slack;
    const hw = bl > 0 && br > 0 ? Math.min(half * hi, Math.max(half * lo, bodyHalf)) : half;
    return [add(c, scale(p, -hw)), add(c, scale(p, hw))] as const;
  };
  const [aL, aR] = widthAt(L.leftArmpit, L.rightArmpit, 1.0, 0.85, 1.05);
  pairs.push({ person: aL, garment: L.leftArmpit }, { person: aR, garment: L.rightArmpit });
  if (withHem) {
    const [eL, eR] = widthAt(L.leftHem, L.rightHem, 1.08, 0.8, 1.3);
    pairs.push({ person: eL, garment: L.leftHem }, { person: eR, garment: L.rightHem });
    pairs.push({ person: mid(eL, eR), garment: mid(L.leftHem, L.rightHem) });
  }
  // Sleeves follow the arm: the cuff lands along shoulder -> elbow -> wrist at the sleeve's length.
  const arms = byX(kp(body.kps, 'leftElbow'), kp(body.kps, 'rightElbow'));
  const wrists = byX(kp(body.kps, 'leftWrist'), kp(body.kps, 'rightWrist'));
  for (const [side, cuff, gShoulder, tShoulder, gArmpit] of [
    [0, L.leftCuff, L.leftShoulder, tL, L.leftArmpit],
    [1, L.rightCuff, L.rightShoulder, tR, L.rightArmpit],
  ] as const) {
    const elbow = arms[side];
    const wrist = wrists[side];
    if (!cuff || elbow.score < OK) continue;
    const len = dist(cuff, mid(gShoulder, gArmpit)) * s;
    const joint = mid(tShoulder, side === 0 ? aL : aR);
    const path = wrist.score >= OK ? [joint, elbow, wrist] : [joint, elbow];
    pairs.push({ person: alongPolyline(path, len), garment: cuff });
  }
  return pairs;
}

function dressHemPairs(body: Body, g: GarmentAnalysis): Pair[] {
  const L = g.landmarks;
  if (!L.leftHem || !L.rightHem || !L.leftShoulder || !L.rightShoulder) return [];
  const k = body.kps;
  const [sL, sR] = byX(kp(k, 'leftShoulder'), kp(k, 'rightShoulder'));
  const [hL, hR] = byX(kp(k, 'leftHip'), kp(k, 'rightHip'));
  const [kL, kR] = byX(kp(k, 'leftKnee'), kp(k, 'rightKnee'));
  const [aL, aR] = byX(kp(k, 'leftAnkle'), kp(k, 'rightAnkle'));
  const sMid = mid(sL, sR);
  const axis = [sMid, mid(hL, hR), mid(kL, kR)];
  if (aL.score >= OK && aR.score >= OK) axis.push(mid(aL, aR));
  const s = topScale(dist(sL, sR), L, [L.leftShoulder, L.rightShoulder]);
  const gLen = mid(L.leftHem, L.rightHem).y - mid(L.leftShoulder, L.rightShoulder).y;
  const c = alongPolyline(axis, gLen * s);
  const half = (dist(L.leftHem, L.rightHem) / 2) * s;
  const p = norm(sub(sR, sL));
  // Keep the hem at least as wide as the legs at that height so the old clothes are covered.
  const legs = Math.max(dist(kL, kR), dist(hL, hR)) / 2 + 0.12 * dist(sL, sR);
  const hw = Math.max(half, legs);
  return [
    { person: add(c, scale(p, -hw)), garment: L.leftHem },
    { person: add(c, scale(p, hw)), garment: L.rightHem },
  ];
}

function lowerPairs(body: Body, g: GarmentAnalysis): Pair[] {
  const L = g.landmarks;
  if (!L.leftWaist || !L.rightWaist) throw new EngineRefusal('no_garment', 'The garment outline could not be read (waistband not found).');
  const k = body.kps;
  const [hL, hR] = byX(kp(k, 'leftHip'), kp(k, 'rightHip'));
  const [kL, kR] = byX(kp(k, 'leftKnee'), kp(k, 'rightKnee'));
  const [aL, aR] = byX(kp(k, 'leftAnkle'), kp(k, 'rightAnkle'));
  const [sL, sR] = byX(kp(k, 'leftShoulder'), kp(k, 'rightShoulder'));
  const hipMid = mid(hL, hR);
  const hipW = dist(hL, hR);
  const p = norm(sub(hR, hL));
  const torso = sL.score >= OK && sR.score >= OK ? dist(mid(sL, sR), hipMid) : hipW * 2.4;
  const d = { x: -p.y, y: p.x };
  // Waistband a little above the hip joints, as wide as the body there.
  const waistC = add(hipMid, scale(d, -0.2 * torso));
  const [bl, br] = bodyHalfWidths(body, waistC, p);
  // Hands resting on the hips merge into the body mask, so keep the measured width anatomical.
  const half = bl > 0 && br > 0 ? Math.min(hipW * 0.95, Math.max(((bl + br) / 2) * 1.04, hipW * 0.75)) : hipW * 0.85;
  const wL = add(waistC, scale(p, -half));
  const wR = add(waistC, scale(p, half));
  const gWaistMid = mid(L.leftWaist, L.rightWaist);
  const s = (2 * half) / dist(L.leftWaist, L.rightWaist);
  const f = frame(gWaistMid, sub(L.rightWaist, L.leftWaist), waistC, p, s);
  const pairs: Pair[] = [
    { person: wL, garment: L.leftWaist },
    { person: wR, garment: L.rightWaist },
  ];
  const legPath = (hip: Keypoint, knee: Keypoint, ankle: Keypoint) => {
    const top = add(hip, scale(d, -0.2 * torso));
    return ankle.score >= OK ? [top, knee, ankle] : [top, knee, add(knee, sub(knee, hip))];
  };
  if (g.shape === 'trousers' && L.crotch && L.leftLegOuter && L.leftLegInner && L.rightLegOuter && L.rightLegInner) {
    // The crotch sits a little below the hip joints whatever the cut; a deep flat-lay rise
    // (or a misread one) must not drag it to the knees.
    const thigh = (dist(hL, kL) + dist(hR, kR)) / 2;
    const crotchT = f.map(L.crotch);
    const along = (crotchT.x - hipMid.x) * d.x + (crotchT.y - hipMid.y) * d.y;
    const depth = Math.min(0.35 * thigh, Math.max(0.08 * thigh, along));
    const crotchP = add(hipMid, scale(d, depth));
    pairs.push({ person: crotchP, garment: L.crotch });
    const legs = [
      [legPath(hL, kL, aL), L.leftLegOuter, L.leftLegInner, -1],
      [legPath(hR, kR, aR), L.rightLegOuter, L.rightLegInner, 1],
    ] as const;
    for (const [path, outer, inner, side] of legs) {
      const gEnd = mid(outer, inner);
      // Trousers end at the ankle at the latest: longer legs would pool over the shoes.
      const pathLen = path.reduce((t, q, i) => (i ? t + dist(path[i - 1] as Point, q) : 0), 0);
      const len = Math.min((gEnd.y - gWaistMid.y) * s, pathLen);
      const c = alongPolyline([...path], len);
      const before = alongPolyline([...path], Math.max(0, len - 20));
      const dir = norm(sub(c, before));
      // Perpendicular to the leg, pointing away from the other leg.
      const perp = { x: -dir.y, y: dir.x };
      const out = (perp.x * p.x + perp.y * p.y) * side >= 0 ? perp : scale(perp, -1);
      const hw = (dist(outer, inner) / 2) * s;
      pairs.push({ person: add(c, scale(out, hw)), garment: outer }, { person: add(c, scale(out, -hw)), garment: inner });
      // Knee: pin the leg's middle so the trouser leg follows a bent knee.
      const knee = path[1] as Point;
      const kneeLen = dist(path[0] as Point, knee);
      if (len > kneeLen * 1.15) {
        // The garment row at the knee's share of the leg: outer edge from the waist corner, inner
        // edge from the crotch, both interpolated to that row.
        const t = kneeLen / len;
        const gWaistSide = side < 0 ? L.leftWaist : L.rightWaist;
        const gO = lerp(gWaistSide, outer, t);
        const t2 = (gO.y - L.crotch.y) / (inner.y - L.crotch.y || 1);
        if (t2 > 0.05 && t2 < 1) {
          const gI = lerp(L.crotch, inner, t2);
          const ghw = (Math.abs(gO.x - gI.x) / 2) * s;
          pairs.push({ person: add(knee, scale(out, ghw)), garment: gO }, { person: add(knee, scale(out, -ghw)), garment: gI });
        }
      }
    }
  } else if (L.leftHem && L.rightHem) {
    const axis = [waistC, mid(kL, kR)];
    if (aL.score >= OK && aR.score >= OK) axis.push(mid(aL, aR));
    const len = (mid(L.leftHem, L.rightHem).y - gWaistMid.y) * s;
    const c = alongPolyline(axis, len);
    const legs = Math.max(dist(kL, kR), hipW) / 2 + 0.25 * hipW;
    const hw = Math.max((dist(L.leftHem, L.rightHem) / 2) * s, legs);
    pairs.push({ person: add(c, scale(p, -hw)), garment: L.leftHem }, { person: add(c, scale(p, hw)), garment: L.rightHem });
    pairs.push({ person: c, garment: mid(L.leftHem, L.rightHem) });
  }
  return pairs;
}
