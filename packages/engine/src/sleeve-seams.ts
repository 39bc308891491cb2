// Where a sleeve of another colour is sewn on. The pieces (pieces.ts) part a top's sleeves from its
// panel at the side seam's column: above the armpit all that lies outside that column is sleeve. A
// T-shirt's shoulder reaches past its side seam to where the sleeve is sewn on, so a strip of the
// panel's shoulder went with each sleeve; laid down the arm, a ringer T-shirt's dark sleeve had a
// wedge of the lilac body on its cap (00055 on every person), ragged where the dark began. Where
// the sleeve's colour is far from the panel's beside the seam, the strip up to the colour's change
// is given back to the panel, row by row above the armpit (the panel's colour read per row: a band of
// another colour across a top reaches the seam on its rows only). A sleeve of the panel's colour keeps
// the seam's column: nothing there tells where it was sewn on.
import { median, medianRgb, nearestColour, rgbDistance } from './image.ts';
import { PANEL } from './pieces.ts';

/** The least RGB distance between a sleeve's colour and the panel's beside the seam for the seam to be read from colour. */
const CONTRAST = 80;
/** Sleeve pixels farther than this past the seam's column (share of the panel's half-width) give the sleeve's colour. */
const SLEEVE_FROM = 0.3;
/** Panel pixels within this of the seam's column (share of the panel's half-width) give the panel's colour beside it. */
const PANEL_BAND = 0.15;
/** At most this far past the seam's column (share of the panel's half-width) is a row given back to the panel. */
const MAX_STRIP = 0.4;
/** Rows either side of a row over which its strip's width is the median (see seamByColour). */
const SMOOTH = 8;
/** The share of each sample within CONTRAST / 2 of its median for the sleeve and the panel to count as plain colours. */
const PLAIN = 0.75;
/** The fewest rows (share of the panel's half-width) of a band of one colour across a panel of several. */
const BAND_ROWS = 0.2;
/** The fewest panel pixels beside the seam on a row for its colour to be read. */
const MIN_BAND = 3;
/** A row's strip ends after this many pixels in a row nearer the sleeve's colour (a print's dot on the shoulder is not the seam). */
const RUN = 3;

export interface SeamSide {
  label: number;
  /** The side seam's column and which way the sleeve lies from it (-1 image-left, 1 image-right). */
  edge: number;
  dir: -1 | 1;
  /** Rows from the panel's top down to this side's armpit. */
  top: number;
  armpit: number;
  /** The other side seam's column (its panel's colour tells a band across the panel). */
  other?: number;
}

/**
 * Gives back to the panel, on each row of `side` above its armpit, the sleeve's pixels from the seam's
 * column outwards while they are nearer the panel's colour than the sleeve's (ending where RUN in a
 * row are the sleeve's), when the two colours are at least CONTRAST apart. `labels` is changed in place;
 * true when any pixel was given back.
 */
