/**
 * Draws the landing page's try-on illustrations as SVG text: a stylised fashion figure in front of
 * a smart-mirror arch, wearing one outfit. Parametric, so eleven pictures share one drawing and
 * stay a few kilobytes each. Output is written by ./draw.ts into apps/web/public/landing/.
 */

export type Pattern = 'none' | 'dots' | 'stripes' | 'floral' | 'check';

export type Outfit =
  | { kind: 'wrap-dress'; color: string; accent: string; pattern?: Pattern }
  | { kind: 'maxi'; color: string; accent: string; pattern?: Pattern }
  | { kind: 'suit'; jacket: string; shirt: string; trousers: string }
  | { kind: 'kurta'; color: string; accent: string; trousers: string; pattern?: Pattern }
  | { kind: 'saree'; color: string; border: string; blouse: string; pattern?: Pattern }
  | { kind: 'jumpsuit'; color: string; belt: string }
  | { kind: 'shirt'; shirt: string; trousers: string; pattern?: Pattern };

export type Look = {
  build: 'f' | 'm';
  skin: string;
  hair: string;
  hairStyle: 'bun' | 'long' | 'bob' | 'short' | 'curly' | 'braid';
  pose: 'stand' | 'hip';
  shoe: string;
  background: [string, string];
  outfit: Outfit;
  /** Short description for the file's <title>; the page gives the <img> its own alt text. */
  title: string;
};

const CX = 200;
const Y = { shoulder: 162, waist: 250, hip: 300, knee: 388, ankle: 460 };

/** Darkens (negative) or lightens (positive) a #rrggbb colour by a fraction. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const body = (build: Look['build']) =>
  build === 'm' ? { sw: 60, ww: 42, hw: 44, leg: 17 } : { sw: 50, ww: 31, hw: 45, leg: 15 };

function patternDef(id: string, pattern: Pattern, base: string, ink: string): string {
  switch (pattern) {
    case 'dots':
      return `<pattern id="${id}" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="${base}"/><circle cx="4" cy="4" r="2.2" fill="${ink}"/><circle cx="12" cy="12" r="2.2" fill="${ink}"/></pattern>`;
    case 'stripes':
      return `<pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(90)"><rect width="12" height="12" fill="${base}"/><rect width="4" height="12" fill="${ink}"/></pattern>`;
    case 'check':
      return `<pattern id="${id}" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${base}"/><rect width="20" height="6" fill="${ink}" opacity=".45"/><rect width="6" height="20" fill="${ink}" opacity=".45"/></pattern>`;
    case 'floral':
      return `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="${base}"/><g fill="${ink}"><circle cx="7" cy="7" r="2.4"/><circle cx="7" cy="2.6" r="2"/><circle cx="7" cy="11.4" r="2"/><circle cx="2.6" cy="7" r="2"/><circle cx="11.4" cy="7" r="2"/></g><circle cx="7" cy="7" r="1.4" fill="#fde68a"/><path d="M20 18q3 4 0 8q-3-4 0-8z" fill="${shade(ink, -0.25)}" opacity=".7"/></pattern>`;
    default:
      return '';
  }
}

/** A fill for a garment: the plain colour, or a pattern made from it. */
function fabric(defs: string[], id: string, color: string, pattern: Pattern = 'none', ink = shade(color, 0.55)): string {
  if (pattern === 'none') return color;
  defs.push(patternDef(id, pattern, color, ink));
  return `url(#${id})`;
}

function armPaths(look: Look) {
  const { sw } = body(look.build);
  const l = { x: CX - sw + 4, y: Y.shoulder + 4 };
  const left = `M${l.x} ${l.y} C${l.x - 12} ${l.y + 40} ${l.x - 16} ${l.y + 78} ${l.x - 17} ${l.y + 100} C${l.x - 18} ${l.y + 124} ${l.x - 20} ${l.y + 142} ${l.x - 22} ${l.y + 160}`;
  const leftHand = { x: l.x - 23, y: l.y + 168 };
  const r = { x: CX + sw - 4, y: Y.shoulder + 4 };
  if (look.pose === 'hip') {
    const right = `M${r.x} ${r.y} C${r.x + 14} ${r.y + 30} ${r.x + 28} ${r.y + 52} ${r.x + 30} ${r.y + 66} C${r.x + 22} ${r.y + 84} ${r.x + 6} ${r.y + 92} ${r.x - 10} ${r.y + 98}`;
    return { left, leftHand, right, rightHand: { x: r.x - 14, y: r.y + 99 }, rightElbow: { x: r.x + 30, y: r.y + 66 } };
  }
  const right = `M${r.x} ${r.y} C${r.x + 12} ${r.y + 40} ${r.x + 16} ${r.y + 78} ${r.x + 17} ${r.y + 100} C${r.x + 18} ${r.y + 124} ${r.x + 20} ${r.y + 142} ${r.x + 22} ${r.y + 160}`;
  return { left, leftHand, right, rightHand: { x: r.x + 23, y: r.y + 168 }, rightElbow: { x: r.x + 17, y: r.y + 100 } };
}

