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
});
