import sharp from 'sharp';

/**
 * Pictures for the demo store, drawn here as SVG and rendered by sharp: the project ships no
 * third-party photos. Stylised, but shaped like the real thing (a standing figure, a flat-lay).
 */
const WIDTH = 768;
const HEIGHT = 1024;

const render = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();

export function drawModel(skin: string, hair: string, outfit: string, backdrop: string): Promise<Buffer> {
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 768 1024">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="768" height="1024" fill="url(#bg)"/>
  <ellipse cx="384" cy="990" rx="170" ry="18" fill="#000" opacity="0.08"/>
  <path d="M330 560 L318 960 L360 968 L384 640 L408 968 L450 960 L438 560 Z" fill="#2f3640"/>
  <path d="M290 250 Q384 215 478 250 L500 420 L470 580 L298 580 L268 420 Z" fill="${outfit}"/>
  <path d="M290 255 Q250 300 238 430 L228 560 L258 566 L276 440 L300 330 Z" fill="${skin}"/>
  <path d="M478 255 Q518 300 530 430 L540 560 L510 566 L492 440 L468 330 Z" fill="${skin}"/>
  <rect x="362" y="195" width="44" height="52" rx="12" fill="${skin}"/>
  <ellipse cx="384" cy="150" rx="62" ry="74" fill="${skin}"/>
  <path d="M320 140 Q330 62 384 66 Q446 62 452 140 Q440 104 384 100 Q330 104 320 140 Z" fill="${hair}"/>
  <circle cx="362" cy="150" r="5" fill="#2d3436"/><circle cx="406" cy="150" r="5" fill="#2d3436"/>
  <path d="M368 186 Q384 196 400 186" stroke="#b33939" stroke-width="4" fill="none" stroke-linecap="round"/>
  <rect x="312" y="962" width="52" height="20" rx="8" fill="#1e272e"/><rect x="404" y="962" width="52" height="20" rx="8" fill="#1e272e"/>
</svg>`);
}

export type GarmentShape = 'dress' | 'top' | 'skirt' | 'trousers';

const SHAPES: Record<GarmentShape, string> = {
  dress: 'M300 170 L350 150 Q384 180 418 150 L468 170 L500 260 L462 280 L452 380 L540 860 L228 860 L316 380 L306 280 L268 260 Z',
  top: 'M250 260 L340 220 Q384 260 428 220 L518 260 L580 420 L510 450 L480 380 L480 760 L288 760 L288 380 L258 450 L188 420 Z',
  skirt: 'M300 300 L468 300 L560 800 L208 800 Z',
  trousers: 'M292 200 L476 200 L500 860 L404 860 L384 420 L364 860 L268 860 Z',
};

export function drawGarment(shape: GarmentShape, colour: string, accent: string): Promise<Buffer> {
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 768 1024">
  <defs><pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${colour}"/><circle cx="24" cy="24" r="7" fill="${accent}" opacity="0.85"/></pattern>
</defs>
  <rect width="768" height="1024" fill="#ffffff"/>
  <path d="${SHAPES[shape]}" fill="url(#p)" stroke="${accent}" stroke-width="3"/>
</svg>`);
}
