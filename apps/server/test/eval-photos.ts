import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real photos of people and garments beside the repository (../shared/eval, research licence: read
 * at run time, never copied into the repo). Tests that need a photo the engine accepts skip with a
 * message when the folder is absent.
 */
/** ../shared/eval beside the repository (as in CI); EVAL_DIR points elsewhere (e.g. from a git worktree). */
export const EVAL_DIR = process.env.EVAL_DIR ?? path.resolve(fileURLToPath(new URL('../../..', import.meta.url)), '../shared/eval');

/** A full-body studio photo of one person facing the camera: accepted at upload, fits every garment kind. */
export const EVAL_PERSON = 'people/oot-052472_0.jpg';
/** Flat-lay garments: a top, a pair of trousers. */
export const EVAL_TOP = 'garments/oot-049920_1.jpg';
export const EVAL_BOTTOM = 'garments/oot-051988_1.jpg';
/** A garment photographed worn by a person: refused at upload. */
export const EVAL_WORN_GARMENT = 'garments/fashn-garment.webp';

export const hasEvalPhotos = existsSync(path.join(EVAL_DIR, EVAL_PERSON));
if (!hasEvalPhotos) console.warn(`Skipping tests that need real photos: ${EVAL_DIR} is absent.`);

export const evalPhoto = (relative: string) => readFile(path.join(EVAL_DIR, relative));
