// Test images drawn with sharp from SVG: the tests never use real photos except eval.test.ts.
import sharp from 'sharp';

export async function svgImage(width: number, height: number, body: string, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
  const img = sharp(svg).flatten({ background: '#ffffff' });
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 95 }).toBuffer();
}

/** A flat-lay T-shirt on white: torso 200..400 x 150..550, sleeves out to the sides. */
export function tshirtSvg(fill: string): string {
  return `<rect width="100%" height="100%" fill="#ffffff"/>
  <path d="M200 150 L260 150 Q300 180 340 150 L400 150 L500 250 L450 300 L400 260 L400 550 L200 550 L200 260 L150 300 L100 250 Z" fill="${fill}"/>`;
}
