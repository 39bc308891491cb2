import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo.tsx';

// The theme's colours, read from the stylesheet the app ships.
const css = readFileSync(path.join(import.meta.dirname, '../index.css'), 'utf8');
const themeColor = (name: string) => {
  const hex = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!hex) throw new Error(`no --color-${name} in index.css`);
  return hex;
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('BrandLogo', () => {
  // The word is 18 px bold: normal-size text for WCAG, so AA needs 4.5:1.
  it.each([
    { tone: 'dark' as const, surface: '#ffffff' },
    { tone: 'light' as const, surface: themeColor('ink-950') },
  ])('keeps "Own" readable on a $tone-tone surface', ({ tone, surface }) => {
    render(<BrandLogo tone={tone} />);
    const own = screen.getByText('Own');
    const colour = /text-([a-z]+-\d+)/.exec(own.className)?.[1];
    expect(colour).toBeDefined();
    expect(contrast(themeColor(colour!), surface)).toBeGreaterThanOrEqual(4.5);
  });
});
