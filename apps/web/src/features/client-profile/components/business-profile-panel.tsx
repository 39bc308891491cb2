import { useState, type FormEvent } from 'react';
import { UpdateClientProfileRequestSchema, type ClientProfile } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { toast } from '../../../components/toast.tsx';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { ImageInput } from '../../catalogue/components/image-input.tsx';
import { imageFileError, pickedImage, uploadImage } from '../../catalogue/image-file.ts';
import { failure } from '../../catalogue/failure.ts';
import { useUpdateClientProfile } from '../api/client-profile.ts';
import { ClientUserIdCard } from './client-user-id-card.tsx';

const FIELDS = [
  ['businessName', 'Business Name'],
  ['gstNo', 'GST Number'],
  ['panNo', 'PAN Number'],
  ['mobileNo', 'Mobile Number'],
  ['address', 'Address'],
  ['city', 'City'],
  ['pincode', 'Pincode'],
  ['websiteUrl', 'Website'],
] as const;

/** Business Profile: the store's details, editable (validated like registration) with a new logo. */
export function BusinessProfilePanel({ profile }: { profile: ClientProfile }) {
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const update = useUpdateClientProfile();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(UpdateClientProfileRequestSchema.omit({ businessLogoKey: true }), form);
    const file = pickedImage(form);
    const imageError = imageFileError(file, false);
    if (!parsed.success || imageError) {
      setErrors({ ...(parsed.success ? {} : parsed.errors), ...(imageError ? { image: imageError } : {}) });
      return;
    }
    setErrors({});
    let stage: 'logo' | 'save' = 'logo';
    try {
      setUploading(true);
      const businessLogoKey = file ? await uploadImage('client/profile/logo', file) : undefined;
      setUploading(false);
      stage = 'save';
      await update.mutateAsync({ ...parsed.data, websiteUrl: parsed.data.websiteUrl ?? '', ...(businessLogoKey ? { businessLogoKey } : {}) });
      toast.success('Profile updated successfully');
      setEditing(false);
    } catch (error) {
      setUploading(false);
      toast.error(file && stage === 'logo' ? failure('Logo upload failed:', error) : failure('Failed to update profile.', error));
    }
  }

  return (
    <section aria-labelledby="business-profile-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="business-profile-heading" className="font-display text-2xl font-bold text-ink-950">
          Business Profile
        </h1>
        {!editing && <Button onClick={() => setEditing(true)}>Edit Profile</Button>}
      </div>
      <ClientUserIdCard clientUserId={profile.userId} />
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/70">
        {editing ? (
          <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <ImageInput label="Business logo" required={false} keepHint currentUrl={profile.businessLogoUrl ?? undefined} error={errors.image} />
            </div>
            {FIELDS.map(([name, label]) => (
              <Field
                key={name}
                name={name}
                label={label}
                type={name === 'websiteUrl' ? 'url' : 'text'}
                required={name !== 'websiteUrl'}
                defaultValue={profile[name] ?? ''}
                error={errors[name]}
              />
            ))}
            <div className="flex gap-3 sm:col-span-2">
              <Button type="submit" pending={uploading || update.isPending} pendingLabel="Saving…">
                Save Changes
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setErrors({});
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-6 sm:flex-row">
            {profile.businessLogoUrl && <img src={profile.businessLogoUrl} alt={`${profile.businessName} logo`} className="size-24 rounded-2xl object-cover ring-1 ring-ink-200" />}
            <dl className="grid flex-1 gap-4 text-sm sm:grid-cols-2">
              {FIELDS.map(([name, label]) => (
                <div key={name}>
                  <dt className="text-xs font-medium uppercase tracking-wide text-ink-500">{label}</dt>
                  <dd className="mt-0.5 break-words text-ink-900">
                    {name === 'websiteUrl' && profile.websiteUrl ? (
                      <a href={profile.websiteUrl} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline">
                        {profile.websiteUrl}
                      </a>
                    ) : (
                      profile[name] || '—'
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
