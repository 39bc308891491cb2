import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';

const inputClass = 'h-9 min-w-0 flex-1 rounded-lg border border-ink-200 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100';

/**
 * An inline "add" input: blank names are ignored by the caller. `onAdd` resolves true once the
 * name is saved (or ignored); the field clears then, and keeps the text when the save failed.
 */
export function AddInline({ label, onAdd }: { label: string; onAdd: (name: string) => Promise<boolean> }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const ok = await onAdd(value);
    setBusy(false);
    if (ok) setValue('');
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="flex gap-2">
      <input aria-label={label} placeholder={label} value={value} onChange={(event) => setValue(event.target.value)} className={inputClass} />
      <Button type="submit" size="sm" variant="secondary" pending={busy}>
        Add
      </Button>
    </form>
  );
}

type InlineNameProps = {
  name: string;
  label: string;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
  className?: string;
};

/** A name with inline rename (edits a working copy; Save confirms, Cancel discards) and remove. */
export function InlineName({ name, label, onRename, onRemove, className = '' }: InlineNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (draft === null) {
    return (
      <span className={`inline-flex flex-wrap items-center gap-1 ${className}`}>
        <span>{name}</span>
        <button type="button" onClick={() => setDraft(name)} aria-label={`Rename ${label} ${name}`} className="rounded px-1 text-xs font-normal text-brand-600 hover:bg-brand-50">
          Rename
        </button>
        <button type="button" onClick={onRemove} aria-label={`Remove ${label} ${name}`} className="rounded px-1 text-xs font-normal text-danger-600 hover:bg-danger-50">
          Remove
        </button>
      </span>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const ok = await onRename(draft ?? '');
    setBusy(false);
    if (ok) setDraft(null);
  }
  return (
    <form className="flex flex-wrap items-center gap-1" onSubmit={(event) => void submit(event)}>
      <input aria-label={`New name for ${label} ${name}`} value={draft} onChange={(event) => setDraft(event.target.value)} className={inputClass} autoFocus />
      <Button type="submit" size="sm" pending={busy}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </form>
  );
}
