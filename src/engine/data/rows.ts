/**
 * The generated tables (tools/import-reference.mjs) list their field names once and a row of values
 * per entry, so the first load carries each name once; here each row becomes its object again.
 */
export function fromRows<T>(keys: readonly string[], rows: readonly (readonly unknown[])[]): T[] {
  return rows.map((row) => Object.fromEntries(keys.map((k, i) => [k, row[i]])) as T);
}
