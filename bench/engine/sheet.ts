// Contact sheets: person, garment and result side by side, with what failed written under each.
import sharp, { type OverlayOptions } from 'sharp';

export interface Tile {
  person: Buffer;
  garment: Buffer;
  result?: Buffer;
  /** First line: pair and verdict; further lines: failing checks. */
  lines: string[];
  ok: boolean;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function thumb(img: Buffer | undefined, w: number, h: number): Promise<Buffer> {
  return img
    ? sharp(img).rotate().resize(w, h, { fit: 'contain', background: '#000' }).png().toBuffer()
    : sharp({ create: { width: w, height: h, channels: 3, background: '#444' } }).png().toBuffer();
}

/** A combo's garments for its tile: the top above the bottom, on white. */
export async function comboPicture(top: Buffer, bottom: Buffer): Promise<Buffer> {
  const [t, b] = await Promise.all([top, bottom].map((img) => sharp(img).rotate().resize(384, 512, { fit: 'contain', background: '#fff' }).png().toBuffer()));
  return sharp({ create: { width: 384, height: 1024, channels: 3, background: '#fff' } })
    .composite([{ input: t!, top: 0, left: 0 }, { input: b!, top: 512, left: 0 }])
    .png()
    .toBuffer();
}

/** One PNG: `cols` tiles per row, each three images of tw x th with `textLines` lines of text below. */
export async function contactSheet(tiles: Tile[], cols: number, tw: number, th: number, textLines = 3): Promise<Buffer> {
  const fs = Math.max(8, Math.round(tw / 11));
  const lh = fs + 2;
  const tileW = tw * 3 + 4;
  const tileH = th + lh * textLines + 4;
  const rows = Math.ceil(tiles.length / cols);
  const parts: OverlayOptions[] = [];
  for (const [k, t] of tiles.entries()) {
    const left = (k % cols) * tileW;
    const top = Math.floor(k / cols) * tileH;
    const imgs = await Promise.all([thumb(t.person, tw, th), thumb(t.garment, tw, th), thumb(t.result, tw, th)]);
    imgs.forEach((input, j) => parts.push({ input, left: left + j * tw, top }));
    const text = t.lines
      .slice(0, textLines)
      .map((s, j) => `<text x="2" y="${(j + 1) * lh - 2}" font-size="${fs}" font-family="sans-serif" fill="${j === 0 ? (t.ok ? '#8f8' : '#f66') : '#fc6'}">${esc(s.slice(0, Math.floor((tileW * 2) / fs)))}</text>`)
      .join('');
    parts.push({ input: Buffer.from(`<svg width="${tileW - 4}" height="${lh * textLines}" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="#111"/>${text}</svg>`), left, top: top + th });
  }
  return sharp({ create: { width: cols * tileW, height: rows * tileH, channels: 3, background: '#222' } })
    .composite(parts)
    .png()
    .toBuffer();
}
