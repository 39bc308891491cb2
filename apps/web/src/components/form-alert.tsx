import { useEffect, useRef } from 'react';

/**
 * A message above a form: red for failures, green for good news. A failure scrolls itself into
 * view, since the button that caused it may sit a long form (and a phone screen) further down.
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (tone === 'error') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [tone, children]);
  const styles = tone === 'error' ? 'border-danger-100 bg-danger-50 text-danger-700' : 'border-success-500/20 bg-success-50 text-success-600';
  return (
    <p ref={ref} role={tone === 'error' ? 'alert' : 'status'} className={`scroll-mt-4 rounded-xl border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </p>
  );
}
