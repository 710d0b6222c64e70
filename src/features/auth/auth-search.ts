/**
 * Where to go after signing in: the `redirect` search parameter, accepted only as a path of this
 * site (starting with one '/'), so a crafted link cannot send a user elsewhere
 * (`//evil.example`, `https://evil.example`, `/\evil.example` and `javascript:` are refused).
 */
import * as v from 'valibot';

const CHECK_ORIGIN = 'https://app.invalid';

/** The path (with its search and hash) when `value` is a same-origin path, else undefined. */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  // Backslashes count as slashes in URLs, and control characters are dropped by the parser.
  if (value.includes('\\') || [...value].some((char) => char <= ' ' || char === '\u007f')) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== CHECK_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A search parameter holding a safe redirect path; anything else reads as absent. */
export const redirectSearchParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => safeRedirectPath(value) !== undefined),
    ),
  ),
  undefined,
);

/** An e-mail passed between the sign-in screens (to fill in the form); not checked further. */
export const emailSearchParam = v.fallback(
  v.optional(v.pipe(v.string(), v.maxLength(254))),
  undefined,
);

export const signInSearchSchema = v.object({
  redirect: redirectSearchParam,
  email: emailSearchParam,
});

export const emailSearchSchema = v.object({ email: emailSearchParam });
