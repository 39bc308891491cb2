import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalysisBadge } from './analysis-badge.tsx';

describe('analysis badge', () => {
  it('says only "Ready for try-on" for a photo ready for every garment kind', () => {
    render(<AnalysisBadge analysis={{ state: 'ready', message: 'Ready for try-on.' }} />);
    expect(screen.getByTestId('analysis-state')).toHaveTextContent(/^Ready for try-on$/);
  });

  it('says which kinds a photo ready for some of them takes, and why not the others', () => {
    const message = 'Tops only with the built-in try-on engine. The person is seated: trousers, skirts and dresses need a photo of the person standing and facing the camera.';
    render(<AnalysisBadge analysis={{ state: 'ready', message }} />);
    expect(screen.getByTestId('analysis-state')).toHaveTextContent(`Ready for try-on${message}`);
  });
});
