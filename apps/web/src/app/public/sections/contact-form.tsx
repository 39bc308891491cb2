import { useId, useState, type FormEvent, type TextareaHTMLAttributes } from 'react';
import { CONTACT_LIMITS, ContactRequestSchema } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { toast } from '../../../components/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { useSendEnquiry } from '../../../features/enquiries/api/use-send-enquiry.ts';

const FIELDS = ['name', 'email', 'message'] as const;

/** The server names the first bad field as "<field>: <message>"; show it under that field. */
function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const [field, ...rest] = error.serverMessage.split(': ');
  return FIELDS.includes(field as (typeof FIELDS)[number]) && rest.length ? { field: field!, message: rest.join(': ') } : null;
}

/** Name, email and message; sends to POST /contact, answers in a toast and clears on success. */
export function ContactForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendEnquiry();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(ContactRequestSchema, form);
    if (!parsed.success) {
      setErrors(parsed.errors);
      form.querySelector<HTMLElement>(`[name="${Object.keys(parsed.errors)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset();
      },
      onError: (error) => {
        const fieldError = serverFieldError(error);
        if (fieldError) setErrors({ [fieldError.field]: fieldError.message });
        toast.error(fieldError?.message ?? errorMessage(error, 'Sorry, your message could not be sent. Please try again.'));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Contact form" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label="Name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} error={errors.name} />
        <Field name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
      </div>
      <TextArea name="message" label="Message" required rows={5} maxLength={CONTACT_LIMITS.message} placeholder="Tell us about your store and what you would like to see." error={errors.message} />
      <Button type="submit" size="lg" pending={send.isPending} pendingLabel="Sending…" className="w-full sm:w-auto sm:justify-self-start">
        Send message
      </Button>
    </form>
  );
}

/** Field's look for a multi-line input (components/field.tsx only draws <input>). */
function TextArea({ label, error, ...input }: TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-700">
        {label}
        {input.required && <span className="text-danger-600" aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`resize-y rounded-xl border bg-white px-3.5 py-3 text-sm text-ink-900 shadow-xs outline-none transition placeholder:text-ink-400 focus:ring-4 ${
          error ? 'border-danger-500 focus:ring-danger-100' : 'border-ink-200 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
