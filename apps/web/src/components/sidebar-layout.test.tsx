import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarLayout, type SidebarItem } from './sidebar-layout.tsx';

const items: SidebarItem[] = [
  { id: 'overview', label: 'Overview', icon: 'overview' },
  { id: 'database', label: 'Database', icon: 'database' },
];
const bottom: SidebarItem[] = [{ id: 'settings', label: 'Settings', icon: 'settings', children: [{ id: 'logout', label: 'Log out' }] }];

/** Pretends the window is `width` px wide for min-width queries. */
function windowWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false };
  });
}

function renderLayout(onSelect = vi.fn()) {
  render(
    <SidebarLayout label="Panel" brand={<span>Brand</span>} items={items} bottomItems={bottom} activeId="overview" onSelect={onSelect} breakpoint={992}>
      <p>Content</p>
    </SidebarLayout>,
  );
  return onSelect;
}

afterEach(() => vi.restoreAllMocks());

describe('SidebarLayout', () => {
  it("titles the document with the open item's label and the area, sub-items included", () => {
    windowWidth(992);
    const layout = (activeId: string, titleArea?: string) => (
      <SidebarLayout label="Admin" brand={<span>Brand</span>} items={items} bottomItems={bottom} activeId={activeId} onSelect={vi.fn()} titleArea={titleArea}>
        <p>Content</p>
      </SidebarLayout>
    );
    const { rerender } = render(layout('database'));
    expect(document.title).toBe('Database · Admin · TryOwn');
    rerender(layout('logout', 'Nila Couture'));
    expect(document.title).toBe('Log out · Nila Couture · TryOwn');
    rerender(layout('nothing-open'));
    expect(document.title).toBe('Admin · TryOwn');
  });

  it('shows the sidebar at or above the breakpoint, marks the active item and opens sub-items', async () => {
    windowWidth(992);
    const onSelect = renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Panel' });
    expect(within(nav).getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    const settings = within(nav).getByRole('button', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(settings);
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(onSelect).toHaveBeenCalledWith('logout');
  });

  it('below the breakpoint hides the sidebar behind a menu button; the overlay closes on Esc and after a choice', async () => {
    windowWidth(991);
    const onSelect = renderLayout();
    const user = userEvent.setup();
    expect(screen.queryByRole('navigation', { name: 'Panel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Panel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Panel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Database' }));
    expect(onSelect).toHaveBeenCalledWith('database');
    expect(screen.queryByRole('navigation', { name: 'Panel' })).not.toBeInTheDocument();
  });
});
