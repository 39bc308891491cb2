import { useState } from 'react';
import type { Tab } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveTabs, useStoreTabs } from '../api/tabs-api.ts';
import { addNode, renameNode, type TreePath } from '../tab-tree.ts';
import { AddInline, InlineName } from './inline-inputs.tsx';
import { TabFormModal, type TabFormValues } from './tab-form-modal.tsx';

type Banner = { kind: 'success' | 'error'; text: string } | null;

/** /admin/tabs/{clientId}: a store's tabs and their category tree; every change POSTs the full list. */
export function TabsScreen({ clientId }: { clientId: string }) {
  const query = useStoreTabs(clientId);
  const save = useSaveTabs(clientId);
  const [banner, setBanner] = useState<Banner>(null);
  const [editing, setEditing] = useState<Tab | 'new' | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const tabs = query.data?.tabs ?? [];

  async function commit(next: Tab[] | null, success: string | null, failure: string) {
    if (!next) return false;
    try {
      await save.mutateAsync(next);
      setBanner(success ? { kind: 'success', text: success } : null);
      return true;
    } catch (error) {
      setBanner({ kind: 'error', text: errorMessage(error, failure) });
      return false;
    }
  }

  async function submitForm(values: TabFormValues) {
    const ok =
      editing === 'new'
        ? await commit([...tabs, { id: crypto.randomUUID(), categories: [], ...values }], 'Tab created successfully!', 'Failed to create tab')
        : editing && (await commit(tabs.map((tab) => (tab.id === editing.id ? { ...tab, ...values } : tab)), 'Tab updated successfully!', 'Failed to update tab'));
    if (ok) setEditing(null);
  }

  function remove(tab: Tab) {
    if (!window.confirm('Are you sure you want to delete this tab?')) return;
    void commit(
      tabs.filter((item) => item.id !== tab.id),
      'Tab deleted successfully!',
      'Failed to delete tab',
    );
  }

  const add = (path: TreePath, kind: 'category' | 'subcategory' | 'type') => (name: string) => void commit(addNode(tabs, path, kind, name), null, 'Failed to save tabs');
  const rename = (path: TreePath) => (name: string) => void commit(renameNode(tabs, path, name), null, 'Failed to save tabs');
  const toggle = (id: string) => setExpanded((current) => new Set(current.has(id) ? [...current].filter((item) => item !== id) : [...current, id]));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950">Tabs Management</h1>
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
            return (
              <li key={tab.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200/70" aria-label={`Tab ${tab.name}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <span className="grid size-8 place-items-center rounded-lg bg-ink-100 text-sm font-semibold text-ink-700" title="Order">
                    {tab.order}
                  </span>
                  <button type="button" aria-expanded={open} onClick={() => toggle(tab.id)} className="flex-1 text-left font-semibold text-ink-900 hover:text-brand-700">
                    {tab.name}
                  </button>
                  <button
                    type="button"
                    aria-label={`${tab.enabled ? 'Disable' : 'Enable'} ${tab.name}`}
                    onClick={() => void commit(tabs.map((item) => (item.id === tab.id ? { ...item, enabled: !item.enabled } : item)), null, 'Failed to update tabs')}
                    className={`rounded-full px-3 py-1 text-xs font-semibold ${tab.enabled ? 'bg-success-50 text-success-700' : 'bg-ink-100 text-ink-600'}`}
                  >
                    {tab.enabled ? 'Enabled' : 'Disabled'}
                  </button>
                </div>
                <div className="mt-3">
                  <AddInline label={`New category for ${tab.name}`} onAdd={add({ tabId: tab.id }, 'category')} />
                </div>
                {open && (
                  <div className="mt-4 space-y-4 border-t border-ink-100 pt-4">
                    <p className="text-sm text-ink-600">{tab.description || 'No description'}</p>
                    <div className="flex gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(tab)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => remove(tab)}>
                        Delete
                      </Button>
                    </div>
                    <ul className="space-y-3">
                      {tab.categories.map((category) => {
                        const at = { tabId: tab.id, categoryId: category.id };
                        return (
                          <li key={category.id} className="rounded-xl bg-ink-50 p-3" aria-label={`Category ${category.name}`}>
                            <InlineName name={category.name} label="category" onRename={rename(at)} className="font-medium text-ink-900" />
                            <ul className="ml-4 mt-2 space-y-1 text-sm">
                              {category.types.map((type) => (
                                <li key={type.id}>
                                  <InlineName name={type.name} label="type" onRename={rename({ ...at, typeId: type.id })} />
                                </li>
                              ))}
                            </ul>
                            <ul className="ml-4 mt-2 space-y-2">
                              {category.subcategories.map((sub) => (
                                <li key={sub.id} className="rounded-lg bg-white p-2" aria-label={`Subcategory ${sub.name}`}>
                                  <InlineName name={sub.name} label="subcategory" onRename={rename({ ...at, subcategoryId: sub.id })} className="text-sm font-medium" />
                                  <ul className="ml-4 mt-1 space-y-1 text-sm">
                                    {sub.types.map((type) => (
                                      <li key={type.id}>
                                        <InlineName name={type.name} label="type" onRename={rename({ ...at, subcategoryId: sub.id, typeId: type.id })} />
                                      </li>
                                    ))}
                                  </ul>
                                  <div className="mt-2">
                                    <AddInline label={`New type for ${sub.name}`} onAdd={add({ ...at, subcategoryId: sub.id }, 'type')} />
                                  </div>
                                </li>
                              ))}
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
      <TabFormModal open={editing !== null} tab={editing === 'new' ? null : editing} pending={save.isPending} onClose={() => setEditing(null)} onSubmit={(values) => void submitForm(values)} />
    </div>
  );
}
