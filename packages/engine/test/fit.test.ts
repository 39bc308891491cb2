import { describe, expect, it } from 'vitest';
import { correspondences } from '../src/fit.ts';
import { KEYPOINT_NAMES, type GarmentAnalysis, type Keypoint } from '../src/types.ts';
import { encodeMask } from '../src/rle.ts';

const W = 400;
const H = 800;
// Person facing the camera: their left side is on the image right.
const at: Record<string, [number, number]> = {
  nose: [200, 60], leftEye: [210, 50], rightEye: [190, 50], leftEar: [220, 55], rightEar: [180, 55],
  leftShoulder: [250, 150], rightShoulder: [150, 150], leftElbow: [265, 260], rightElbow: [135, 260],
  leftWrist: [270, 360], rightWrist: [130, 360], leftHip: [230, 400], rightHip: [170, 400],
  leftKnee: [232, 560], rightKnee: [168, 560], leftAnkle: [234, 720], rightAnkle: [166, 720],
};
const kps: Keypoint[] = KEYPOINT_NAMES.map((name) => ({ name, x: at[name]![0], y: at[name]![1], score: 0.9 }));
// Body mask: a 140 px wide column (arms merged at the hips, as happens in real masks).
const body = new Uint8Array(W * H);
for (let y = 40; y < 760; y++) for (let x = 100; x < 300; x++) body[y * W + x] = 255;

function garment(landmarks: GarmentAnalysis['landmarks'], category: GarmentAnalysis['category'], shape?: 'trousers'): GarmentAnalysis {
  return { version: 1, width: 600, height: 900, category, presentation: 'flat-lay', mask: encodeMask(new Uint8Array(600 * 900), 600, 900), box: { x: 0, y: 0, width: 600, height: 900 }, landmarks, colours: [], ...(shape ? { shape } : {}) };
}

describe('landmark correspondences', () => {
  it('keeps a deep flat-lay rise between the hips and knees and the waist near hip width', () => {
    const g = garment({ leftWaist: { x: 200, y: 50 }, rightWaist: { x: 400, y: 50 }, crotch: { x: 300, y: 500 }, leftLegOuter: { x: 150, y: 880 }, leftLegInner: { x: 280, y: 880 }, rightLegOuter: { x: 450, y: 880 }, rightLegInner: { x: 320, y: 880 } }, 'lower', 'trousers');
    const pairs = correspondences('lower', { kps, mask: body, w: W, h: H }, g);
    const crotch = pairs.find((p) => p.garment.y === 500)!;
    expect(crotch.person.y).toBeGreaterThan(400);
    expect(crotch.person.y).toBeLessThanOrEqual(400 + 0.35 * 160 + 1);
    const [wl, wr] = pairs.slice(0, 2);
    expect(wr!.person.x - wl!.person.x).toBeLessThanOrEqual(2 * 0.95 * 60 + 1);
    // Legs end at the ankles at the latest.
    for (const p of pairs) expect(p.person.y).toBeLessThan(730);
  });

  it('pins tops to the shoulders and sends sleeve ends along the arms', () => {
    const g = garment({ neck: { x: 300, y: 100 }, leftShoulder: { x: 200, y: 110 }, rightShoulder: { x: 400, y: 110 }, leftArmpit: { x: 190, y: 250 }, rightArmpit: { x: 410, y: 250 }, leftHem: { x: 195, y: 600 }, rightHem: { x: 405, y: 600 }, leftCuff: { x: 80, y: 300 }, rightCuff: { x: 520, y: 300 } }, 'upper');
    const pairs = correspondences('upper', { kps, mask: body, w: W, h: H }, g);
    const byG = (x: number, y: number) => pairs.find((p) => p.garment.x === x && p.garment.y === y)!.person;
    expect(byG(200, 110).x).toBeLessThan(150); // image-left shoulder outside the joint
    expect(byG(400, 110).x).toBeGreaterThan(250);
    expect(byG(300, 100).y).toBeLessThan(150); // neckline above the shoulder line
    const cuff = byG(80, 300);
    expect(cuff.y).toBeGreaterThan(180); // hangs down the arm, not sideways
    expect(Math.abs(cuff.x - 140)).toBeLessThan(25);
  });
});
