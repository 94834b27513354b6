/**
 * A console list's filters as its page keeps them in the URL's query, so a reload, the browser's
 * back and forward and a shared link show the same list. Each list names its filters with their
 * defaults; only the values that differ are written, in the defaults' order, so one set of filters
 * always reads as one query (the element tells its own echo from a page's change by comparing them).
 */

type FilterRecord = Record<string, string>;

/** Which values a filter takes; a value the URL holds that fails its check reads as the default. */
export type FilterChecks<Values extends FilterRecord> = { [Name in keyof Values]?: (value: string) => boolean };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A whole day, `YYYY-MM-DD`, as date inputs give it. */
export const isDay = (value: string) => DAY.test(value);

/** One of the listed values. */
export const oneOf =
  (...values: readonly string[]) =>
  (value: string) =>
    values.includes(value);

/** The filters as a query (without `?`): only those that differ from their defaults. */
export function filtersQuery<Values extends FilterRecord>(values: Values, defaults: Values): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(defaults)) {
    const value = values[name];
    if (value !== undefined && value !== defaults[name]) params.set(name, value);
  }
  return params.toString();
}

/** The filters a query holds; names the list does not have are ignored, and so are bad values. */
export function filtersFromQuery<Values extends FilterRecord>(
  query: string | undefined,
  defaults: Values,
  checks: FilterChecks<Values>,
): Values {
  const params = new URLSearchParams(query ?? '');
  const values: FilterRecord = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const value = params.get(name);
    const check = checks[name];
    if (value !== null && (!check || check(value))) values[name] = value;
  }
  return values as Values;
}
