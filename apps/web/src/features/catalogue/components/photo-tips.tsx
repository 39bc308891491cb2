/**
 * Which photos the try-on engine works with, shown in the catalogue's add and edit forms before a
 * photo is picked: the limits of a warp-and-composite engine (docs/decisions/0010, "Consequences and
 * limits") said as advice, so a store picks a photo that works instead of learning it from a refusal.
 */
export const MODEL_PHOTO_TIPS = [
  'One person, standing and facing the camera',
  'Head to knees at least; head to feet for dresses and trousers',
  'Arms a little away from the body, hands empty (no bag in front)',
  'A plain backdrop, evenly lit',
] as const;

export const DRESS_PHOTO_TIPS = [
  'The garment alone: laid flat, on a hanger or on a ghost mannequin, not worn by a person',
  'Front view, the whole garment in the picture',
  'A plain backdrop of another colour than the garment (white on white loses its outline)',
] as const;

/** A disclosure (keyboard-operable) with the tips; closed at first, so the form stays short on a phone. */
export function PhotoTips({ tips }: { tips: readonly string[] }) {
  return (
    <details className="group rounded-xl bg-ink-50 px-3.5 py-2 text-xs text-ink-600 ring-1 ring-ink-200/70">
      <summary className="cursor-pointer font-medium text-ink-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-500">Which photos work best</summary>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </details>
  );
}
