import * as v from 'valibot';

const LIMIT_MESSAGE = 'must be an integer from 1 to 1000';

/** `?limit=N` on list routes: the dashboard asks for its 4 items without fetching every row. */
export const listQuery = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(1000, LIMIT_MESSAGE),
    ),
  ),
});
