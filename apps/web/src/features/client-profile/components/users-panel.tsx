import { formatShortDate } from '../../../lib/format.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useClientUsers } from '../api/client-profile.ts';

/** A shopper as people know them: their name, else their e-mail (never an internal id). */
const nameOf = (user: { name: string; email: string }) => user.name.trim() || user.email;

/** Users: the store's shoppers by name and e-mail. The spec's list fails silently; we show the empty state then. */
export function UsersPanel({ userId }: { userId: string | undefined }) {
  const users = useClientUsers(userId);
  const rows = users.data ?? [];
  return (
    <section aria-labelledby="users-heading" className="space-y-6">
      <h1 id="users-heading" className="font-display text-2xl font-bold text-ink-950">
        Users
      </h1>
      {users.isPending && userId ? (
        <p role="status" className="flex items-center gap-3 text-sm text-ink-500">
          <Spinner className="size-5 text-brand-600" /> Loading…
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-300 px-6 py-12 text-center text-sm text-ink-500">No users found for this client.</p>
      ) : (
        <>
          {/* Phones: one card per shopper, so nothing scrolls sideways. */}
          <ul className="space-y-3 sm:hidden" aria-label="Users">
            {rows.map((user) => (
              <li key={user._id} className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink-200/70">
                <p className="font-medium text-ink-900">{nameOf(user)}</p>
                <p className="break-all text-ink-700">{user.email}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                  <dt className="text-ink-500">Created At</dt>
                  <dd className="text-ink-700">{formatShortDate(user.createdAt)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70 sm:block">
            <table className="w-full min-w-[32rem] text-left text-sm" aria-label="Users">
              <thead className="bg-ink-50 text-xs uppercase tracking-wide text-ink-500">
                <tr>
                  <th className="px-4 py-3">Name</th>
                  <th className="px-4 py-3">Email</th>
                  <th className="px-4 py-3">Created At</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {rows.map((user) => (
                  <tr key={user._id}>
                    <td className="px-4 py-3 font-medium text-ink-900">{nameOf(user)}</td>
                    <td className="break-all px-4 py-3 text-ink-700">{user.email}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-ink-700">{formatShortDate(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
