import { useState } from 'react';
import { Button } from '../../../components/button.tsx';

/** The tags a shop pastes: the script once, and an attribute on each product's button or element. */
export function widgetSnippet(appOrigin: string, key: string) {
  return `<script src="${appOrigin}/widget.js" data-key="${key}" defer></script>`;
}

/** A read-only block of code with a Copy button that says when it copied. */
export function CopyBlock({ label, code }: { label: string; code: string }) {
  const [copied, setCopied] = useState(false);
  async function handleCopy() {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-700">{label}</p>
        <Button variant="secondary" size="sm" onClick={() => void handleCopy()} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <pre className="mt-2 overflow-x-auto rounded-xl bg-ink-900 p-3 text-xs leading-relaxed text-ink-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}
