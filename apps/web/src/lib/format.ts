/** The specs' greeting: morning before 12, afternoon before 18, otherwise evening. */
export function greeting(now: Date = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const numberFormat = new Intl.NumberFormat('en');
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });
}
