/** The signed-in person in a portal's top bar: name, e-mail and an initial. */
export function StaffUserChip({ name, email }: { name: string; email?: string }) {
  return (
    <div className="flex items-center gap-3">
      <div className="hidden text-right sm:block">
        <p className="text-sm font-semibold text-ink-900">{name}</p>
        <p className="text-xs text-ink-500">{email}</p>
      </div>
      <span className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-sm font-bold text-white" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    </div>
  );
}
