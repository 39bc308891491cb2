import { useState } from 'react';
import { SCREENS_WITH_CATEGORIES, type Tab } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useStoreTabs, useTabsUpdater } from '../api/tabs-api.ts';
import { TAB_SCREEN_LABELS } from '../tab-screen-labels.ts';
import { addNode, removeNode, renameNode, type TreePath } from '../tab-tree.ts';
import { AddInline, InlineName } from './inline-inputs.tsx';
import { TabFormModal, type TabFormValues } from './tab-form-modal.tsx';

type Banner = { kind: 'success' | 'error'; text: string } | null;

/**
 * /admin/tabs/{clientId}: a store's tabs and their category tree. Every change POSTs the full list
 * and the list the server returns replaces the local one; changes are saved one after another.
 */
export function TabsScreen({ clientId, storeName }: { clientId: string; storeName?: string }) {
  const query = useStoreTabs(clientId);
  const tabsUpdater = useTabsUpdater(clientId);
  const [banner, setBanner] = useState<Banner>(null);
  const [editing, setEditing] = useState<Tab | 'new' | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const tabs = query.data?.tabs ?? [];

  /** Resolves true when the change is saved (or there was nothing to save), false when it failed. */
  async function commit(edit: (current: Tab[]) => Tab[] | null, success: string | null, failure: string) {
    try {
      const saved = await tabsUpdater.update(edit);
      if (saved) setBanner(success ? { kind: 'success', text: success } : null);
      return true;
    } catch (error) {
      setBanner({ kind: 'error', text: errorMessage(error, failure) });
      return false;
    }
  }

  async function submitForm(values: TabFormValues) {
    const target = editing;
    if (!target) return;
    const ok =
      target === 'new'
        ? await commit((current) => [...current, { id: crypto.randomUUID(), categories: [], ...values }], 'Tab created successfully!', 'Failed to create tab')
        : await commit((current) => current.map((tab) => (tab.id === target.id ? { ...tab, ...values } : tab)), 'Tab updated successfully!', 'Failed to update tab');
    if (ok) setEditing(null);
  }

  function remove(tab: Tab) {
    if (!window.confirm('Are you sure you want to delete this tab?')) return;
    void commit((current) => current.filter((item) => item.id !== tab.id), 'Tab deleted successfully!', 'Failed to delete tab');
  }

  const add = (path: TreePath, kind: 'category' | 'subcategory' | 'type') => (name: string) => commit((current) => addNode(current, path, kind, name), null, 'Failed to save tabs');
  const rename = (path: TreePath) => (name: string) => commit((current) => renameNode(current, path, name), null, 'Failed to save tabs');
  const removeAt = (path: TreePath, label: string) => () => {
    if (!window.confirm(`Remove ${label} and everything under it?`)) return;
    void commit((current) => removeNode(current, path), null, 'Failed to save tabs');
  };
  const toggleEnabled = (id: string) => void commit((current) => current.map((item) => (item.id === id ? { ...item, enabled: !item.enabled } : item)), null, 'Failed to update tabs');
  const toggle = (id: string) => setExpanded((current) => new Set(current.has(id) ? [...current].filter((item) => item !== id) : [...current, id]));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950">Tabs Management</h1>
          {storeName && <p className="mt-1 text-sm text-ink-600">{storeName}</p>}
        </div>
        <Button onClick={() => setEditing('new')}>Create New Tab</Button>
      </div>
      {banner && (
        <p role={banner.kind === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm font-medium ${banner.kind === 'error' ? 'border-danger-100 bg-danger-50 text-danger-700' : 'border-success-500/20 bg-success-50 text-success-700'}`}>
          {banner.text}
        </p>
      )}
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-500">
          <Spinner /> Loading tabs...
        </p>
      ) : query.error ? (
        <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {errorMessage(query.error, 'Failed to fetch tabs')}
        </p>
      ) : tabs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center text-sm text-ink-500">No tabs found. Add a new tab to get started.</p>
      ) : (
        <ul className="space-y-4">
          {tabs.map((tab) => {
            const open = expanded.has(tab.id);
            const hasCategories = SCREENS_WITH_CATEGORIES.includes(tab.screen);
            return (
              <li key={tab.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200/70" aria-label={`Tab ${tab.name}`}>
                <div className="flex items-center gap-3">
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-ink-100 text-sm font-semibold text-ink-700" title="Order">
                    {tab.order}
                  </span>
                  <div className="min-w-0 flex-1">
                    <button type="button" aria-expanded={open} onClick={() => toggle(tab.id)} className="inline-flex max-w-full items-center gap-1.5 text-left font-semibold text-ink-900 hover:text-brand-700">
                      <Icon name="chevron" className={`size-4 shrink-0 text-ink-400 transition-transform ${open ? 'rotate-90' : ''}`} />
                      <span className="break-words">{tab.name}</span>
                    </button>
                    <p className="ml-5.5 text-xs text-ink-500">
                      Opens {TAB_SCREEN_LABELS[tab.screen].label}
                      {hasCategories && ` · ${tab.categories.length === 1 ? '1 category' : `${tab.categories.length} categories`}`}
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-label={`${tab.enabled ? 'Disable' : 'Enable'} ${tab.name}`}
                    title={tab.enabled ? 'Enabled: click to disable' : 'Disabled: click to enable'}
                    onClick={() => toggleEnabled(tab.id)}
                    className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${tab.enabled ? 'bg-success-50 text-success-700 ring-success-500/20 hover:bg-success-100' : 'bg-ink-100 text-ink-600 ring-ink-200 hover:bg-ink-200'}`}
                  >
                    {tab.enabled ? 'Enabled' : 'Disabled'}
                  </button>
                </div>
                {hasCategories && (
                  <div className="mt-3">
                    <AddInline label={`New category for ${tab.name}`} onAdd={add({ tabId: tab.id }, 'category')} />
                  </div>
                )}
                {open && (
                  <div className="mt-4 space-y-4 border-t border-ink-100 pt-4">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <p className="text-sm text-ink-600">{tab.description || 'No description'}</p>
                      <div className="flex gap-2">
                        <Button size="sm" variant="secondary" onClick={() => setEditing(tab)}>
                          Edit
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => remove(tab)}>
                          Delete
                        </Button>
                      </div>
                    </div>
                    {hasCategories && tab.categories.length === 0 && <p className="text-sm text-ink-500">No categories yet. Add one above.</p>}
                    <ul className="space-y-3" hidden={!hasCategories}>
                      {tab.categories.map((category) => {
                        const at = { tabId: tab.id, categoryId: category.id };
                        return (
                          <li key={category.id} className="rounded-xl bg-ink-50 p-3" aria-label={`Category ${category.name}`}>
                            <InlineName name={category.name} label="category" onRename={rename(at)} onRemove={removeAt(at, `category ${category.name}`)} className="font-semibold text-ink-900" />
                            <TypeChips types={category.types} at={at} listClass="mt-2" chipClass="bg-white" rename={rename} removeAt={removeAt} />
                            <ul className="mt-2 space-y-2">
                              {category.subcategories.map((sub) => {
                                const subAt = { ...at, subcategoryId: sub.id };
                                return (
                                  <li key={sub.id} className="rounded-lg bg-white p-2.5 ring-1 ring-ink-100" aria-label={`Subcategory ${sub.name}`}>
                                    <InlineName name={sub.name} label="subcategory" onRename={rename(subAt)} onRemove={removeAt(subAt, `subcategory ${sub.name}`)} className="text-sm font-medium text-ink-900" />
                                    <TypeChips types={sub.types} at={subAt} listClass="mt-1.5" chipClass="bg-ink-50" rename={rename} removeAt={removeAt} />
                                    <div className="mt-2">
                                      <AddInline label={`New type for ${sub.name}`} onAdd={add(subAt, 'type')} />
                                    </div>
                                  </li>
                                );
                              })}
                            </ul>
                            <div className="mt-2 grid gap-2 sm:grid-cols-2">
                              <AddInline label={`New subcategory for ${category.name}`} onAdd={add(at, 'subcategory')} />
                              <AddInline label={`New type for ${category.name}`} onAdd={add(at, 'type')} />
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <TabFormModal open={editing !== null} tab={editing === 'new' ? null : editing} pending={tabsUpdater.isPending} onClose={() => setEditing(null)} onSubmit={(values) => void submitForm(values)} />
    </div>
  );
}

type TypeChipsProps = {
  types: Tab['categories'][number]['types'];
  /** The category or subcategory the types belong to. */
  at: TreePath;
  listClass: string;
  chipClass: string;
  rename: (path: TreePath) => (name: string) => Promise<boolean>;
  removeAt: (path: TreePath, label: string) => () => void;
};

/** A category's or subcategory's types as a row of chips, each with rename and remove. */
function TypeChips({ types, at, listClass, chipClass, rename, removeAt }: TypeChipsProps) {
  if (types.length === 0) return null;
  return (
    <ul className={`${listClass} flex flex-wrap gap-1.5 text-sm`}>
      {types.map((type) => {
        const typeAt = { ...at, typeId: type.id };
        return (
          <li key={type.id} className={`rounded-lg ${chipClass} px-2 py-0.5 ring-1 ring-ink-200`}>
            <InlineName name={type.name} label="type" onRename={rename(typeAt)} onRemove={removeAt(typeAt, `type ${type.name}`)} />
          </li>
        );
      })}
    </ul>
  );
}