/** Part of an arm path, as a sleeve: 'short' caps the shoulder, 'three-quarter' stops below the elbow, 'long' reaches the wrist. */
function sleeve(path: string, color: string, length: 'short' | 'three-quarter' | 'long', width: number): string {
  const dash = length === 'short' ? '44 400' : length === 'three-quarter' ? '128 400' : '158 400';
  return `<path d="${path}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${dash}"/>`;
}

function legs(look: Look): string {
  const { leg } = body(look.build);
  const one = (side: 1 | -1) => {
    const x = (dx: number) => CX + side * dx;
    return `M${x(2)} ${Y.hip - 8} C${x(2)} ${Y.knee - 40} ${x(4)} ${Y.knee + 20} ${x(5)} ${Y.ankle} L${x(5 + leg - 4)} ${Y.ankle} C${x(leg + 8)} ${Y.knee + 10} ${x(leg + 18)} ${Y.knee - 40} ${x(leg + 22)} ${Y.hip - 8} Z`;
  };
  const shoe = (side: 1 | -1) => `<path d="M${CX + side * 4} ${Y.ankle - 2} h${side * (leg + 2)} q${side * 10} 4 ${side * 10} 10 h${-side * (leg + 12)} z" fill="${look.shoe}"/>`;
  return `<path d="${one(-1)}" fill="${look.skin}"/><path d="${one(1)}" fill="${look.skin}"/>${shoe(-1)}${shoe(1)}`;
}

function hairBack(look: Look): string {
  const h = look.hair;
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M${CX - 30} 84 C${CX - 44} 140 ${CX - 40} 190 ${CX - 34} 214 L${CX + 34} 214 C${CX + 40} 190 ${CX + 44} 140 ${CX + 30} 84 Z" fill="${h}"/>`;
    case 'braid':
      return `<path d="M${CX - 29} 90 C${CX - 36} 120 ${CX - 30} 140 ${CX - 22} 146 L${CX + 22} 146 C${CX + 30} 140 ${CX + 36} 120 ${CX + 29} 90 Z" fill="${h}"/>`;
    case 'bob':
      return `<path d="M${CX - 33} 128 C${CX - 38} 92 ${CX - 30} 62 ${CX} 60 C${CX + 30} 62 ${CX + 38} 92 ${CX + 33} 128 Q${CX} 136 ${CX - 33} 128 Z" fill="${h}"/>`;
    case 'curly':
      return [
        [-28, 78, 14], [-32, 100, 13], [-26, 120, 12], [28, 78, 14], [32, 100, 13], [26, 120, 12], [-16, 64, 14], [0, 58, 15], [16, 64, 14],
      ]
        .map(([dx, y, r]) => `<circle cx="${CX + dx!}" cy="${y}" r="${r}" fill="${h}"/>`)
        .join('');
    default:
      return '';
  }
}

function hairFront(look: Look): string {
  const h = look.hair;
  const cap = `<path d="M${CX - 26} 100 C${CX - 30} 66 ${CX - 12} 60 ${CX + 2} 62 C${CX + 22} 62 ${CX + 30} 78 ${CX + 26} 102 C${CX + 20} 84 ${CX + 6} 76 ${CX - 6} 78 C${CX - 16} 80 ${CX - 22} 88 ${CX - 26} 100 Z" fill="${h}"/>`;
  switch (look.hairStyle) {
    case 'bun':
      return `<circle cx="${CX + 2}" cy="58" r="15" fill="${h}"/>${cap}`;
    case 'short':
      return `<path d="M${CX - 25} 96 C${CX - 30} 64 ${CX - 10} 56 ${CX + 4} 58 C${CX + 24} 60 ${CX + 30} 74 ${CX + 25} 96 C${CX + 20} 80 ${CX + 10} 74 ${CX - 2} 76 C${CX - 14} 76 ${CX - 22} 84 ${CX - 25} 96 Z" fill="${h}"/>`;
    case 'braid':
      return `${cap}${[0, 1, 2, 3, 4]
        .map((i) => `<ellipse cx="${CX + 24 + i * 3}" cy="${134 + i * 15}" rx="7" ry="9" fill="${shade(h, i % 2 ? 0.12 : 0)}"/>`)
        .join('')}`;
    case 'curly':
      return [[-14, 70, 11], [4, 66, 12], [20, 74, 10]].map(([dx, y, r]) => `<circle cx="${CX + dx!}" cy="${y}" r="${r}" fill="${h}"/>`).join('');
    default:
      return cap;
  }
}

