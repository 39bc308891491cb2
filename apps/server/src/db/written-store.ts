/**
 * The one store a write of a store's listed rows belongs to, told from the statement and its
 * parameters as drizzle sends them (its logger sees both), so that this process forgets only that
 * store's kept pages (decision 0081). Null whenever it cannot be told for sure, and the caller then
 * forgets every store's: the rule errs on forgetting too much, never too little.
 *
 * Told for sure:
 * - `insert into "<table>" ("id", "client_id", ...) values (..., $n, ...), ...` where every row's
 *   client_id is a parameter and all are the same store, with no `on conflict ... do update` (which
 *   could change a row of another store);
 * - `update "<table>" set ... where ...` and `delete from "<table>" where ...` whose condition is
 *   only `and`s (no `or`, `not`, `case` or sub-select) with `"<table>"."client_id" = $n`, every
 *   mention of client_id being such a test of one store, and an update that does not set client_id.
 */
export function storeWrittenBy(statement: string, params: readonly unknown[] | undefined, tables: readonly string[]): string | null {
  if (!params) return null;
  const text = statement.trim();
  const insert = /^insert\s+into\s+"(\w+)"\s*\(([^)]*)\)\s*values\s*/i.exec(text);
  if (insert) return tables.includes(insert[1]!) ? storeOfInsert(insert[2]!, text.slice(insert[0].length), params) : null;
  const change = /^(?:update\s+"(\w+)"\s+set\s+(.*?)|delete\s+from\s+"(\w+)")\s+where\s+(.*)$/is.exec(text);
  if (!change) return null;
  const table = change[1] ?? change[3]!;
  if (!tables.includes(table) || /"client_id"/i.test(change[2] ?? '')) return null;
  const condition = change[4]!.replace(/\s+returning\s+.*$/is, '');
  if (/\b(?:or|not|case|select|where)\b/i.test(condition)) return null;
  const tests = [...condition.matchAll(new RegExp(`"${table}"\\."client_id"\\s*=\\s*\\$(\\d+)`, 'g'))];
  if (tests.length === 0 || tests.length !== (condition.match(/"client_id"/g) ?? []).length) return null;
  return oneStore(tests.map((test) => params[Number(test[1]) - 1]));
}

/** The rows' client_id values: every tuple must give it as a parameter. */
function storeOfInsert(columnList: string, rest: string, params: readonly unknown[]): string | null {
  const columns = columnList.split(',').map((column) => column.trim());
  const at = columns.indexOf('"client_id"');
  if (at < 0 || rest.includes("'")) return null;
  const stores: unknown[] = [];
  let i = 0;
  for (;;) {
    if (rest[i] !== '(') return null;
    const end = closingParen(rest, i);
    if (end < 0) return null;
    const values = splitTopLevel(rest.slice(i + 1, end));
    if (values.length !== columns.length) return null;
    const placeholder = /^\$(\d+)$/.exec(values[at]!.trim());
    if (!placeholder) return null;
    stores.push(params[Number(placeholder[1]) - 1]);
    const next = /^\s*,\s*/.exec(rest.slice(end + 1));
    if (!next) {
      i = end + 1;
      break;
    }
    i = end + 1 + next[0].length;
  }
  if (/\bdo\s+update\b/i.test(rest.slice(i))) return null;
  return oneStore(stores);
}

const oneStore = (values: unknown[]) => (values.length > 0 && values.every((value) => typeof value === 'string' && value === values[0]) ? (values[0] as string) : null);

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}
