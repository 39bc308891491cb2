import { describe, expect, it } from 'vitest';
import { greeting } from './format.ts';

const at = (hour: number, minute = 0) => new Date(2026, 0, 15, hour, minute);

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:00 says %s', (hour, expected) => {
    expect(greeting(at(hour))).toBe(expected);
  });

  it('switches exactly at the boundary minute', () => {
    expect(greeting(at(11, 59))).toBe('Good morning');
    expect(greeting(at(17, 59))).toBe('Good afternoon');
  });
});
