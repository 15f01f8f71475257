// CSV for spreadsheets. A cell a spreadsheet would evaluate (starting with = + - @, tab or CR) is
// prefixed with ' — and so is a value that itself starts with ', so the prefix is always
// reversible: `fromCsvField(csvField(x)) === x` for every address (`-x@`, `+tag@`, `'q@`, …).

const NEEDS_PREFIX = /^[=+\-@\t\r']/;

/** RFC 4180 field that no spreadsheet reads as a formula. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = NEEDS_PREFIX.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The inverse of csvField for one unquoted cell value (after RFC 4180 parsing). */
export function fromCsvField(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

/** RFC 4180 records (CRLF or LF), quotes undone; the prefix is left for fromCsvField. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}
