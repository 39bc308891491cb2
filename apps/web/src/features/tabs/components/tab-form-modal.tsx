import { useState, type FormEvent } from 'react';
import { TAB_ICONS, TAB_SCREENS, type Tab, type TabScreen } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TAB_SCREEN_LABELS } from '../tab-screen-labels.ts';
import { parseOrder } from '../tab-tree.ts';

/** Words for the spec's icon keys, so the list reads 'T-shirt (fa-tshirt)' rather than bare keys. */
const ICON_WORDS: Record<(typeof TAB_ICONS)[number], string> = {
  'fa-home': 'Home',
  'fa-building': 'Building',
  'fa-cube': 'Cube',
  'fa-tshirt': 'T-shirt',
  'fa-photo-video': 'Photo and video',
  'fa-users': 'Users',
  'fa-chart-bar': 'Bar chart',
  'fa-image': 'Image',
  'fa-video': 'Video',
  'fa-cog': 'Settings',
  'fa-headset': 'Headset',
};

export type TabFormValues = Pick<Tab, 'name' | 'screen' | 'description' | 'icon' | 'order' | 'enabled'>;

/**
 * Create/edit a tab. Name required; order not negative; a non-numeric order becomes 0. The screen
 * is chosen at creation and only shown when editing: renaming a tab never changes what it opens.
 */
export function TabFormModal({ open, tab, pending, onClose, onSubmit }: { open: boolean; tab: Tab | null; pending: boolean; onClose: () => void; onSubmit: (values: TabFormValues) => void }) {
  const [errors, setErrors] = useState<{ name?: string; order?: string }>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const order = parseOrder(String(data.get('order') ?? ''));
    const next = { name: name ? undefined : 'Tab name is required', order: order === null ? 'Order must be a positive number' : undefined };
    setErrors(next);
    if (next.name || next.order) return;
    const screen = tab?.screen ?? (String(data.get('screen') ?? 'custom') as TabScreen);
    onSubmit({ name, screen, description: String(data.get('description') ?? ''), icon: String(data.get('icon') ?? ''), order: order ?? 0, enabled: data.get('enabled') === 'on' });
  }

  function close() {
    setErrors({});
    onClose();
  }

  return (
    <Modal open={open} title={tab ? 'Edit Tab' : 'Create New Tab'} onClose={close}>
      <form key={tab?.id ?? 'new'} onSubmit={handleSubmit} noValidate aria-label={tab ? 'Edit tab' : 'Create tab'} className="flex flex-col gap-4">
        <Field name="name" label="Tab Name" required defaultValue={tab?.name ?? ''} error={errors.name} />
        {tab ? (
          <p className="rounded-xl bg-ink-50 px-3.5 py-2.5 text-sm text-ink-700">
            Opens <strong>{TAB_SCREEN_LABELS[tab.screen].label}</strong>, whatever its name. To open another screen, create a new tab.
          </p>
        ) : (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="tab-screen" className="text-sm font-medium text-ink-700">
              Screen
            </label>
            <select id="tab-screen" name="screen" defaultValue="custom" aria-describedby="tab-screen-hint" className="h-11 rounded-xl border border-ink-200 bg-white px-3 text-sm">
              {TAB_SCREENS.map((screen) => (
                <option key={screen} value={screen}>
                  {`${TAB_SCREEN_LABELS[screen].label}: ${TAB_SCREEN_LABELS[screen].hint}`}
                </option>
              ))}
            </select>
            <p id="tab-screen-hint" className="text-xs text-ink-500">
              What the tab opens. It stays the same when the tab is renamed.
            </p>
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="tab-description" className="text-sm font-medium text-ink-700">
            Description
          </label>
          <textarea id="tab-description" name="description" defaultValue={tab?.description ?? ''} rows={3} className="rounded-xl border border-ink-200 px-3.5 py-2 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100" />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="tab-icon" className="text-sm font-medium text-ink-700">
            Icon
          </label>
          <select id="tab-icon" name="icon" defaultValue={tab?.icon ?? TAB_ICONS[0]} className="h-11 rounded-xl border border-ink-200 bg-white px-3 text-sm">
            {TAB_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {`${ICON_WORDS[icon]} (${icon})`}
              </option>
            ))}
          </select>
        </div>
        <Field name="order" label="Order" type="number" min={0} defaultValue={String(tab?.order ?? 0)} error={errors.order} />
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <input type="checkbox" name="enabled" defaultChecked={tab?.enabled ?? true} className="size-4" />
          Enabled
        </label>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} pendingLabel="Saving...">
            {tab ? 'Update Tab' : 'Create Tab'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
