// A top's or dress's side up to the arm hanging against it. The panel is laid as wide as the torso's
// silhouette measured along the pose's rows (fit.ts), smoothed down the torso and centred on it: where
// it falls a few pixels short of an arm hanging against the torso (a tilted torso, the old top's side
// reaching a little farther out than the rows measured), the old clothes between panel and arm were
// painted as a strip of backdrop or skin down the arm's inner edge (05997's image-right arm under
// every T-shirt: 5-18 px of her old camisole's side). A person wearing the new top shows it up to the
// arm there: the strip is closed with the panel.
import { armpitsRow, found, kp, torsoMiddle } from './geometry.ts';
import type { Keypoint } from './types.ts';
import { COVERED, layTapered, STRETCH, stretchSide, type Warped } from './warp.ts';

/** The widest strip (shoulder widths) between the panel's side and an arm in front that is closed: wider, the arm hangs away from the new garment. */
const MAX_STRIP = 0.07;
/**
 * But within a run of rows closed, a stretch of rows up to BRIDGE (shoulder widths) of strips up to
 * WIDE times MAX_STRIP is closed MAX_STRIP too: a side whose strips hover about MAX_STRIP (11-17 px
 * on 052472 under the sleeveless 053319) was cut by the taper into V notches of backdrop between the
 * rows closed, a zigzag down the dress's side. A longer stretch is the arm hanging away.
 */
const BRIDGE = 0.15;
/** How many times MAX_STRIP the strips of such a stretch may be. */
const WIDE = 1.5;
/** How many of a strip's pixels (shoulder widths, at least 2) may be off the person: the backdrop seen in a crease between arm and torso. */
const OFF_PERSON = 0.025;

/**
 * In each row from the armpits (geometry.ts armpitsRow; above them the sleeves' seams are
 * closeArmSeams') to the hips: out from the torso's middle column (covered) to the panel's side,
 * where the pixels beyond it that the garment does not cover are the person (`body`; at most
 * OFF_PERSON not) up to what hides the panel (`front`: an arm, a hand, hair), at most MAX_STRIP of
 * them (or WIDE times that between such rows, BRIDGE: MAX_STRIP of it), the panel's side is
 * stretched over them, tapering off a pixel a row where a run of such rows ends.
 */
export function closePanelSides(warped: Warped, kps: Keypoint[], m: { body: Uint8Array; front: Uint8Array }, w: number, h: number, sw: number): void {
  const [sL, sR, hL, hR] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder'), kp(kps, 'leftHip'), kp(kps, 'rightHip')];
  if (![sL, sR, hL, hR].every(found)) return;
  const y0 = Math.max(0, armpitsRow(kps, sw));
  const y1 = Math.min(h - 1, Math.round(Math.max(hL.y, hR.y)));
  const middle = torsoMiddle(kps);
  const { alpha } = warped;
  const maxStrip = Math.max(1, Math.round(MAX_STRIP * sw));
  const maxOff = Math.max(2, Math.round(OFF_PERSON * sw));
  const covered = (i: number) => alpha[i]! >= COVERED;
  const bridge = Math.round(BRIDGE * sw);
  for (const dir of [1, -1]) {
    // The panel's last covered pixel out from the middle, and the strip past it up to what is in front.
    const strips: ([number, number] | undefined)[] = [];
    for (let y = y0; y <= y1; y++) {
      const row = y * w;
      let x = middle(y);
      if (x < 0 || x >= w || !covered(row + x)) {
        strips.push(undefined);
        continue;
      }
      while (x + dir >= 0 && x + dir < w && covered(row + x + dir)) x += dir;
      let out = x + dir;
      let off = 0;
      // (At most WIDE maxStrip + 1 out: a strip of WIDE maxStrip px ends on what is in front there.)
      while (out >= 0 && out < w && Math.abs(out - x) <= WIDE * maxStrip && !covered(row + out) && !m.front[row + out]) {
        if (!m.body[row + out] && ++off > maxOff) break;
        out += dir;
      }
      const strip = Math.abs(out - x) - 1;
      // (All of it off the person, it is the backdrop past a sleeve laid out to the arm's outline
      // and the arm's mask a few pixels beyond that: no panel's side.)
      strips.push(strip > off && out >= 0 && out < w && m.front[row + out] ? [x, strip] : undefined);
    }
    const closed = (k: number) => (strips[k]?.[1] ?? Infinity) <= maxStrip;
    // How many rows from row k the nearest closed row lies that way, the rows between all ending on what is in front (Infinity: none within the bridge).
    const toClosed = (k: number, step: 1 | -1) => {
      for (let j = k; Math.abs(j - k) <= bridge && j >= 0 && j < strips.length && strips[j]; j += step) if (closed(j)) return Math.abs(j - k);
      return Infinity;
    };
    layTapered(
      y0,
      y1,
      (y) => {
        const k = y - y0;
        const s = strips[k];
        if (!s || closed(k)) return s;
        // (The stretch between the closed rows each side: up to the bridge.)
        return toClosed(k, -1) + toClosed(k, 1) - 1 <= bridge ? [s[0], maxStrip] : undefined;
      },
      // The side stretched over the strip: its seam and blended edge move out to the arm (its blended
      // pixels left, they showed what was painted under them).
      (y, x, strip) => stretchSide(warped, y, x, dir, strip, w, STRETCH * maxStrip),
    );
  }
}
