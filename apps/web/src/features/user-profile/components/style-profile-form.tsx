import { useState, type FormEvent } from 'react';
import { SIZE_OPTIONS, StylePreferencesRequestSchema, type UserProfile } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { focusFirstError, type FieldErrors } from '../../../lib/form.ts';
import { useSaveProfile } from '../api/use-user-profile.ts';
import { ChoiceGroup } from './choice-group.tsx';

const CATEGORIES = ['Tops', 'Dresses', 'Ethnic wear', 'Jeans', 'Skirts', 'Outerwear', 'Activewear'] as const;
const COLOURS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Pink', 'Beige', 'Yellow'] as const;

/** Favourite categories, sizes and colours; saving sets isStylePreferenceCompleted. */
export function StyleProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: () => void }) {
  const save = useSaveProfile();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Lists: FormData.getAll per field (lib/form.ts reads one value per name).
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = StylePreferencesRequestSchema.safeParse({
      favouriteCategories: data.getAll('favouriteCategories'),
      sizes: data.getAll('sizes'),
      colours: data.getAll('colours'),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return focusFirstError(form, next);
    }
    setErrors({});
    save.mutate({ part: 'style', body: parsed.data }, { onSuccess: onSaved });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5" aria-label="Style profile">
      {save.isError && (
        <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          Error: {errorMessage(save.error, 'Failed to save your style preferences.')}
        </p>
      )}
      <ChoiceGroup legend="Favourite categories" name="favouriteCategories" options={CATEGORIES} selected={profile.favouriteCategories} error={errors.favouriteCategories} />
      <ChoiceGroup legend="Sizes" name="sizes" options={SIZE_OPTIONS} selected={profile.sizes} error={errors.sizes} />
      <ChoiceGroup legend="Colours" name="colours" options={COLOURS} selected={profile.colours} error={errors.colours} />
      <Button type="submit" pending={save.isPending} pendingLabel="Saving...">
        Save style profile
      </Button>
    </form>
  );
}
