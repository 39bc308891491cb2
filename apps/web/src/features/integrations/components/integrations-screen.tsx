import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useWidgetSettings } from '../api/widget-settings.ts';
import { DressIds } from './dress-ids.tsx';
import { RotateKeyDialog } from './rotate-key-dialog.tsx';
import { CopyBlock, widgetSnippet } from './widget-snippet.tsx';
import { WidgetSettingsForm } from './widget-settings-form.tsx';
import { WidgetUsage } from './widget-usage.tsx';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70 sm:p-6';

/** Integrations: the storefront widget's key, snippet, this month's use of the cap, and settings. */
export default function IntegrationsScreen() {
  const settings = useWidgetSettings();
  const [rotating, setRotating] = useState(false);
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <RetryAlert message={errorMessage(settings.error, 'Could not load your widget settings')} onRetry={() => void settings.refetch()} />;
  const { key } = settings.data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-display text-2xl font-bold text-ink-950">Try-on on your website</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-600">
          Add a “Try it on” button to your product pages. Visitors try a dress on their own photo without an account; their photos and results are deleted after a day.
        </p>
      </div>
      <section aria-labelledby="snippet-heading" className={`${card} space-y-5`}>
        <h2 id="snippet-heading" className="text-base font-semibold text-ink-900">
          1. Paste the snippet
        </h2>
        <CopyBlock label="Script, once per page (before </body>)" code={widgetSnippet(window.location.origin, key)} />
        <CopyBlock label="On each product's button or element" code={'<button data-tryown-dress="DRESS ID">Try it on</button>\n<!-- or -->\n<tryown-button dress-id="DRESS ID"></tryown-button>'} />
        <DressIds />
        <p className="text-xs text-ink-500">Your shop can report “add to cart” with window.TryOwn.track('add_to_cart', {'{'} dressId {'}'}); it shows in your Overview's funnel.</p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-50 px-4 py-3">
          <p className="min-w-0 text-sm text-ink-700">
            Publishable key: <code className="break-all font-mono text-ink-900">{key}</code>
          </p>
          <Button variant="ghost-danger" size="sm" onClick={() => setRotating(true)}>
            Make a new key
          </Button>
        </div>
      </section>
      <section aria-labelledby="usage-heading" className={card}>
        <h2 id="usage-heading" className="mb-3 text-base font-semibold text-ink-900">
          This month on your website
        </h2>
        <WidgetUsage settings={settings.data} />
      </section>
      <section aria-labelledby="settings-heading" className={card}>
        <h2 id="settings-heading" className="mb-4 text-base font-semibold text-ink-900">
          2. Choose where it works
        </h2>
        <WidgetSettingsForm key={key} settings={settings.data} />
      </section>
      <RotateKeyDialog open={rotating} onClose={() => setRotating(false)} />
    </div>
  );
}
