import { useId, type SelectHTMLAttributes } from 'react';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: string;
  /** Each option's value, shown as is, or a value with its own label. */
  options: readonly (string | { value: string; label: string })[];
  placeholder: string;
  error?: string;
  /** A line under the select saying what the choice does (hidden while there is an error). */
  hint?: string;
};

/** A labelled select styled like Field, its error part of its description; `name` is the API field name. */
export function SelectField({ label, options, placeholder, error, hint, id, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-ink-700">
        {label}
        {select.required && <span className="text-danger-600" aria-hidden="true"> *</span>}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-11 rounded-xl border bg-white px-3 text-sm text-ink-900 outline-none focus:ring-4 ${error ? 'border-danger-500 focus:ring-danger-100' : 'border-ink-200 focus:border-brand-500 focus:ring-brand-100'}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
