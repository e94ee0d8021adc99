/**
 * Invoice numbers from the practice's format: {YYYY}, {YY} and {MM} from the issue date, and one
 * counter {N…} zero-padded to as many digits as it has Ns (a counter that outgrows them keeps all
 * its digits). "{YYYY}-{NNNN}" with 7 on 2026-03-05 → "2026-0007".
 */
export function formatNumber(format: string, counter: number, issueDate: string): string {
  const [year = '', month = ''] = issueDate.split('-');
  return format.replace(/\{(YYYY|YY|MM|N+)\}/g, (_token, name: string) => {
    if (name === 'YYYY') return year;
    if (name === 'YY') return year.slice(-2);
    if (name === 'MM') return month;
    return String(counter).padStart(name.length, '0');
  });
}

/** The letters and digits of a number, which is what its creditor reference (ISO 11649) can carry. */
export const referenceLength = (number: string) => number.replace(/[^0-9A-Za-z]/g, '').length;
