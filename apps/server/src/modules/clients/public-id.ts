import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: shoppers type this code from a shop counter or a poster.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A human-friendly Client User ID such as `TRY-7K3M9Q`. */
export function generatePublicId(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `TRY-${code}`;
}
