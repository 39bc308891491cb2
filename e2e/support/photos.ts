import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from './server.ts';

/**
 * Pictures the journeys upload. Photos of people come from ../shared/eval beside the repository
 * (research licence: read at run time, never copied; EVAL_DIR overrides the place, e.g. from a git
 * worktree), since the server checks at upload that a model photo shows a person; journeys that add
 * models skip without them. Garments are drawn here, flat on white, as the check accepts them.
 */
const EVAL_DIR = process.env.EVAL_DIR ?? path.resolve(repoRoot, '../shared/eval');

/** Full-body studio photos of one person facing the camera. */
export const EVAL_PEOPLE = ['people/oot-052472_0.jpg', 'people/oot-049713_0.jpg'] as const;
export const hasEvalPhotos = existsSync(path.join(EVAL_DIR, EVAL_PEOPLE[0]));
if (!hasEvalPhotos) console.warn(`Skipping journeys that add models: ${EVAL_DIR} (real photos of people) is absent.`);

export const evalPath = (relative: string) => path.join(EVAL_DIR, relative);
export const evalPhoto = (relative: string) => readFile(evalPath(relative));

const SHAPES = {
  top: 'M250 200 L330 170 Q384 200 438 170 L518 200 L600 330 L540 370 L500 310 L500 760 L268 760 L268 310 L228 370 L168 330 Z',
  trousers: 'M270 160 L498 160 L530 900 L420 900 L384 380 L348 900 L238 900 Z',
  dress: 'M300 150 Q384 190 468 150 L500 330 L600 880 L168 880 L268 330 Z',
} as const;

/** A garment drawn flat on a white background (PNG). */
export function drawGarmentPng(shape: keyof typeof SHAPES, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024"><rect width="768" height="1024" fill="#ffffff"/><path d="${SHAPES[shape]}" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
