/** The spec's date format: day, short month, year, hour, minute, 12-hour ("22 Nov 2026, 10:15 am"). */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function formatDateTime(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A day without the time: "25 December 2026". */
export function formatDate(value: string | Date): string {
  return date.format(typeof value === 'string' ? new Date(value) : value);
}

const taka = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 2 });

/** An amount in taka with the spec's symbol: "৳30", "৳1,250.50". */
export function formatTaka(amount: number): string {
  return `৳${taka.format(amount)}`;
}
