import type { Locator, Page } from 'playwright-core';

/**
 * The store's Add/Edit Model and Add/Edit Dress forms, filled as the owner fills them. Fields are
 * the inputs' names; those left out are not touched, and the rest are filled in the form's own order
 * (a dress's category before its type: the type's options follow the category).
 */
type Picture = { name: string; mimeType: string; buffer: Buffer };
export type ModelFields = { image?: Picture; name?: string; category?: string; age?: string; height?: string };
export type DressFields = { image?: Picture; category?: string; subcategory?: string; type?: string; length?: string; price?: string; originalPrice?: string; brand?: string };

/** How each field is filled: a file input, a select (the store's model categories are one), or typed text. */
type Kind = 'file' | 'select' | 'text';
const MODEL_FIELDS: readonly (readonly [keyof ModelFields, Kind])[] = [['image', 'file'], ['name', 'text'], ['category', 'select'], ['age', 'text'], ['height', 'text']];
const DRESS_FIELDS: readonly (readonly [keyof DressFields, Kind])[] = [['image', 'file'], ['category', 'select'], ['subcategory', 'select'], ['type', 'select'], ['length', 'select'], ['price', 'text'], ['originalPrice', 'text'], ['brand', 'text']];

async function fillAndSubmit<F extends Record<string, Picture | string | undefined>>(form: Locator, order: readonly (readonly [keyof F & string, Kind])[], fields: F, submit: RegExp) {
  for (const [name, kind] of order) {
    const value = fields[name];
    if (value === undefined) continue;
    const field = form.locator(`[name="${name}"]`);
    if (kind === 'file') await field.setInputFiles(value as Picture);
    else if (kind === 'select') await field.selectOption(value as string);
    else await field.fill(value as string);
  }
  await form.getByRole('button', { name: submit }).click();
}

/** Fills the given fields of an open Add Model or Edit Model form and submits it. */
export const submitModelForm = (form: Locator, fields: ModelFields = {}) => fillAndSubmit(form, MODEL_FIELDS, fields, /^(Add|Update) Model$/);

/** Fills the given fields of an open Add Dress or Edit Dress form and submits it. */
export const submitDressForm = (form: Locator, fields: DressFields = {}) => fillAndSubmit(form, DRESS_FIELDS, fields, /^(Add|Update) Dress$/);

/** Opens the Add Model form from the Models tab (already open). */
export async function openAddModel(page: Page) {
  await page.getByRole('button', { name: '+ Add Model' }).click();
  return page.getByRole('dialog', { name: 'Add Model' });
}

/** Opens the Add Dress form from the Store tab (already open). */
export async function openAddDress(page: Page) {
  await page.getByRole('button', { name: 'Add Dress' }).click();
  return page.getByRole('dialog', { name: 'Add Dress' });
}

/**
 * Adds a model through its form; returns the form, which stays open when the photo is refused. The
 * caller waits for the outcome it expects.
 */
export async function addModel(page: Page, fields: ModelFields) {
  const form = await openAddModel(page);
  await submitModelForm(form, fields);
  return form;
}

/** Adds a dress through its form; returns the form. The caller waits for the outcome it expects. */
export async function addDress(page: Page, fields: DressFields) {
  const form = await openAddDress(page);
  await submitDressForm(form, fields);
  return form;
}
