/**
 * An editor's attribution is drawn on the map as text: the map's source gets `attributionHtml`,
 * and MapLibre's own attribution control (the component that draws it) turns that into DOM here.
 * The control runs for real; only the map around it is a stand-in with the one source.
 */
import { AttributionControl, type Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { attributionHtml, attributionParts } from '../../../src/ui/map/attribution-html';
import { omapLayers } from '../../../src/ui/map/omap-sources';

/** What MapLibre's attribution control draws for a tiles map with `attribution`. */
function drawnAttribution(attribution: string): HTMLElement {
  const [layer] = omapLayers({
    id: 'm1',
    sourceType: 'tiles',
    tileLocation: 'https://tiles.example.org/{z}/{x}/{y}.png',
    attribution,
  });
  const source = layer!.source as { attribution?: string };
  const map = {
    style: {
      stylesheet: {},
      tileManagers: { 'omap-m1': { used: true, getSource: () => source } },
    },
    on: () => map,
    off: () => map,
    _getUIString: () => 'Toggle attribution',
    getCanvasContainer: () => ({ offsetWidth: 1024 }),
  };
  const control = new AttributionControl({ compact: false });
  const container = control.onAdd(map as unknown as MapLibreMap);
  document.body.replaceChildren(container);
  return container.querySelector<HTMLElement>('.maplibregl-ctrl-attrib-inner')!;
}

describe('a map attribution on the map', () => {
  it('shows HTML in the attribution as the characters typed, with no element made', () => {
    const typed = '<img src=x onerror="alert(1)"><b>Club</b> & <script>alert(2)</script>';
    const drawn = drawnAttribution(typed);
    expect(drawn.textContent).toBe(typed);
    expect(drawn.querySelector('img, b, script')).toBeNull();
    expect(drawn.children).toHaveLength(0);
  });

  it('makes no link of a javascript: or data: address', () => {
    const typed = '<a href="javascript:alert(1)">Club</a> javascript:alert(1) data:text/html,x';
    const drawn = drawnAttribution(typed);
    expect(drawn.querySelector('a')).toBeNull();
    expect(drawn.textContent).toBe(typed);
  });

  it('links an http(s) address, shown by its host, opened without referrer or opener', () => {
    const drawn = drawnAttribution('© Kartverket, https://kartverket.no/kart/vilkar.');
    const links = drawn.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://kartverket.no/kart/vilkar');
    expect(links[0]!.textContent).toBe('kartverket.no');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(drawn.textContent).toBe('© Kartverket, kartverket.no.');
  });

  it('escapes an address that tries to break out of the link', () => {
    const html = attributionHtml('https://x.example.org/"onmouseover="alert(1)');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('[onmouseover]')).toBeNull();
    expect(attributionParts('plain text')).toEqual([{ text: 'plain text' }]);
  });
});
