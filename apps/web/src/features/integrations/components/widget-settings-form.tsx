import { useState, type FormEvent } from 'react';
import { UpdateWidgetSettingsRequestSchema, type WidgetSettings } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveWidgetSettings } from '../api/widget-settings.ts';

const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The switch, the allowed origins (one a line) and the monthly cap, saved together. */
export function WidgetSettingsForm({ settings }: { settings: WidgetSettings }) {
  const save = useSaveWidgetSettings();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [origins, setOrigins] = useState(settings.origins.join('\n'));
  const [cap, setCap] = useState(String(settings.monthlyCap));
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { origins: linesOf(origins), enabled, monthlyCap: Number(cap) };
    const parsed = UpdateWidgetSettingsRequestSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    save.mutate(input, {
      onSuccess: (saved) => {
        setOrigins(saved.origins.join('\n'));
        toast.success('Widget settings saved');
      },
      onError: (failure) => setError(errorMessage(failure, 'Could not save the widget settings')),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <label className="flex items-center gap-3 text-sm font-medium text-ink-800">
        <input type="checkbox" role="switch" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} className="size-5 accent-brand-600" />
        Show “Try it on” on my website
      </label>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="widget-origins" className="text-sm font-medium text-ink-700">
          Allowed websites
        </label>
        <textarea
          id="widget-origins"
          rows={4}
          value={origins}
          onChange={(event) => setOrigins(event.target.value)}
          aria-describedby="widget-origins-hint"
          placeholder="https://www.yourshop.com"
          className="rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 font-mono text-sm text-ink-900 outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
        />
        <p id="widget-origins-hint" className="text-xs text-ink-500">
          One per line, as the browser shows them: https://www.yourshop.com (no path). Pages elsewhere cannot use your key.
        </p>
      </div>
      <Field
        name="monthlyCap"
        label="Try-ons a month on your website"
        type="number"
        inputMode="numeric"
        min={0}
        value={cap}
        onChange={(event) => setCap(event.target.value)}
        hint="When the month's try-ons reach this number, the widget tells visitors to come back next month."
        className="max-w-xs"
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
      <Button type="submit" pending={save.isPending} pendingLabel="Saving…">
        Save settings
      </Button>
    </form>
  );
}
