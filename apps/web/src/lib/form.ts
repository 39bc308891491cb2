import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;
export type FormParseResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/**
 * The app's one form pattern: uncontrolled inputs whose `name` equals the API field name, read
 * with FormData on submit and validated with the zod schema from @tryown/contracts. The first
 * message per field is shown under that field.
 */
export function parseForm<S extends z.ZodType>(schema: S, form: HTMLFormElement): FormParseResult<z.infer<S>> {
  const values = Object.fromEntries(
    [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/**
 * Moves focus to the first field, in page order, that has an error, so a keyboard or screen-reader
 * user lands on what to fix (the errors themselves are read through each field's aria-describedby).
 */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
