import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Required: `name` is the API field name (see lib/form.ts). */
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Announce the error as soon as it appears: for errors that arrive later (an upload), not on submit. */
  errorLive?: boolean;
};

/** Every file input of the app: the picker button in the brand's tint, the file name beside it. */
export const FILE_INPUT_CLASS =
  'block w-full cursor-pointer rounded-xl text-sm text-ink-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500';

const TEXT_INPUT_CLASS = 'h-11 rounded-xl border bg-white px-3.5 text-sm text-ink-900 shadow-xs outline-none transition placeholder:text-ink-400 focus:ring-4';

/** A labelled input with its hint and error wired for assistive technology (a file input gets the app's file picker look). */
export function Field({ label, error, hint, errorLive = false, className = '', id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink-700">
        {label}
        {input.required && <span className="text-danger-600" aria-hidden="true"> *</span>}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          input.type === 'file'
            ? FILE_INPUT_CLASS
            : `${TEXT_INPUT_CLASS} ${error ? 'border-danger-500 focus:ring-danger-100' : 'border-ink-200 focus:border-brand-500 focus:ring-brand-100'}`
        }
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={errorLive ? 'alert' : undefined} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
