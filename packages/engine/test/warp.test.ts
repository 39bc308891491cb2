import { describe, expect, it } from 'vitest';
import type { Piece } from '../src/fit.ts';
import { renderPieces, type GarmentLayer } from '../src/warp.ts';

describe('rendering a sleeve', () => {
  it("draws a sleeve's cap before the shoulder joint round, not cut square across the arm", () => {
    // A plain garment of one sleeve; the arm runs straight down from the joint at (50, 50).
    const n = 100 * 100;
    const g: GarmentLayer = { rgb: new Uint8Array(n * 3).fill(200), alpha: new Float32Array(n).fill(1), labels: new Uint8Array(n).fill(2), boxes: new Map([[2, { x0: 0, y0: 0, x1: 99, y1: 99 }]]), width: 100, height: 100 };
    const sleeve: Piece = { label: 2, path: [{ x: 50, y: 50 }, { x: 50, y: 90 }], g0: { x: 50, y: 50 }, gDir: { x: 0, y: 1 }, along: 1, across: Float32Array.of(1), s0: 0, minS: -10, capU: 10 };
    const { alpha } = renderPieces([sleeve], g, 100, 100, [undefined]);
    const at = (x: number, y: number) => alpha[y * 100 + x] ?? 0;
    expect(at(50, 42)).toBeGreaterThan(0.9); // the cap's middle, 8 px above the joint
    expect(at(58, 55)).toBeGreaterThan(0.9); // the sleeve below the joint, 8 px aside
    expect(at(58, 42)).toBe(0); // the cap's corner: outside the half-ellipse
    expect(at(50, 38)).toBe(0); // above the cap
  });

  it("draws a cap taller than the room up to the shoulder line whole, squeezed into it, not cut", () => {
    // One sleeve, grey 100 above garment row 40 and 200 below; its start (garment row 50) at the joint
    // (50, 50), the arm straight down, room for 10 px of cap, a cap of 20 garment px squeezed 2 times.
    const n = 100 * 100;
    const rgb = new Uint8Array(n * 3).fill(200);
    rgb.fill(100, 0, 40 * 100 * 3);
    const g: GarmentLayer = { rgb, alpha: new Float32Array(n).fill(1), labels: new Uint8Array(n).fill(2), boxes: new Map([[2, { x0: 0, y0: 0, x1: 99, y1: 99 }]]), width: 100, height: 100 };
    const sleeve: Piece = { label: 2, path: [{ x: 50, y: 50 }, { x: 50, y: 90 }], g0: { x: 50, y: 50 }, gDir: { x: 0, y: 1 }, along: 1, across: Float32Array.of(1), s0: 0, minS: -10, capU: 10, capSqueeze: 2 };
    const { rgb: out, alpha } = renderPieces([sleeve], g, 100, 100, [undefined]);
    const grey = (x: number, y: number) => (out[(y * 100 + x) * 3] ?? 0) / (alpha[y * 100 + x] ?? 1);
    expect(grey(50, 43)).toBeCloseTo(100, 0); // 7 px above the joint: garment row 36, the cap's top part
    expect(grey(50, 47)).toBeCloseTo(200, 0); // 3 px above: garment row 44
    expect(grey(50, 60)).toBeCloseTo(200, 0); // below the joint, unsqueezed
    expect(alpha[38 * 100 + 50]).toBe(0); // above the room: nothing
  });

  it("draws a set-in sleeve's cap round where its own pixels do not reach before its start: the sleeve mirrored about the start, on the body only", () => {
    // A sleeve whose pixels start at garment row 50 (its start), grey = its garment row below; the
    // arm straight down from the joint at (50, 50), room for 10 px of cap; the body ends above row 43.
    const n = 100 * 100;
    const rgb = new Uint8Array(n * 3);
    for (let y = 0; y < 100; y++) rgb.fill(y + 100, y * 300, y * 300 + 300);
    const labels = new Uint8Array(n);
    labels.fill(2, 50 * 100);
    const g: GarmentLayer = { rgb, alpha: new Float32Array(n).fill(1), labels, boxes: new Map([[2, { x0: 0, y0: 50, x1: 99, y1: 99 }]]), width: 100, height: 100 };
    const sleeve: Piece = { label: 2, path: [{ x: 50, y: 50 }, { x: 50, y: 90 }], g0: { x: 50, y: 50 }, gDir: { x: 0, y: 1 }, along: 1, across: Float32Array.of(1), s0: 0, minS: -10, capU: 10, capMirror: true };
    const body = new Uint8Array(n);
    body.fill(255, 43 * 100);
    const { rgb: out, alpha } = renderPieces([sleeve], g, 100, 100, [undefined], body);
    const grey = (x: number, y: number) => (out[(y * 100 + x) * 3] ?? 0) / (alpha[y * 100 + x] ?? 1);
    expect(alpha[45 * 100 + 50]).toBeGreaterThan(0.9); // 5 px above the joint: drawn...
    expect(grey(50, 45)).toBeCloseTo(158, 0); // ...with the sleeve's garment row 58: mirrored about its start, 3 rows in
    expect(grey(50, 60)).toBeCloseTo(160, 0); // below the joint as laid
    expect(alpha[41 * 100 + 50]).toBe(0); // off the body: nothing
    expect(alpha[44 * 100 + 59]).toBe(0); // the cap's corner: outside the half-ellipse
    // Without it, nothing before the start.
    const plain = renderPieces([{ ...sleeve, capMirror: undefined }], g, 100, 100, [undefined], body);
    expect(plain.alpha[45 * 100 + 50]).toBe(0);
  });

  it("draws a set-in sleeve's first rows on the panel's side of its slanted seam with its own pixels mirrored about the seam, near its start only", () => {
    // Grey = garment row + 100. The sleeve (label 2) starts at row 50 right of column 50; left of it
    // the seam slants: rows 50-55 are the panel's (label 1) and the sleeve begins at row 56, but for
    // columns 30-34, the panel's down to row 79. Columns below 30 are off the garment above row 56.
    const n = 100 * 100;
    const rgb = new Uint8Array(n * 3);
    for (let y = 0; y < 100; y++) rgb.fill(y + 100, y * 300, y * 300 + 300);
    const labels = new Uint8Array(n);
    for (let y = 50; y < 100; y++)
      for (let x = 0; x < 100; x++) labels[y * 100 + x] = x >= 50 ? 2 : x >= 30 && x <= 34 && y < 80 ? 1 : y < 56 ? (x >= 30 ? 1 : 0) : 2;
    const g: GarmentLayer = { rgb, alpha: new Float32Array(n).fill(1), labels, boxes: new Map([[2, { x0: 0, y0: 50, x1: 99, y1: 99 }]]), width: 100, height: 100 };
    // The arm straight down from the joint at (50, 50) (image-left is the sleeve's positive side: garment x = output x).
    const sleeve: Piece = { label: 2, path: [{ x: 50, y: 50 }, { x: 50, y: 99 }], g0: { x: 50, y: 50 }, gDir: { x: 0, y: 1 }, along: 1, across: Float32Array.of(1), s0: 0, minS: -10, capU: 30, capMirror: true };
    const { rgb: out, alpha } = renderPieces([sleeve], g, 100, 100, [undefined]);
    const grey = (x: number, y: number) => (out[(y * 100 + x) * 3] ?? 0) / (alpha[y * 100 + x] ?? 1);
    expect(alpha[52 * 100 + 45]).toBeGreaterThan(0.9); // on the panel's side of the seam...
    expect(grey(45, 52)).toBeCloseTo(163, 0); // ...the sleeve's row 63: mirrored about its seam (row 56), 3 rows in
    expect(alpha[52 * 100 + 20]).toBe(0); // off the garment: nothing
    expect(alpha[75 * 100 + 32]).toBe(0); // the panel's, 25 rows down: past twice the cap's room
    const plain = renderPieces([{ ...sleeve, capMirror: undefined }], g, 100, 100, [undefined]);
    expect(plain.alpha[52 * 100 + 45]).toBe(0);
  });

  it('lays a sleeve under the panel above its armpit row and over it below, the one turning into the other over a few rows', () => {
    // A panel (grey 100) and a sleeve (grey 200) of one garment photo, both laid on the same square.
    const n = 100 * 100;
    const labels = new Uint8Array(n).fill(1);
    labels.fill(2, 50 * 100);
    const rgb = new Uint8Array(n * 3).fill(100);
    rgb.fill(200, 50 * 100 * 3);
    const g: GarmentLayer = { rgb, alpha: new Float32Array(n).fill(1), labels, boxes: new Map([[1, { x0: 0, y0: 0, x1: 99, y1: 49 }], [2, { x0: 0, y0: 50, x1: 99, y1: 99 }]]), width: 100, height: 100 };
    const down = { x: 0, y: 1 };
    const panel: Piece = { label: 1, path: [{ x: 50, y: 0 }, { x: 50, y: 100 }], g0: { x: 50, y: 0 }, gDir: down, along: 1, across: Float32Array.of(1), s0: 0 };
    const sleeve: Piece = { label: 2, path: [{ x: 50, y: 0 }, { x: 50, y: 100 }], g0: { x: 50, y: 50 }, gDir: down, along: 1, across: Float32Array.of(1), s0: 0, minS: -50, under: { above: 30, fade: 6 } };
    const { rgb: out, alpha } = renderPieces([panel, sleeve], g, 100, 100, [undefined, undefined]);
    const grey = (x: number, y: number) => (out[(y * 100 + x) * 3] ?? 0) / (alpha[y * 100 + x] ?? 1);
    expect(grey(50, 20)).toBeCloseTo(100, 0); // 6 rows and more above row 30: the panel
    expect(grey(50, 27)).toBeCloseTo(150, 0); // halfway through the turn: half each
    expect(grey(50, 40)).toBeCloseTo(200, 0); // below row 30: the sleeve
    expect(alpha[20 * 100 + 50]).toBeCloseTo(1, 5);
  });
});