function head(look: Look): string {
  const neckW = look.build === 'm' ? 11 : 9;
  return [
    `<path d="M${CX - neckW} 114 L${CX + neckW} 114 L${CX + neckW + 2} ${Y.shoulder + 6} L${CX - neckW - 2} ${Y.shoulder + 6} Z" fill="${look.skin}"/>`,
    `<path d="M${CX - neckW} 124 Q${CX} 136 ${CX + neckW} 124 L${CX + neckW} 130 Q${CX} 140 ${CX - neckW} 130 Z" fill="${shade(look.skin, -0.12)}"/>`,
    `<ellipse cx="${CX}" cy="96" rx="${look.build === 'm' ? 25 : 24}" ry="30" fill="${look.skin}"/>`,
    `<ellipse cx="${CX - 12}" cy="106" rx="5" ry="3" fill="#f87171" opacity=".22"/><ellipse cx="${CX + 12}" cy="106" rx="5" ry="3" fill="#f87171" opacity=".22"/>`,
    // Closed, content eyes and a small smile: a calm face that suits every look.
    `<path d="M${CX - 14} 97q4.5 3.5 9 0M${CX + 5} 97q4.5 3.5 9 0" stroke="${shade(look.skin, -0.6)}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
    `<path d="M${CX - 5} 113q5 3.5 10 0" stroke="#9f1239" stroke-width="2.2" fill="none" stroke-linecap="round" opacity=".7"/>`,
  ].join('');
}

/** The garment layers in the order they overlap; `arms` are drawn between under- and over-layers. */
function outfit(look: Look, defs: string[], arms: ReturnType<typeof armPaths>): { under: string; over: string } {
  const { sw, ww, hw } = body(look.build);
  const S = Y.shoulder;
  const W = Y.waist;
  const o = look.outfit;
  const torso = (fill: string, neck: 'v' | 'round' | 'collar', to = W) =>
    neck === 'v'
      ? `<path d="M${CX - sw} ${S} L${CX - 13} ${S - 8} L${CX} ${S + 34} L${CX + 13} ${S - 8} L${CX + sw} ${S} C${CX + sw - 2} ${S + 40} ${CX + ww + 4} ${to - 40} ${CX + ww} ${to} L${CX - ww} ${to} C${CX - ww - 4} ${to - 40} ${CX - sw + 2} ${S + 40} ${CX - sw} ${S} Z" fill="${fill}"/>`
      : `<path d="M${CX - sw} ${S} L${CX - 14} ${S - 8} Q${CX} ${S + 8} ${CX + 14} ${S - 8} L${CX + sw} ${S} C${CX + sw - 2} ${S + 40} ${CX + ww + 4} ${to - 40} ${CX + ww} ${to} L${CX - ww} ${to} C${CX - ww - 4} ${to - 40} ${CX - sw + 2} ${S + 40} ${CX - sw} ${S} Z" fill="${fill}"/>${
          neck === 'collar'
            ? `<path d="M${CX - 15} ${S - 9} L${CX - 2} ${S + 10} L${CX - 20} ${S + 4} Z M${CX + 15} ${S - 9} L${CX + 2} ${S + 10} L${CX + 20} ${S + 4} Z" fill="${shade(fill.startsWith('#') ? fill : '#ffffff', 0.35)}"/>`
            : ''
        }`;
  const trousers = (fill: string, flare: number, top = W) =>
    `<path d="M${CX - ww - 2} ${top} L${CX + ww + 2} ${top} C${CX + hw + 4} ${Y.hip} ${CX + hw + flare} ${Y.knee} ${CX + hw + flare - 4} ${Y.ankle + 2} L${CX + 6} ${Y.ankle + 2} L${CX} ${Y.hip + 26} L${CX - 6} ${Y.ankle + 2} L${CX - hw - flare + 4} ${Y.ankle + 2} C${CX - hw - flare} ${Y.knee} ${CX - hw - 4} ${Y.hip} ${CX - ww - 2} ${top} Z" fill="${fill}"/><path d="M${CX} ${Y.hip + 26} L${CX} ${Y.ankle}" stroke="${shade(fill.startsWith('#') ? fill : '#000000', -0.2)}" stroke-width="1.5" opacity=".5"/>`;
  const skirt = (fill: string, hem: number, spread: number) =>
    `<path d="M${CX - ww} ${W - 2} L${CX + ww} ${W - 2} C${CX + hw + 4} ${W + 40} ${CX + hw + spread - 10} ${hem - 60} ${CX + hw + spread} ${hem} Q${CX} ${hem + 16} ${CX - hw - spread} ${hem} C${CX - hw - spread + 10} ${hem - 60} ${CX - hw - 4} ${W + 40} ${CX - ww} ${W - 2} Z" fill="${fill}"/>`;
  const fold = (x1: number, y1: number, x2: number, y2: number, color: string) =>
    `<path d="M${x1} ${y1} Q${(x1 + x2) / 2 + 4} ${(y1 + y2) / 2} ${x2} ${y2}" stroke="${color}" stroke-width="2" fill="none" opacity=".35" stroke-linecap="round"/>`;
  const belt = (color: string) => `<rect x="${CX - ww - 1}" y="${W - 8}" width="${2 * ww + 2}" height="10" rx="3" fill="${color}"/>`;

  switch (o.kind) {
    case 'wrap-dress': {
      const f = fabric(defs, 'wrap', o.color, o.pattern);
      return {
        under: '',
        over: `${skirt(f, Y.knee, 22)}${torso(f, 'v')}<path d="M${CX + 13} ${S - 8} L${CX - ww + 6} ${W - 4}" stroke="${shade(o.color, -0.25)}" stroke-width="2" opacity=".5"/>${belt(o.accent)}<path d="M${CX + ww - 4} ${W - 2} q10 26 2 44 M${CX + ww - 2} ${W - 2} q18 20 16 40" stroke="${o.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>${fold(CX - 12, W + 20, CX - 34, Y.knee - 4, shade(o.color, -0.4))}${fold(CX + 18, W + 24, CX + 40, Y.knee - 2, shade(o.color, -0.4))}${sleeve(arms.left, f, 'short', 22)}${sleeve(arms.right, f, 'short', 22)}`,
      };
    }
    case 'maxi': {
      const f = fabric(defs, 'maxi', o.color, o.pattern);
      return {
        under: '',
        over: `${skirt(f, Y.ankle + 6, 46)}${torso(f, 'round')}${belt(o.accent)}${fold(CX - 10, W + 30, CX - 50, Y.ankle - 6, shade(o.color, -0.4))}${fold(CX + 12, W + 30, CX + 52, Y.ankle - 6, shade(o.color, -0.4))}${fold(CX, W + 40, CX + 2, Y.ankle, shade(o.color, -0.4))}${sleeve(arms.left, f, 'three-quarter', 20)}${sleeve(arms.right, f, 'three-quarter', 20)}`,
      };
    }
    case 'suit': {
      const lapel = shade(o.jacket, -0.18);
      return {
        under: `${trousers(o.trousers, 8)}`,
        over: `<path d="M${CX - sw - 2} ${S} L${CX - 13} ${S - 8} L${CX + 13} ${S - 8} L${CX + sw + 2} ${S} C${CX + sw} ${S + 40} ${CX + ww + 10} ${W - 30} ${CX + ww + 8} ${W} L${CX + hw + 2} ${Y.hip + 14} L${CX - hw - 2} ${Y.hip + 14} L${CX - ww - 8} ${W} C${CX - ww - 10} ${W - 30} ${CX - sw} ${S + 40} ${CX - sw - 2} ${S} Z" fill="${o.jacket}"/><path d="M${CX - 13} ${S - 8} L${CX} ${W - 20} L${CX + 13} ${S - 8} Z" fill="${o.shirt}"/><path d="M${CX - 13} ${S - 8} L${CX - 24} ${S + 30} L${CX - 12} ${S + 34} L${CX} ${W - 20} Z M${CX + 13} ${S - 8} L${CX + 24} ${S + 30} L${CX + 12} ${S + 34} L${CX} ${W - 20} Z" fill="${lapel}"/><circle cx="${CX + 4}" cy="${W - 4}" r="3" fill="${shade(o.jacket, -0.4)}"/><circle cx="${CX + 4}" cy="${W + 16}" r="3" fill="${shade(o.jacket, -0.4)}"/><path d="M${CX - ww - 4} ${W + 24} h22" stroke="${lapel}" stroke-width="3"/>${sleeve(arms.left, o.jacket, 'long', 22)}${sleeve(arms.right, o.jacket, 'long', 22)}`,
      };
    }
    case 'kurta': {
      const f = fabric(defs, 'kurta', o.color, o.pattern);
      const hem = Y.knee + 6;
      return {
        under: `${trousers(o.trousers, -10, Y.hip)}`,
        over: `<path d="M${CX - sw} ${S} L${CX - 14} ${S - 8} Q${CX} ${S + 8} ${CX + 14} ${S - 8} L${CX + sw} ${S} C${CX + sw - 2} ${S + 40} ${CX + ww + 4} ${W - 40} ${CX + ww + 2} ${W} L${CX + hw + 12} ${hem} L${CX + hw - 4} ${hem} L${CX + hw - 8} ${Y.hip + 10} L${CX - hw + 8} ${Y.hip + 10} L${CX - hw + 4} ${hem} L${CX - hw - 12} ${hem} L${CX - ww - 2} ${W} C${CX - ww - 4} ${W - 40} ${CX - sw + 2} ${S + 40} ${CX - sw} ${S} Z" fill="${f}"/><path d="M${CX - hw + 8} ${Y.hip + 10} L${CX + hw - 8} ${Y.hip + 10} L${CX + hw - 4} ${hem} L${CX - hw + 4} ${hem} Z" fill="${f}"/><path d="M${CX} ${S + 2} v44" stroke="${o.accent}" stroke-width="4"/><path d="M${CX - 14} ${S - 8} Q${CX} ${S + 8} ${CX + 14} ${S - 8}" stroke="${o.accent}" stroke-width="4" fill="none"/><path d="M${CX - hw - 12} ${hem - 4} L${CX - hw + 4} ${hem - 4} M${CX - hw + 4} ${hem - 4} L${CX + hw - 4} ${hem - 4} M${CX + hw - 4} ${hem - 4} L${CX + hw + 12} ${hem - 4}" stroke="${o.accent}" stroke-width="6"/>${sleeve(arms.left, f, 'three-quarter', 20)}${sleeve(arms.right, f, 'three-quarter', 20)}`,
      };
    }
    case 'saree': {
      const f = fabric(defs, 'saree', o.color, o.pattern);
      const hem = Y.ankle + 6;
      const pleats = [-10, -4, 2, 8]
        .map((dx) => `<path d="M${CX + dx} ${W + 40} L${CX + dx * 1.8} ${hem}" stroke="${shade(o.color, -0.3)}" stroke-width="1.6" opacity=".5"/>`)
        .join('');
      return {
        // The midriff between blouse and skirt is skin.
        under: `<path d="M${CX - ww - 4} ${S + 40} L${CX + ww + 4} ${S + 40} L${CX + ww + 2} ${W} L${CX - ww - 2} ${W} Z" fill="${look.skin}"/>`,
        over: `${torso(o.blouse, 'round', S + 56)}<path d="M${CX - ww - 2} ${W - 8} L${CX + ww + 2} ${W - 8} C${CX + hw + 10} ${W + 60} ${CX + hw + 16} ${hem - 60} ${CX + hw + 20} ${hem} Q${CX} ${hem + 10} ${CX - hw - 20} ${hem} C${CX - hw - 16} ${hem - 60} ${CX - hw - 10} ${W + 60} ${CX - ww - 2} ${W - 8} Z" fill="${f}"/>${pleats}<path d="M${CX - hw - 20} ${hem - 10} Q${CX} ${hem} ${CX + hw + 20} ${hem - 10}" stroke="${o.border}" stroke-width="8" fill="none"/><path d="M${CX - sw + 2} ${S - 2} L${CX - sw + 30} ${S - 8} L${CX + ww + 14} ${W + 30} L${CX + ww - 8} ${W + 52} Z" fill="${f}"/><path d="M${CX - sw + 30} ${S - 8} L${CX + ww + 14} ${W + 30}" stroke="${o.border}" stroke-width="7"/><path d="M${CX - sw + 2} ${S - 2} L${CX - sw - 6} ${S + 90} L${CX - sw + 14} ${S + 96} L${CX - sw + 22} ${S + 10} Z" fill="${f}"/><path d="M${CX - sw - 6} ${S + 90} L${CX - sw + 14} ${S + 96}" stroke="${o.border}" stroke-width="6"/>${sleeve(arms.left, o.blouse, 'short', 20)}${sleeve(arms.right, o.blouse, 'short', 20)}`,
      };
    }
    case 'jumpsuit': {
      return {
        under: '',
        over: `${trousers(o.color, 10)}${torso(o.color, 'v')}${belt(o.belt)}<circle cx="${CX}" cy="${W - 3}" r="5" fill="${shade(o.belt, 0.4)}"/>${fold(CX - 20, Y.hip + 10, CX - 30, Y.ankle - 10, shade(o.color, -0.4))}${fold(CX + 20, Y.hip + 10, CX + 32, Y.ankle - 10, shade(o.color, -0.4))}`,
      };
    }
    case 'shirt': {
      const f = fabric(defs, 'shirt', o.shirt, o.pattern, shade(o.shirt, -0.3));
      return {
        under: `${trousers(o.trousers, 0)}`,
        over: `${torso(f, 'collar', W + 14)}<path d="M${CX} ${S + 4} v${W - S + 6}" stroke="${shade(o.shirt, -0.25)}" stroke-width="1.5"/>${[20, 44, 68].map((d) => `<circle cx="${CX + 3}" cy="${S + d}" r="2" fill="${shade(o.shirt, -0.4)}"/>`).join('')}${sleeve(arms.left, f, 'three-quarter', 22)}${sleeve(arms.right, f, 'three-quarter', 22)}`,
      };
    }
  }
}

