/** A byte-order mark: Excel reads the file as UTF-8 (Bangla names stay Bangla). */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV line (RFC 4180). A cell a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return) is prefixed with an apostrophe, so it is shown, not run.
 */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return (
    cells
      .map((cell) => {
        let text = cell === null || cell === undefined ? '' : String(cell);
        if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
        return /[",\r\n]/.test(text) || text !== text.trim()
          ? `"${text.replaceAll('"', '""')}"`
          : text;
      })
      .join(',') + '\r\n'
  );
}
