import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plans } from '../landing-content.ts';
import { PlansSection } from './plans-section.tsx';

/** Pictographs that need an emoji font (which many machines lack: they show as boxes). */
const EMOJI = /\p{Extended_Pictographic}/u;

describe('plans', () => {
  it('marks each plan with a drawn icon, never an emoji', () => {
    render(<PlansSection />);
    for (const plan of plans) {
      const card = screen.getByRole('article', { name: plan.name });
      const mark = within(card).getByRole('img', { name: `${plan.name} icon` });
      expect(mark.querySelector('svg path')).not.toBeNull();
      expect(card.textContent).not.toMatch(EMOJI);
    }
  });
});