function backdrop(look: Look): string {
  const [from, to] = look.background;
  const star = (x: number, y: number, s: number, o: number) =>
    `<path d="M${x} ${y - s}q${s * 0.18} ${s * 0.82} ${s} ${s}q${-s * 0.82} ${s * 0.18} ${-s} ${s}q${-s * 0.18} ${-s * 0.82} ${-s} ${-s}q${s * 0.82} ${-s * 0.18} ${s} ${-s}z" fill="#fff" opacity="${o}"/>`;
  const corner = (x: number, y: number, dx: number, dy: number) => `<path d="M${x} ${y + dy * 22}V${y}h${dx * 22}" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".9"/>`;
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity=".15"/></linearGradient></defs>`,
    `<rect width="400" height="500" fill="url(#bg)"/>`,
    `<circle cx="330" cy="90" r="70" fill="#fff" opacity=".18"/><circle cx="60" cy="420" r="90" fill="#fff" opacity=".12"/>`,
    `<path d="M88 478V190a112 112 0 0 1 224 0v288z" fill="url(#glass)" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>`,
    `<ellipse cx="200" cy="472" rx="86" ry="10" fill="#0b1020" opacity=".12"/>`,
    star(66, 110, 14, 0.9),
    star(340, 250, 10, 0.8),
    star(96, 300, 7, 0.7),
    corner(108, 48, 1, 1),
    corner(292, 48, -1, 1),
  ].join('');
}

/** The whole picture, 400 x 500. */
export function drawLook(look: Look): string {
  const defs: string[] = [];
  const arms = armPaths(look);
  const clothes = outfit(look, defs, arms);
  const armStroke = look.build === 'm' ? 15 : 13;
  const arm = (d: string) => `<path d="${d}" fill="none" stroke="${look.skin}" stroke-width="${armStroke}" stroke-linecap="round"/>`;
  const hand = (p: { x: number; y: number }) => `<circle cx="${p.x}" cy="${p.y}" r="${armStroke / 2 + 1.5}" fill="${look.skin}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img"><title>${look.title}</title>`,
    backdrop(look),
    defs.length ? `<defs>${defs.join('')}</defs>` : '',
    hairBack(look),
    legs(look),
    head(look),
    clothes.under,
    arm(arms.left),
    arm(arms.right),
    hand(arms.leftHand),
    hand(arms.rightHand),
    clothes.over,
    hairFront(look),
    '</svg>',
  ].join('');
}
