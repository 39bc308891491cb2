/** The specs' placeholder for public pages that are not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-4xl font-bold tracking-tight text-ink-950">{title}</h1>
      <p className="mt-4 text-ink-500">This page is coming soon.</p>
    </main>
  );
}
