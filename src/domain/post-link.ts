/**
 * The link a post's QR code holds (docs/ARCHITECTURE.md, "Posts with a QR code"):
 *
 *     <origin>/punch?c=<controlId>&k=<secretCode>
 *
 * the control's id and the secret code written on the post, each percent-encoded. The printed
 * control sheet writes it (`postLink`); the play screen's scanner and the `/punch` screen read it
 * back (`readPostLink`). A scanned link is read whatever its origin (a sheet printed from another
 * address of the same app still punches); the server checks the code as for a typed one.
 *
 * @example
 * postLink('https://game.example', 'demo-control-36', 'TANGE');
 * // 'https://game.example/punch?c=demo-control-36&k=TANGE'
 * readPostLink('https://game.example/punch?c=demo-control-36&k=TANGE');
 * // { controlId: 'demo-control-36', secretCode: 'TANGE' }
 */

/** The app's path that a post's link opens. */
export const POST_LINK_PATH = '/punch';

/** The query parameters of a post's link: the control's id and its secret code. */
export const POST_LINK_CONTROL_PARAM = 'c';
export const POST_LINK_CODE_PARAM = 'k';

/** The longest id or code a link may carry (the API refuses longer ones anyway). */
export const POST_LINK_MAX_LENGTH = 200;

/** What a post's link names: the control and the code a player would type. */
export interface PostLinkTarget {
  readonly controlId: string;
  readonly secretCode: string;
}

/** The link for the post of `controlId` with its `secretCode`, on the app at `origin`. */
export function postLink(origin: string, controlId: string, secretCode: string): string {
  const base = origin.replace(/\/+$/u, '');
  return (
    `${base}${POST_LINK_PATH}?${POST_LINK_CONTROL_PARAM}=${encodeURIComponent(controlId)}` +
    `&${POST_LINK_CODE_PARAM}=${encodeURIComponent(secretCode)}`
  );
}

/** An optional http(s) origin, the path /punch (a trailing slash allowed), its query, a hash. */
const LINK_PATTERN = /^(?:https?:\/\/[^/?#\s]+)?\/punch\/?\?([^#\s]*)(?:#\S*)?$/iu;

function decodeParam(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

function usable(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= POST_LINK_MAX_LENGTH ? trimmed : undefined;
}

/**
 * The control and code of a post's link (a full URL, or the path with its query), or null when
 * `text` is not such a link: another path, a missing or blank id or code, one longer than
 * POST_LINK_MAX_LENGTH, or broken percent-encoding. Values are trimmed, as a typed code is.
 */
export function readPostLink(text: string): PostLinkTarget | null {
  const query = LINK_PATTERN.exec(text.trim())?.[1];
  if (query === undefined) return null;
  const params = new Map<string, string | undefined>();
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = pair.slice(0, equals);
    // The first of a repeated parameter counts, as URLSearchParams.get reads it.
    if (!params.has(name)) params.set(name, decodeParam(pair.slice(equals + 1)));
  }
  const controlId = usable(params.get(POST_LINK_CONTROL_PARAM));
  const secretCode = usable(params.get(POST_LINK_CODE_PARAM));
  return controlId && secretCode ? { controlId, secretCode } : null;
}
