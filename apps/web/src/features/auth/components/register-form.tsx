import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ClientRegisterRequestSchema, ImageContentTypeSchema, MAX_UPLOAD_BYTES, UserRegisterRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { focusFirstError, parseForm, type FieldErrors } from '../../../lib/form.ts';
import { LogoUploadError, useRegisterClient, useRegisterUser, useUploadLogo } from '../api/use-register.ts';
import type { AuthRole } from '../auth-roles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverError } from './login-form.tsx';

const REGISTRATION_FAILED = 'Registration failed. Please try again.';
export const registrationSuccess = (role: AuthRole) => `${role === 'client' ? 'Business' : 'User'} registration successful! You can now log in.`;

type RegisterFormProps = { role: AuthRole; onRegistered: () => void };

/** Step three: the role's registration fields; success returns to the login step. */
export function RegisterForm({ role, onRegistered }: RegisterFormProps) {
  const registerUser = useRegisterUser();
  const registerClient = useRegisterClient();
  const uploadLogo = useUploadLogo();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [logoKey, setLogoKey] = useState('');
  const [logoError, setLogoError] = useState<string | null>(null);
  const registration = role === 'client' ? registerClient : registerUser;

  function handleLogoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setLogoKey('');
    setLogoError(null);
    if (!file) return;
    // The server refuses both too; said here in words rather than as a failed upload-url call.
    if (!ImageContentTypeSchema.safeParse(file.type).success) {
      setLogoError('Logo upload failed: please choose a JPEG, PNG or WebP image');
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setLogoError('Logo upload failed: the image is larger than 5 MB');
      return;
    }
    uploadLogo.mutate(file, {
      onSuccess: setLogoKey,
      onError: (error) => setLogoError(error instanceof LogoUploadError ? error.message : `Logo upload failed: ${error.message}`),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const refuse = (found: FieldErrors) => {
      setErrors(found);
      focusFirstError(form, found);
    };
    if (role === 'client') {
      const result = parseForm(ClientRegisterRequestSchema, form);
      if (!result.success) return refuse(result.errors);
      setErrors({});
      registerClient.mutate(result.data, { onSuccess: onRegistered });
    } else {
      const result = parseForm(UserRegisterRequestSchema, form);
      if (!result.success) return refuse(result.errors);
      setErrors({});
      registerUser.mutate(result.data, { onSuccess: onRegistered });
    }
  }

  const error = registration.isError ? serverError(registration.error, REGISTRATION_FAILED) : null;

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label={`${role === 'client' ? 'Client' : 'User'} registration`}>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Field label="Full name" name="name" autoComplete="name" required error={errors.name} />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="new-password" required hint="At least 6 characters" error={errors.password} />
      {role === 'user' ? (
        <Field label="Client User ID" name="userId" required placeholder="TRY-XXXXXX" hint="Ask your store for its Client User ID" autoComplete="off" error={errors.userId} />
      ) : (
        <>
          <Field label="Business name" name="businessName" autoComplete="organization" required error={errors.businessName} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="GST number" name="gstNo" required error={errors.gstNo} />
            <Field label="PAN number" name="panNo" required error={errors.panNo} />
          </div>
          <Field label="Mobile number" name="mobileNo" type="tel" autoComplete="tel" required error={errors.mobileNo} />
          <Field label="Address" name="address" autoComplete="street-address" required error={errors.address} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="City" name="city" autoComplete="address-level2" required error={errors.city} />
            <Field label="Pincode" name="pincode" autoComplete="postal-code" required error={errors.pincode} />
          </div>
          <Field label="Website" name="websiteUrl" type="url" placeholder="https://" error={errors.websiteUrl} />
          <Field
            label="Business logo"
            name="logo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={handleLogoChange}
            hint={uploadLogo.isPending ? 'Uploading logo...' : logoKey ? 'Logo uploaded' : 'Optional. JPG, PNG or WebP, at most 5 MB.'}
            error={logoError ?? undefined}
            errorLive
          />
          <input type="hidden" name="businessLogoKey" value={logoKey} />
        </>
      )}
      <Button type="submit" size="lg" className="mt-2 w-full" pending={registration.isPending} disabled={uploadLogo.isPending} pendingLabel="Creating account...">
        Register
      </Button>
    </form>
  );
}
