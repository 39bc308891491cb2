import type { Tab, TabCategory, TabSubcategory } from '@tryown/contracts';

/** Pure edits of the tab list; each returns a new list to POST whole. Blank names are ignored (null). */
const newId = () => crypto.randomUUID();
const clean = (name: string) => name.trim();

export type TreePath = { tabId: string; categoryId?: string; subcategoryId?: string; typeId?: string };

const mapTab = (tabs: Tab[], tabId: string, fn: (tab: Tab) => Tab) => tabs.map((tab) => (tab.id === tabId ? fn(tab) : tab));
const mapCategory = (tab: Tab, categoryId: string, fn: (category: TabCategory) => TabCategory) => ({
  ...tab,
  categories: tab.categories.map((category) => (category.id === categoryId ? fn(category) : category)),
});
const mapSub = (category: TabCategory, subId: string, fn: (sub: TabSubcategory) => TabSubcategory) => ({
  ...category,
  subcategories: category.subcategories.map((sub) => (sub.id === subId ? fn(sub) : sub)),
});

/** Adds a category (path: tab), subcategory (tab+category) or type (tab+category[+subcategory]). */
export function addNode(tabs: Tab[], path: TreePath, kind: 'category' | 'subcategory' | 'type', rawName: string): Tab[] | null {
  const name = clean(rawName);
  if (!name) return null;
  return mapTab(tabs, path.tabId, (tab) => {
    if (kind === 'category') return { ...tab, categories: [...tab.categories, { id: newId(), name, subcategories: [], types: [] }] };
    return mapCategory(tab, path.categoryId!, (category) => {
      if (kind === 'subcategory') return { ...category, subcategories: [...category.subcategories, { id: newId(), name, types: [] }] };
      if (path.subcategoryId) return mapSub(category, path.subcategoryId, (sub) => ({ ...sub, types: [...sub.types, { id: newId(), name }] }));
      return { ...category, types: [...category.types, { id: newId(), name }] };
    });
  });
}

/** Renames the node the path ends at (type, else subcategory, else category). */
export function renameNode(tabs: Tab[], path: TreePath, rawName: string): Tab[] | null {
  const name = clean(rawName);
  if (!name || !path.categoryId) return null;
  const renameIn = <T extends { id: string; name: string }>(list: T[], id: string) => list.map((item) => (item.id === id ? { ...item, name } : item));
  return mapTab(tabs, path.tabId, (tab) =>
    mapCategory(tab, path.categoryId!, (category) => {
      if (path.subcategoryId) {
        return mapSub(category, path.subcategoryId, (sub) => (path.typeId ? { ...sub, types: renameIn(sub.types, path.typeId) } : { ...sub, name }));
      }
      return path.typeId ? { ...category, types: renameIn(category.types, path.typeId) } : { ...category, name };
    }),
  );
}

/** Removes the node the path ends at (type, else subcategory, else category) with everything under it. */
export function removeNode(tabs: Tab[], path: TreePath): Tab[] {
  if (!path.categoryId) return tabs;
  const without = <T extends { id: string }>(list: T[], id: string) => list.filter((item) => item.id !== id);
  return mapTab(tabs, path.tabId, (tab) => {
    if (!path.subcategoryId && !path.typeId) return { ...tab, categories: without(tab.categories, path.categoryId!) };
    return mapCategory(tab, path.categoryId!, (category) => {
      if (path.subcategoryId) {
        if (!path.typeId) return { ...category, subcategories: without(category.subcategories, path.subcategoryId) };
        return mapSub(category, path.subcategoryId, (sub) => ({ ...sub, types: without(sub.types, path.typeId!) }));
      }
      return { ...category, types: without(category.types, path.typeId!) };
    });
  });
}

/** The tab form's order: non-numeric becomes 0; negative is an error (null). */
export function parseOrder(raw: string): number | null {
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) return 0;
  return value < 0 ? null : value;
}
