/**
 * The one store a write of a store's listed rows belongs to, told from the statement and its
 * parameters as drizzle sends them (its logger sees both), so that this process forgets only that
 * store's kept pages (decision 0081). Null whenever it cannot be told for sure, and the caller then
 * forgets every store's: the rule errs on forgetting too much, never too little. It is an allow-list:
 * a statement is read only when every part of it has one of the shapes below; anything else is null.
 *
 * Told for sure:
 * - `insert into "<table>" ("id", "client_id", ...) values ($n, default, ...), ...` where every value
 *   is a parameter, `default` or `null`, every row's client_id is a parameter and all are the same
 *   store, followed by nothing but `on conflict [(...)] do nothing` and `returning "<column>", ...`;
 * - `update "<table>" set ... where ...` (not setting client_id) and `delete from "<table>" where ...`,
 *   followed by nothing but `returning "<column>", ...`, whose condition is terms joined by `and`
 *   (bracketed or not), every term being `"<table>"."<column>" <op> $n`,
 *   `"<table>"."<column>" in ($n, ...)` or `"<table>"."<column>" is [not] null`, at least one being
 *   `"<table>"."client_id" = $n`, and every term on client_id such a test of one store.
 */
export function storeWrittenBy(statement: string, params: readonly unknown[] | undefined, tables: readonly string[]): string | null {
  if (!params) return null;
  const text = statement.trim();
  const insert = /^insert\s+into\s+"(\w+)"\s*\(([^)]*)\)\s*values\s*/i.exec(text);
  if (insert) return tables.includes(insert[1]!) ? storeOfInsert(insert[2]!, text.slice(insert[0].length), params) : null;
  const change = /^(?:update\s+"(\w+)"\s+set\s+(.*?)|delete\s+from\s+"(\w+)")\s+where\s+(.*?)(?:\s+returning\s+(.*))?$/is.exec(text);
  if (!change) return null;
  const table = change[1] ?? change[3]!;
  if (!tables.includes(table) || /"client_id"/i.test(change[2] ?? '') || (change[5] !== undefined && !RETURNED_COLUMNS.test(change[5]))) return null;
  const terms = andTerms(change[4]!);
  if (!terms) return null;
  const known = new RegExp(`^"${table}"\\."(\\w+)"\\s*(?:(=|<>|<=|>=|<|>)\\s*\\$(\\d+)|\\s+in\\s*\\(\\s*\\$\\d+(?:\\s*,\\s*\\$\\d+)*\\s*\\)|\\s+is\\s+(?:not\\s+)?null)$`, 'i');
  const stores: unknown[] = [];
  for (const term of terms) {
    const test = known.exec(term);
    if (!test) return null;
    if (test[1] !== 'client_id') continue;
    if (test[2] !== '=') return null;
    stores.push(params[Number(test[3]) - 1]);
  }
  return oneStore(stores);
}

/** `returning "id", "client_id", ...` as drizzle writes it (columns, maybe named with their table). */
const RETURNED_COLUMNS = /^"\w+"(?:\."\w+")?(?:\s*,\s*"\w+"(?:\."\w+")?)*$/;

/** What may follow an insert's rows: an upsert that changes nothing, and the returned columns. */
const INSERT_TAIL = /^(?:\s+on\s+conflict\s*(?:\([^()]*\))?\s*do\s+nothing)?(?:\s+returning\s+(.*))?\s*$/is;

/**
 * A condition's terms, when it is only terms joined by `and` (brackets around the whole or a part
 * are taken off); null when a bracket is left open or closed too often.
 */
function andTerms(condition: string): string[] | null {
  let text = condition.trim();
  while (text.startsWith('(') && closingParen(text, 0) === text.length - 1) text = text.slice(1, -1).trim();
  const parts = splitTopLevel(text, /\s+and\s+/iy);
  if (!parts) return null;
  if (parts.length === 1) return [text];
  const terms: string[] = [];
  for (const part of parts) {
    const inner = andTerms(part);
    if (!inner) return null;
    terms.push(...inner);
  }
  return terms;
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
    const values = splitTopLevel(rest.slice(i + 1, end), /,/y)?.map((value) => value.trim());
    if (!values || values.length !== columns.length || !values.every((value) => /^(?:\$\d+|default|null)$/i.test(value))) return null;
    const placeholder = /^\$(\d+)$/.exec(values[at]!);
    if (!placeholder) return null;
    stores.push(params[Number(placeholder[1]) - 1]);
    const next = /^\s*,\s*/.exec(rest.slice(end + 1));
    if (!next) {
      i = end + 1;
      break;
    }
    i = end + 1 + next[0].length;
  }
  const after = INSERT_TAIL.exec(rest.slice(i));
  if (!after || (after[1] !== undefined && !RETURNED_COLUMNS.test(after[1]))) return null;
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

/** The parts of `list` between separators (a sticky pattern) outside brackets; null when its brackets do not pair. */
function splitTopLevel(list: string, separator: RegExp): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') {
      if (--depth < 0) return null;
    } else if (depth === 0) {
      separator.lastIndex = i;
      if (separator.test(list)) {
        parts.push(list.slice(start, i));
        start = separator.lastIndex;
        i = start - 1;
      }
    }
  }
  if (depth !== 0) return null;
  parts.push(list.slice(start));
  return parts;
}
