import { describe, expect, it } from 'vitest';
import { oldTopOnChest, releaseOldShoulders } from '../src/old-shoulders.ts';
import { headLine } from '../src/person.ts';
import { keypointsAt } from './draw.ts';

const [W, H] = [200, 200];

/**
 * The head mask after releaseOldShoulders on a W x H person: shoulder joints at (50, 100) and (150, 100)
 * (shoulder widths 100: the head line is at y 86), the body from row 60 on columns 20..179, the head
 * above the line; `paint` gives each body pixel's colour and whether the skin model takes it;
 * `hair`, the hair's colour when known.
 */
function headAfter(paint: (x: number, y: number) => { rgb: readonly number[]; skin?: boolean; head?: boolean }, hair?: [number, number, number]): Uint8Array {
  const kps = keypointsAt({ leftShoulder: [150, 100], rightShoulder: [50, 100] });
  const photo = new Uint8Array(W * H * 3);
  const [body, head, skin] = [new Uint8Array(W * H), new Uint8Array(W * H), new Uint8Array(W * H)];
  for (let y = 60; y < H; y++)
    for (let x = 20; x < 180; x++) {
      const i = y * W + x;
      const p = paint(x, y);
      body[i] = 255;
      if (p.head ?? y <= 86) head[i] = 255;
      if (p.skin) skin[i] = 255;
      photo.set(p.rgb, i * 3);
    }
  const m = { body, head, skin };
  releaseOldShoulders(photo, kps, m, W, H, 100, headLine(kps, 100), true, oldTopOnChest(photo, kps, m, W, H, 100), hair);
  return head;
}