export function seamByColour(labels: Uint8Array, rgb: Uint8Array, w: number, h: number, side: SeamSide, halfW: number): boolean {
  const { label, edge, dir } = side;
  const past = (x: number) => (x - edge) * dir;
  const [y0, y1] = [Math.max(0, side.top), Math.min(h - 1, side.armpit)];
  // The sleeve's colour from its pixels well past the column; the panel's from its band inside it, above the armpit.
  const sleeve: number[] = [];
  for (let i = 0; i < w * h; i++) if (labels[i] === label && past(i % w) > SLEEVE_FROM * halfW) sleeve.push(i);
  /** Row y's panel pixels within PANEL_BAND inside the seam's column `at`, the sleeve lying towards `d`. */
  const bandOf = (y: number, at: number, d: number) => {
    const band: number[] = [];
    for (let x = Math.max(0, Math.ceil(at - PANEL_BAND * halfW)); x <= Math.min(w - 1, Math.floor(at + PANEL_BAND * halfW)); x++)
      if (labels[y * w + x] === PANEL && (x - at) * d <= 0 && (x - at) * d > -PANEL_BAND * halfW) band.push(y * w + x);
    return band;
  };
  const bands = Array.from({ length: y1 - y0 + 1 }, (_, k) => bandOf(y0 + k, edge, dir));
  const panel = bands.flat();
  if (sleeve.length < 50 || panel.length < 50) return false;
  const s = medianRgb(rgb, sleeve);
  const dist = (i: number, c: readonly number[]) => nearestColour(rgb, i, [c]);
  // Each a plain colour: on a striped or printed top the medians of two samples of the same print
  // differ, and the rows' stripes were parted one from the next (00151, 049965's flowers).
  const plain = (sample: number[], c: readonly number[]) => sample.filter((i) => dist(i, c) < CONTRAST / 2).length >= PLAIN * sample.length;
  if (!plain(sleeve, s)) return false;
  const p = medianRgb(rgb, panel);
  // The panel's colour beside the seam on each row: one plain colour on every row; or, a panel of
  // several colours (the FILA T-shirt 00126: red shoulders, a white band, a navy body), on the rows
  // where a band of one plain colour runs across the panel (the same beside the other side's seam),
  // which a sleeve of one of its colours meets on some rows only: on the others its colour went with
  // the sleeve (a wedge of the white band on each red sleeve's cap). (A print's flower at one seam is
  // no band: 049965's and 048554's were parted row by row.)
  const rowColour = (band: number[], y: number): readonly number[] | undefined => {
    if (band.length < MIN_BAND || side.other === undefined) return undefined;
    const c = medianRgb(rgb, band);
    if (rgbDistance(c, s) < CONTRAST || !plain(band, c)) return undefined;
    const across = bandOf(y, side.other, -dir);
    if (across.length < MIN_BAND) return undefined;
    const a = medianRgb(rgb, across);
    return rgbDistance(a, c) < CONTRAST / 2 && plain(across, a) ? c : undefined;
  };
  const colours = rgbDistance(s, p) >= CONTRAST && plain(panel, p) ? bands.map(() => p) : bands.map((band, k) => rowColour(band, y0 + k));
  // And a band is tall: a run of at least BAND_ROWS of the half-width of rows of one colour (a flower
  // on both shoulders, 049965's, is not).
  for (let k = 0; k < colours.length; ) {
    const c = colours[k];
    let end = k + 1;
    while (c && end < colours.length && colours[end] && rgbDistance(colours[end]!, c) < CONTRAST / 2) end++;
    if (c && end - k < BAND_ROWS * halfW) colours.fill(undefined, k, end);
    k = end;
  }
  if (!colours.some((c) => c)) return false;
  const reach = Math.round(MAX_STRIP * halfW);
  // Per row: the first sleeve pixel from the seam's column out, and how many pixels from it are the
  // panel's (NaN: no seam found on the row).
  const froms = new Float64Array(y1 - y0 + 1);
  const widths = new Float64Array(y1 - y0 + 1).fill(NaN);
  for (let y = y0; y <= y1; y++) {
    const p = colours[y - y0];
    if (!p) continue;
    // The row's sleeve pixels from the seam's column out (they start a few pixels inside it).
    let x = Math.round(edge) - 3 * dir;
    while (x >= 0 && x < w && past(x) <= reach && labels[y * w + x] !== label) x += dir;
    froms[y - y0] = x;
    let last = -1;
    let sleeveRun = 0;
    for (; x >= 0 && x < w && past(x) <= reach && labels[y * w + x] === label; x += dir) {
      const i = y * w + x;
      if (dist(i, p) >= dist(i, s)) {
        if (++sleeveRun >= RUN) break;
        continue;
      }
      sleeveRun = 0;
      last = x;
    }
    // Up to its last pixel of the panel's colour before the sleeve's set in, or out to the garment's
    // edge (the shoulder's top rows, above where the sleeve's colour begins); a row that reaches
    // MAX_STRIP without meeting either is no seam found (a sleeve faded to the panel's colour, a print).
    const ended = sleeveRun >= RUN || (x >= 0 && x < w && past(x) <= reach);
    if (ended && last >= 0) widths[y - y0] = (last - froms[y - y0]!) * dir + 1;
  }
  // A seam is a continuous, smooth line: a row with none found between rows with one takes the width
  // between theirs, and each row's strip is the median of the widths over SMOOTH rows about it (none
  // counted as 0): rows of a shaded sleeve or a shadow nearer the other colour left teeth along it
  // (049949's grey drop sleeves beside its cream sky).
  const found = Array.from(widths.keys()).filter((k) => !Number.isNaN(widths[k]));
  for (let j = 1; j < found.length; j++) {
    const [a, b] = [found[j - 1]!, found[j]!];
    for (let k = a + 1; k < b; k++) if (colours[k]) widths[k] = widths[a]! + ((widths[b]! - widths[a]!) * (k - a)) / (b - a);
  }
  // (A row whose panel beside the seam is of the sleeve's colour, or no plain colour, tells nothing:
  // left out of the medians, and given nothing.)
  const known = Array.from(widths, (v, k) => (!colours[k] ? NaN : Number.isNaN(v) ? 0 : v));
  let given = false;
  for (let y = y0; y <= y1; y++) {
    const k = y - y0;
    if (!colours[k]) continue;
    const width = median(known.slice(Math.max(0, k - SMOOTH), k + SMOOTH + 1).filter((v) => !Number.isNaN(v)));
    for (let j = 0, x = froms[k]!; j < width && x >= 0 && x < w && labels[y * w + x] === label; j++, x += dir) {
      labels[y * w + x] = PANEL;
      given = true;
    }
  }
  return given;
}
