import * as v from 'valibot';

/**
 * One id in a screen's search (`?gameDefinitionId=ID`): text or a number (the router parses `42`
 * as one), read back as trimmed text; anything missing, blank, over 200 characters or not text
 * reads as absent, which the screen shows as "nothing chosen".
 */
export const idSearchParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.finite())]),
      v.transform((value) => String(value).trim()),
      v.check((value) => value !== '' && value.length <= 200),
    ),
  ),
  undefined,
);
