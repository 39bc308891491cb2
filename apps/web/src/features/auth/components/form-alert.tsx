/** A message above a form: red for failures, green for good news. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  const styles = tone === 'error' ? 'border-danger-100 bg-danger-50 text-danger-700' : 'border-success-500/20 bg-success-50 text-success-600';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </p>
  );
}