describe("the old top's shoulders above the head line", () => {
  it('are given back to the clothes where they have the chest\'s colour; hair and skin stay head', () => {
    // A white top; black hair falling on the image-right shoulder; the neck's skin in the middle.
    const head = headAfter((x, y) => {
      const hair = x >= 140 && y <= 86;
      const neck = Math.abs(x - 100) < 12;
      return { rgb: hair ? [25, 20, 18] : neck ? [200, 150, 120] : [245, 245, 245], skin: neck };
    });
    expect(head[80 * W + 60]).toBe(0); // the white top's shoulder, image-left
    expect(head[80 * W + 125]).toBe(0);
    expect(head[80 * W + 150]).toBe(255); // hair
    expect(head[80 * W + 100]).toBe(255); // the neck
    expect(head[62 * W + 60]).toBe(0); // up to 0.25 shoulder widths above the line
  });

  it("are given back where they are the chest's colour in the shade (a dark top's strap beside the neck)", () => {
    // A navy vest lit on the chest; above the line its straps in shadow (0.38 of its luma) on the
    // image-left, black hair on the image-right.
    const head = headAfter((x, y) => ({ rgb: y > 86 ? [49, 62, 84] : x >= 140 ? [20, 20, 20] : [18, 24, 36] }));
    expect(head[80 * W + 60]).toBe(0); // the strap in shadow
    expect(head[80 * W + 150]).toBe(255); // black hair is not a navy top in the shade
  });

  it("are given back with their edge against the backdrop, and hair's edge is not", () => {
    // A navy vest; above the line its shoulders up to the body's top (row 60), whose three top rows
    // are its edge blended with a light backdrop (navy in no light; rows from 61 are looked at, 0.25
    // shoulder widths above the line); black hair on the image-right.
    const head = headAfter((x, y) => ({ rgb: y <= 62 ? [110, 110, 115] : y > 86 ? [49, 62, 84] : x >= 140 ? [20, 20, 20] : [40, 51, 69] }));
    expect(head[70 * W + 60]).toBe(0); // the shoulder
    expect(head[61 * W + 60]).toBe(0); // its edge
    expect(head[62 * W + 60]).toBe(0);
    expect(head[70 * W + 160]).toBe(255); // the hair
    expect(head[70 * W + 141]).toBe(255); // beside the shoulder, off the outline
    expect(head[62 * W + 160]).toBe(255); // and its edge
  });

  it('keep what is not one piece with the old top below the line: hair of its colour on bare shoulders, at the collar too', () => {
    // A black top from row 110 down, and on the image-right its shoulder going up over the line
    // (columns 120..140); bare skin between. Black hair ends on the image-left shoulder (columns
    // 60..75, rows 70..86) and beside the neck (columns 82..90, rows 76..86), on the skin; a shadow
    // the skin model misses at the neck's base (columns 98..106, rows 81..90, below the line in the
    // face's disc of the head) is neither.
    const head = headAfter((x, y) => {
      const top = y >= 110 || (x >= 120 && x <= 140 && y >= 75);
      const hair = (x >= 60 && x <= 75 && y >= 70 && y <= 86) || (x >= 82 && x <= 90 && y >= 76 && y <= 86);
      const shadow = x >= 98 && x <= 106 && y >= 81 && y <= 90;
      return { rgb: top || hair ? [15, 15, 15] : shadow ? [120, 80, 60] : [200, 150, 120], skin: !top && !hair && !shadow, head: y <= 86 || shadow };
    });
    expect(head[80 * W + 130]).toBe(0); // the top's shoulder
    expect(head[80 * W + 68]).toBe(255); // hair on the shoulder
    expect(head[80 * W + 86]).toBe(255); // hair in the collar's zone
    expect(head[83 * W + 102]).toBe(0); // the shadow goes under the new top's neckline
  });

  it("keep the hair's colour at the collar that is one piece with hair beside it, though one piece with the top", () => {
    // A grey top below the line; the neck's skin above it; black hair hanging from beside the neck
    // (columns 105..150) down to the line, into the collar's zone (within 22 of the middle) over
    // the top's neckline, which joins the collar's block to the top below.
    const hair = (x: number, y: number) => x >= 105 && x <= 150 && y <= 86;
    const paint = (x: number, y: number) => ({ rgb: y > 86 ? [115, 115, 118] : hair(x, y) ? [15, 12, 10] : [200, 150, 120], skin: y <= 86 && !hair(x, y) });
    expect(headAfter(paint, [15, 12, 10])[84 * W + 110]).toBe(255);
    // Not the hair's colour (a shadow at the neck's base): given to the top with the collar's block.
    expect(headAfter(paint)[84 * W + 110]).toBe(0);
  });
  it("keep hair nearer the hair's colour than the top's above the line, though within the top's colour: brown hair over a navy top (hairOverTop)", () => {
    // A navy top (23,25,33); above the line on the image-right brown hair falling onto its shoulder
    // in strands, lit (55,36,26) and dark (45,27,18: within 35 of the navy); the rest of the
    // shoulders above the line the navy top's. Hair in deep shade (22,14,9; luma 16) at x 156..165.
    const strand = (x: number) => (x >> 2) % 2 === 0;
    const paint = (x: number, y: number) => ({ rgb: y > 86 || x < 140 ? [23, 25, 33] : x >= 156 ? [22, 14, 9] : strand(x) ? [55, 36, 26] : [45, 27, 18] });
    const brown = headAfter(paint, [55, 36, 26]);
    expect(brown[80 * W + 144]).toBe(255); // a lit strand
    expect(brown[80 * W + 148]).toBe(255); // a dark strand
    expect(brown[80 * W + 60]).toBe(0); // the top's shoulder
    expect(brown[80 * W + 160]).toBe(0); // too dark to tell: the top's, as without the hair's colour
    // Without the hair's colour the dark strands went to the clothes: painted over, the hair in streaks.
    expect(headAfter(paint)[80 * W + 148]).toBe(0);
    // Black hair over a black top: their shades are noise, the top's colour goes with the top.
    expect(headAfter(paint, [25, 22, 20])[80 * W + 148]).toBe(0);
  });

  it("give back a white top's warm-lit shoulder with black hair beside it: far from the hair's colour, it is not hair", () => {
    // A white top (230,230,234) whose shoulder above the line is lit warm (235,225,215), black hair
    // (29,26,25). Brought to one brightness the warm white is nearer the black hair's warm hue.
    const head = headAfter((x, y) => ({ rgb: y > 86 ? [230, 230, 234] : x >= 140 ? [29, 26, 25] : [235, 225, 215] }), [29, 26, 25]);
    expect(head[80 * W + 60]).toBe(0);
    expect(head[80 * W + 150]).toBe(255); // the hair
  });

  it('give back islands of head left in the released shoulders; a part joined to the hair, beside skin, or larger, stays (releaseIslands)', () => {
    // A white top; black hair on the image-right shoulder (x >= 140); the neck's skin in the middle.
    // Above the line on the image-left shoulder, specks off the top's colour (a sheer top's skin
    // through it, not taken for skin): a 2 x 2 one at (60, 78), two single pixels touching at a corner
    // at (70, 75) and (71, 76), a 3 x 3 one at (40, 70) (larger than 0.025 shoulder widths squared), one
    // touching the hair at a corner (139, 79) and a hair's thin end going on from it pixel by pixel
    // at corners (138, 80)..(135, 83), and one beside two pixels the skin model takes (120, 75).
    const specks = [[60, 78], [61, 78], [60, 79], [61, 79], [70, 75], [71, 76], [139, 79], [138, 80], [137, 81], [136, 82], [135, 83], [120, 75]];
    const skinAt = (x: number, y: number) => y === 75 && (x === 121 || x === 122);
    for (let y = 70; y < 73; y++) for (let x = 40; x < 43; x++) specks.push([x, y]);
    const speck = (x: number, y: number) => specks.some(([sx, sy]) => sx === x && sy === y);
    const head = headAfter((x, y) => {
      const neck = Math.abs(x - 100) < 12;
      return { rgb: x >= 140 && y <= 86 ? [25, 20, 18] : neck || skinAt(x, y) ? [200, 150, 120] : speck(x, y) ? [150, 120, 110] : [245, 245, 245], skin: neck || skinAt(x, y) };
    });
    expect(head[80 * W + 59]).toBe(0); // the top round them
    expect(head[78 * W + 60]).toBe(0); // the 2 x 2 island
    expect(head[79 * W + 61]).toBe(0);
    expect(head[75 * W + 70]).toBe(0); // the two at a corner: one speck
    expect(head[76 * W + 71]).toBe(0);
    expect(head[71 * W + 41]).toBe(255); // larger
    expect(head[79 * W + 139]).toBe(255); // touching the hair
    expect(head[83 * W + 135]).toBe(255); // and the thin end joined to it
    expect(head[75 * W + 120]).toBe(255); // beside the skin
    expect(head[75 * W + 121]).toBe(255); // and the skin
    expect(head[80 * W + 150]).toBe(255); // the hair
  });
});
