import { describe, expect, it } from 'vitest';
import { blendedEdge } from '../src/blended-skin.ts';

describe('skin blended with the old garment at its edge', () => {
  // A 60 x 40 photo: red clothes on the left (x < 20), skin from x 20 on; rows 0..19 have a 2 px
  // blend of the two at the skin's edge (x 20, 21), rows 20..39 a clean edge (a shin below a hem).
  const w = 60;
  const h = 40;
  const scene = () => {
    const photo = new Uint8Array(w * h * 3);
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero().fill(255), head: zero(), arms: zero(), skin: zero() };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const blended = y < 20 && (x === 20 || x === 21);
        photo.set(x < 20 ? [150, 25, 45] : blended ? [197, 118, 111] : [237, 209, 185], i * 3);
        if (x >= 20) m.skin[i] = 255;
      }
    return { photo, m, known: Uint8Array.from(m.skin) };
  };

  it('leaves the blended pixels out of the skin to learn from, and the rest in', () => {
    const { photo, m, known } = scene();
    blendedEdge(known, photo, m, w, h).forEach((v, q) => v && (known[q] = 0));
    expect(known[10 * w + 20]).toBe(0);
    expect(known[10 * w + 21]).toBe(0);
    expect(known[10 * w + 22]).toBe(255);
    // The clean edge stays: it is the skin's own colour.
    expect(known[30 * w + 20]).toBe(255);
    expect(known[30 * w + 21]).toBe(255);
  });

  it('keeps shaded skin at the edge, which is not between the skin and the garment', () => {
    const { photo, m, known } = scene();
    // A darker but same-hued edge (the skin turning away) beside blue clothes.
    for (let y = 0; y < 20; y++) {
      photo.set([40, 60, 140], (y * w + 19) * 3);
      for (const x of [20, 21]) photo.set([200, 170, 150], (y * w + x) * 3);
    }
    blendedEdge(known, photo, m, w, h).forEach((v, q) => v && (known[q] = 0));
    expect(known[10 * w + 20]).toBe(255);
  });
});
