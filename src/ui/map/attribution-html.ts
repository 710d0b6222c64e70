/**
 * A map's attribution for MapLibre's attribution control, which sets its text as HTML. An
 * editor's attribution is plain text: every character is escaped, so `<img onerror=...>` shows as
 * those characters, and the only markup made is a link for each http(s) address in the text,
 * shown as its host (`https://kartverket.no/kart` -> "kartverket.no") and opened in a new tab
 * without a referrer or an opener.
 */
import { isWebUrl } from '../../domain/schemas/omap';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => HTML_ESCAPES[char] ?? char);
}

/** An http(s) address in running text; trailing punctuation is left to the sentence. */
const ADDRESS = /https?:\/\/[^\s<>"'`]+?(?=[.,;:!?)\]]*(?:\s|$))/giu;

/** One piece of an attribution: text, or a link shown by its host. */
export type AttributionPart = { text: string } | { href: string; host: string };

/** The attribution cut into text and links (see the header). */
export function attributionParts(attribution: string): AttributionPart[] {
  const parts: AttributionPart[] = [];
  let last = 0;
  for (const match of attribution.matchAll(ADDRESS)) {
    const href = match[0];
    if (!isWebUrl(href)) continue;
    if (match.index > last) parts.push({ text: attribution.slice(last, match.index) });
    parts.push({ href, host: new URL(href).host });
    last = match.index + href.length;
  }
  if (last < attribution.length) parts.push({ text: attribution.slice(last) });
  return parts;
}

/** The attribution as safe HTML for MapLibre (see the header). */
export function attributionHtml(attribution: string): string {
  return attributionParts(attribution)
    .map((part) =>
      'href' in part
        ? `<a href="${escapeHtml(part.href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(part.host)}</a>`
        : escapeHtml(part.text),
    )
    .join('');
}

/**
 * The attributions (as HTML) of the maps drawn, each once, for the attribution control's
 * `customAttribution`: a MapLibre image source has no `attribution` of its own, and a tile
 * source's is read only when the source is added (an attribution typed in the editor after the
 * tile location would not show). The control leaves out a text it already shows from a source.
 */
export function omapAttributions(omaps: readonly { attribution?: string | null }[]): string[] {
  const texts = omaps
    .filter((omap) => omap.attribution?.trim())
    .map((omap) => attributionHtml(omap.attribution?.trim() ?? ''));
  return [...new Set(texts)];
}
