import { useId } from 'react';

/** A labelled group of checkboxes sharing one `name` (the API's list field); its error is part of the group's description. */
export function ChoiceGroup({ legend, name, options, selected, error }: { legend: string; name: string; options: readonly string[]; selected: readonly string[]; error?: string }) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink-200 px-3 py-1.5 text-sm has-checked:border-brand-500 has-checked:bg-brand-50">
            <input type="checkbox" name={name} value={option} defaultChecked={selected.includes(option)} className="accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500" />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
