import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';

const inputClass = 'h-9 min-w-0 flex-1 rounded-lg border border-ink-200 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100';

/** An inline "add" input: blank names are ignored by the caller; the field clears after adding. */
export function AddInline({ label, onAdd }: { label: string; onAdd: (name: string) => void }) {
  const [value, setValue] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onAdd(value);
    setValue('');
  }
  return (
    <form onSubmit={submit} className="flex gap-2">
      <input aria-label={label} placeholder={label} value={value} onChange={(event) => setValue(event.target.value)} className={inputClass} />
      <Button type="submit" size="sm" variant="secondary">
        Add
      </Button>
    </form>
  );
}

/** A name with inline rename: edits a working copy; Save confirms, Cancel discards. */
export function InlineName({ name, label, onRename, className = '' }: { name: string; label: string; onRename: (name: string) => void; className?: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <span className={`inline-flex items-center gap-1 ${className}`}>
        <span>{name}</span>
        <button type="button" onClick={() => setDraft(name)} aria-label={`Rename ${label} ${name}`} className="rounded px-1 text-xs text-brand-600 hover:bg-brand-50">
          Rename
        </button>
      </span>
    );
  }
  return (
    <form
      className="inline-flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        onRename(draft);
        setDraft(null);
      }}
    >
      <input aria-label={`New name for ${label} ${name}`} value={draft} onChange={(event) => setDraft(event.target.value)} className={inputClass} autoFocus />
      <Button type="submit" size="sm">
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </form>
  );
}
