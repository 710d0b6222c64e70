/**
 * The search parameters of `/punch?c=<controlId>&k=<secretCode>`, the link on a post's QR code
 * (src/domain/post-link.ts). The router reads a value that looks like JSON as JSON (`k=123` as
 * a number), so a number is read back as text; the screen prefers the address as typed.
 */
import * as v from 'valibot';
import { POST_LINK_MAX_LENGTH } from '../../domain/post-link';

const linkParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.finite())]),
      v.transform((value) => String(value)),
      v.maxLength(POST_LINK_MAX_LENGTH),
    ),
  ),
  undefined,
);

export const postLinkSearchSchema = v.object({ c: linkParam, k: linkParam });

export type PostLinkSearch = v.InferOutput<typeof postLinkSearchSchema>;
