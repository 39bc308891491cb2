import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastHost } from './toast.tsx';

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows messages top-right with their variant and closes them after 5000 ms', async () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Failed to delete client. Please try again.');
    });
    const message = await screen.findByText('Failed to delete client. Please try again.');
    const toastElement = message.closest('.Toastify__toast');
    expect(toastElement).toHaveClass('Toastify__toast--error');
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    // The progress bar drives auto-close: its animation lasts exactly the spec's 5000 ms.
    const bar = toastElement?.querySelector<HTMLElement>('[role="progressbar"]');
    expect(bar?.style.animationDuration).toBe('5000ms');
  });

  it('labels the region with its Alt+T shortcut', () => {
    render(<ToastHost />);
    expect(screen.getByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
  });
});
