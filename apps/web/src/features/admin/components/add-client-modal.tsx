import { useState, type FormEvent } from 'react';
import { ClientRegisterRequestSchema, SuperadminRegisterClientRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { uploadRegistrationLogo } from '../../auth/api/use-register.ts';

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

/**
 * 'Add Client' for both portals. The admin form (spec) also has mobile, address and a logo and
 * posts to client/register; the super admin form has Aadhar and posts to superadmin/registerclient.
 */
export function AddClientModal({ variant, open, onClose, create }: { variant: Variant; open: boolean; onClose: () => void; create: (input: never) => Promise<unknown> }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      let input: Record<string, unknown> = parsed.data;
      const logo = data.get('logo');
      if (variant === 'admin' && logo instanceof File && logo.size > 0) {
        try {
          input = { ...input, businessLogoKey: await uploadRegistrationLogo(logo) };
        } catch (error) {
          const message = error instanceof Error && error.message.startsWith('Failed to get upload URL') ? 'Failed to get upload URL' : 'Error uploading logo';
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
    <Modal open={open} title="Add Client" onClose={close}>
      <form onSubmit={handleSubmit} noValidate aria-label="Add client" className="grid gap-4 sm:grid-cols-2">
        {failure && (
          <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700 sm:col-span-2">
            {failure}
          </p>
        )}
        {FIELDS[variant].map(([name, label, type = 'text', required = true]) => (
          <Field key={name} name={name} label={label} type={type} required={required} error={errors[name]} />
        ))}
        {variant === 'admin' && (
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <label htmlFor="add-client-logo" className="text-sm font-medium text-ink-700">
              Business Logo
            </label>
            <input id="add-client-logo" name="logo" type="file" accept="image/*" className="text-sm text-ink-700" />
          </div>
        )}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} pendingLabel="Creating...">
            Add Client
          </Button>
        </div>
      </form>
    </Modal>
  );
}
