import { Spinner } from './spinner.tsx';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center text-brand-600" role="status">
      <span className="flex items-center gap-3 text-sm font-medium text-ink-500">
        <Spinner className="size-5 text-brand-600" />
        {label}
      </span>
    </div>
  );
}
