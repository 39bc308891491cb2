import { useState, type FormEvent } from 'react';
import { BasicProfileRequestSchema, GENDERS, type UserProfile } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusFirstError, parseForm, type FieldErrors } from '../../../lib/form.ts';
import { SelectField } from '../../catalogue/components/select-field.tsx';
import { useSaveProfile } from '../api/use-user-profile.ts';

/** Phone, gender, age and height; saving sets isBasicProfileCompleted. */
export function BasicProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: () => void }) {
  const save = useSaveProfile();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(BasicProfileRequestSchema, form);
    if (!result.success) {
      setErrors(result.errors);
      return focusFirstError(form, result.errors);
    }
    setErrors({});
    save.mutate({ part: 'basic', body: result.data }, { onSuccess: onSaved });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Basic profile">
      {save.isError && (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          Error: {errorMessage(save.error, 'Failed to save your profile.')}
        </p>
      )}
      <Field label="Phone" name="phone" type="tel" autoComplete="tel" required defaultValue={profile.phone ?? ''} error={errors.phone} />
      <SelectField name="gender" label="Gender" required placeholder="Choose..." options={GENDERS} defaultValue={profile.gender ?? ''} error={errors.gender} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Age" name="age" type="number" min={13} max={120} required defaultValue={profile.age ?? ''} error={errors.age} />
        <Field label="Height (cm)" name="height" type="number" min={50} max={250} step="0.1" required defaultValue={profile.height ?? ''} error={errors.height} />
      </div>
      <Button type="submit" pending={save.isPending} pendingLabel="Saving...">
        Save basic profile
      </Button>
    </form>
  );
}
