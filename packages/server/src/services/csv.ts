/**
 * One CSV row (RFC 4180): every cell quoted, quotes doubled, CRLF at the end. A cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return)
 * gets a leading apostrophe, so a message cannot smuggle a formula into staff's spreadsheet.
 */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
