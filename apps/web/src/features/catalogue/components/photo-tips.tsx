/**
 * Which photos the try-on engine works with, shown in the catalogue's add and edit forms before a
 * photo is picked (PERSON_PHOTO_TIPS and GARMENT_PHOTO_TIPS from @tryown/contracts, in the words of
 * the server's refusals), so a store picks a photo that works instead of learning it from a refusal:
 * a disclosure (keyboard-operable), closed at first, so the form stays short on a phone.
 */
export function PhotoTips({ tips }: { tips: readonly string[] }) {
  return (
    <details className="rounded-xl bg-ink-50 px-3.5 py-2 text-xs text-ink-600 ring-1 ring-ink-200/70">
      <summary className="cursor-pointer font-medium text-ink-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-500">Which photos work best</summary>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </details>
  );
}
