import { useId, useState, type FormEvent } from 'react';
import { ClientRegisterRequestSchema, ImageContentTypeSchema, MAX_UPLOAD_BYTES, SuperadminRegisterClientRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field, FILE_INPUT_CLASS } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { LogoUploadError, uploadRegistrationLogo } from '../../auth/api/use-register.ts';

type Variant = 'admin' | 'superadmin';

const FIELDS: Record<Variant, Array<[name: string, label: string, type?: string, required?: boolean]>> = {
  admin: [
    ['name', 'Name'],
    ['email', 'Email', 'email'],
    ['password', 'Password', 'password'],
    ['confirmPassword', 'Confirm Password', 'password'],
    ['businessName', 'Business Name'],
    ['websiteUrl', 'Website URL', 'url', false],
    ['city', 'City'],
    ['pincode', 'Pincode'],
    ['gstNo', 'GST Number'],
    ['panNo', 'PAN Number'],
    ['mobileNo', 'Mobile Number', 'tel'],
    ['address', 'Address'],
  ],
  superadmin: [
    ['name', 'Name'],
    ['email', 'Email', 'email'],
    ['password', 'Password', 'password'],
    ['confirmPassword', 'Confirm Password', 'password'],
    ['businessName', 'Business Name'],
    ['websiteUrl', 'Website URL', 'url', false],
    ['city', 'City'],
    ['pincode', 'Pincode'],
    ['gstNo', 'GST Number'],
    ['panNo', 'PAN Number'],
    ['aadharNo', 'Aadhar Number'],
  ],
};

const FAILURE = 'Failed to create client. Please try again.';

/** The optional logo: image files only (JPEG, PNG, WebP, the types the server keeps), at most 5 MB. */
export function logoError(file: File): string | undefined {
  if (!ImageContentTypeSchema.safeParse(file.type).success) return 'Please choose a JPEG, PNG or WebP image';
  if (file.size > MAX_UPLOAD_BYTES) return 'The image is larger than 5 MB';
  return undefined;
}

/**
 * 'Add Client' for both portals. The admin form (spec) also has mobile, address and a logo and
 * posts to client/register; the super admin form has Aadhar and posts to superadmin/registerclient.
 */
export function AddClientModal({ variant, open, onClose, create }: { variant: Variant; open: boolean; onClose: () => void; create: (input: never) => Promise<unknown> }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();

  function close() {
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (data.get('password') !== data.get('confirmPassword')) {
      setErrors({ confirmPassword: 'Passwords do not match' });
      setFailure('Passwords do not match');
      return;
    }
    const parsed = parseForm(variant === 'admin' ? ClientRegisterRequestSchema : SuperadminRegisterClientRequestSchema, form);
    if (!parsed.success) {
      setErrors(parsed.errors);
      setFailure(null);
      return;
    }
    const logo = (form.elements.namedItem('logo') as HTMLInputElement | null)?.files?.[0];
    const picked = variant === 'admin' && logo && logo.size > 0 ? logo : null;
    const badLogo = picked ? logoError(picked) : undefined;
    if (badLogo) {
      setErrors({ logo: badLogo });
      setFailure(null);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      let input: Record<string, unknown> = parsed.data;
      if (picked) {
        try {
          input = { ...input, businessLogoKey: await uploadRegistrationLogo(picked) };
        } catch (error) {
          const message = error instanceof LogoUploadError && error.step === 'slot' ? 'Failed to get upload URL' : 'Error uploading logo';
          setFailure(message);
          toast.error(message);
          return;
        }
      }
      await create(input as never);
      toast.success('Client created successfully');
      form.reset();
      close();
    } catch (error) {
      const message = errorMessage(error, FAILURE);
      setFailure(message);
      toast.error(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Add Client"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={pending} pendingLabel="Creating...">
            Add Client
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate aria-label="Add client" className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        {failure && (
          <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700 sm:col-span-2">
            {failure}
          </p>
        )}
        {FIELDS[variant].map(([name, label, type = 'text', required = true]) => (
          <Field key={name} name={name} label={label} type={type} required={required} error={errors[name]} placeholder={type === 'url' ? 'https://' : undefined} />
        ))}
        {variant === 'admin' && (
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <label htmlFor={`${formId}-logo`} className="text-sm font-medium text-ink-700">
              Business Logo
            </label>
            <input
              id={`${formId}-logo`}
              name="logo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={`${formId}-logo-hint`}
              className={FILE_INPUT_CLASS}
            />
            <p id={`${formId}-logo-hint`} className={`text-xs ${errors.logo ? 'font-medium text-danger-600' : 'text-ink-500'}`}>
              {errors.logo ?? 'Optional. JPEG, PNG or WebP, at most 5 MB.'}
            </p>
          </div>
        )}
      </form>
    </Modal>
  );
}
