/** The spec's System Settings: fixed display values only, not the real configuration. */
const SETTINGS: Array<[group: string, items: Array<[label: string, value: string]>]> = [
  ['Email', [['SMTP Port', '587']]],
  [
    'API',
    [
      ['API Rate Limit', '100/minute'],
      ['Timeout', '30 seconds'],
    ],
  ],
  [
    'Security',
    [
      ['Session Timeout', '30 minutes'],
      ['Password Policy', 'Strong'],
      ['Two-Factor Authentication', 'Enabled'],
    ],
  ],
  [
    'Storage',
    [
      ['Data Retention', '90 days'],
      ['Storage Region', 'us-east-1'],
    ],
  ],
];

export function SystemSettings() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {SETTINGS.map(([group, items]) => (
        <section key={group} aria-label={group} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
          <h2 className="text-base font-semibold text-ink-900">{group}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {items.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-ink-500">{label}</dt>
                <dd className="font-medium text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
