import type { Locator, Page } from 'playwright-core';

/** What a journey types into the model form; fields left out are not touched. */
export type ModelFields = {
  image?: { name: string; mimeType: string; buffer: Buffer };
  name?: string;
  category?: string;
  age?: string;
  height?: string;
};

/** Fills the given fields of an open Add Model or Edit Model form and submits it. */
export async function submitModelForm(form: Locator, fields: ModelFields = {}) {
  if (fields.image) await form.locator('input[name="image"]').setInputFiles(fields.image);
  if (fields.name !== undefined) await form.locator('input[name="name"]').fill(fields.name);
  if (fields.category !== undefined) await form.locator('select[name="category"]').selectOption(fields.category);
  if (fields.age !== undefined) await form.locator('input[name="age"]').fill(fields.age);
  if (fields.height !== undefined) await form.locator('input[name="height"]').fill(fields.height);
  await form.getByRole('button', { name: /^(Add|Update) Model$/ }).click();
}

/** Opens the Add Model form from the Models tab (already open). */
export async function openAddModel(page: Page) {
  await page.getByRole('button', { name: '+ Add Model' }).click();
  return page.getByRole('dialog', { name: 'Add Model' });
}

/**
 * Adds a model through the Models tab's form, as the store owner does; returns the form, which
 * stays open when the photo is refused. The caller waits for the outcome it expects.
 */
export async function addModel(page: Page, fields: ModelFields) {
  const form = await openAddModel(page);
  await submitModelForm(form, fields);
  return form;
}
