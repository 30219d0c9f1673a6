/**
 * A CSV that a French spreadsheet opens as is: UTF-8 with a byte order mark (without
 * it, Excel reads UTF-8 as Windows-1252 and garbles every accent), `;` between fields
 * (the comma is the French decimal separator, so French Excel and LibreOffice expect
 * `;`), numbers with a decimal comma, and RFC 4180 otherwise: CRLF line ends, a field
 * quoted when it holds a `;`, a quote or a line break, its quotes doubled.
 */
export type CsvCell = string | number | boolean | null;

export const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';

/** 7.5 → "7,5": a French spreadsheet reads "7.5" as text, or as a date. */
const frenchNumber = (value: number) => String(value).replace('.', ',');

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return frenchNumber(value);
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function renderCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(csvCell).join(CSV_SEPARATOR);
  return `${CSV_BOM}${[header, ...rows].map(line).join('\r\n')}\r\n`;
}
