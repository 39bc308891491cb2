import type { FieldErrors } from '../../../lib/form.ts';
import { Field } from '../../../components/field.tsx';

/** New password and its confirmation, as every password form asks for them. */
export function NewPasswordFields({ name, label, errors }: { name: string; label: string; errors: FieldErrors }) {
  return (
    <>
      <Field name={name} type="password" label={label} autoComplete="new-password" required hint="At least 6 characters" error={errors[name]} />
      <Field name="confirmPassword" type="password" label="Confirm new password" autoComplete="new-password" required error={errors.confirmPassword} />
    </>
  );
}

/** The confirmation error, if the two new passwords differ. */
export function confirmError(form: HTMLFormElement, name: string): FieldErrors {
  const data = new FormData(form);
  return data.get(name) === data.get('confirmPassword') ? {} : { confirmPassword: 'Passwords do not match' };
}
