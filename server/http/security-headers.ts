/**
 * The security headers of the server's own answers. The app's pages (and its scripts, among them
 * the service worker and MapLibre's worker, whose own policy is the one sent with their script)
 * get a Content-Security-Policy that allows only what the app needs: scripts, workers and styles
 * from this origin only (nothing inline, no eval; WebAssembly for the QR reader), and the map's
 * sources. JSON answers get a policy that allows nothing. With an https `PUBLIC_URL`, every answer carries HSTS.
 */
import type { ServerConfig } from '../config';

/** For every answer: no MIME sniffing, no framing, no full URL in Referer to other sites. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** For answers that are data, never a document: nothing may load or frame them. */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HSTS for a year, subdomains included, as browsers remember it only over https. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The source of a tile URL template: its origin, with `*.` for a placeholder in the host. */
export function tileSource(template: string): string | undefined {
  const marker = 'tileplaceholder';
  try {
    const url = new URL(template.replaceAll(/\{[a-z]+\}/gu, marker));
    if (!url.hostname.includes(marker)) return url.origin;
    const labels = url.hostname.split('.');
    if (labels.slice(1).some((label) => label.includes(marker))) return undefined;
    return `${url.protocol}//*.${labels.slice(1).join('.')}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return undefined;
  }
}

function isHttps(config: ServerConfig): boolean {
  return config.publicUrl?.startsWith('https://') === true;
}

/**
 * The app's Content-Security-Policy. Map images may be linked by editors from any http(s) host,
 * and MapLibre and the offline pack download fetch them (and the base-layer tiles) with `fetch`,
 * so images and connections allow https (and http unless the app is served over https, where a
 * browser blocks http anyway); the base-layer and Cognito hosts are named as well, so the policy
 * says where the app goes. No inline script or style is allowed: React and MapLibre set styles
 * through the CSSOM (`element.style`), which a policy does not restrict, and the build's CSS is
 * linked. `blob:` connections are the page's own object URLs: MapLibre fetches the map image an
 * editor has chosen (not yet uploaded) from one to draw its preview.
 */
export function contentSecurityPolicy(config: ServerConfig): string {
  const https = isHttps(config);
  const webSchemes = https ? ['https:'] : ['https:', 'http:'];
  const self = ["'self'", ...(config.publicUrl ? [new URL(config.publicUrl).origin] : [])];
  const tileHosts = config.baseLayers.flatMap((layer) => tileSource(layer.urlTemplate) ?? []);
  const cognito = config.cognito
    ? [`https://cognito-idp.${config.cognito.region}.amazonaws.com`]
    : [];
  const unique = (sources: string[]) => [...new Set(sources)].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // WebAssembly may be compiled (the QR reader's polyfill), never JavaScript from a string.
    ['script-src', "'self' 'wasm-unsafe-eval'"],
    ['worker-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', unique([...self, 'data:', 'blob:', ...tileHosts, ...webSchemes])],
    ['connect-src', unique([...self, 'blob:', ...tileHosts, ...cognito, ...webSchemes])],
    ['font-src', "'self' data:"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/** Headers for every answer of this configuration (HSTS when PUBLIC_URL is https). */
export function transportSecurityHeaders(config: ServerConfig): Record<string, string> {
  return isHttps(config) ? { 'strict-transport-security': HSTS_VALUE } : {};
}
