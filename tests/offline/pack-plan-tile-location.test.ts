import { describe, expect, it } from 'vitest';
import { packTileUrls } from '../../src/offline/pack-plan';

/** About 300 m square near Arendal, inside the map's box. */
const AREA = { south: 58.459, west: 8.769, north: 58.462, east: 8.774 };

function tilesMap(tileLocation: string) {
  return {
    sourceType: 'tiles',
    tileLocation,
    bottomLeftLat: 58.45,
    bottomLeftLng: 8.75,
    topRightLat: 58.47,
    topRightLng: 8.79,
    minZoom: 14,
    maxZoom: 16,
  };
}

describe("packTileUrls for a tiles map's location", () => {
  it("packs a seed-form tile folder's GIF tiles under {z}/{x}/{y}.gif, as the map asks for them", () => {
    const urls = packTileUrls({
      game: { omaps: [tilesMap('https://kart.example.no/tiles/hove/')] },
      area: AREA,
      minZoom: 14,
      maxZoom: 16,
      baseLayers: [],
      origin: 'https://app.example.org',
    });
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^https:\/\/kart\.example\.no\/tiles\/hove\/1[5-7]\/\d+\/\d+\.gif$/u);
    }
  });

  it('packs the same tiles for the folder as for its full template', () => {
    const plan = (location: string) =>
      packTileUrls({
        game: { omaps: [tilesMap(location)] },
        area: AREA,
        minZoom: 14,
        maxZoom: 16,
        baseLayers: [],
        origin: 'https://app.example.org',
      });
    expect(plan('https://kart.example.no/tiles/hove')).toEqual(
      plan('https://kart.example.no/tiles/hove/{z}/{x}/{y}.gif'),
    );
  });
});
