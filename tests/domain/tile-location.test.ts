import { describe, expect, it } from 'vitest';
import { isTileLocation } from '../../src/domain/schemas/omap';
import { tileUrlTemplate } from '../../src/domain/tile-location';
import { itGives } from '../support/table-tests';

describe('tileUrlTemplate', () => {
  itGives(tileUrlTemplate, 'reads %j as %j', [
    ['https://kart.example.no/tiles/skog', 'https://kart.example.no/tiles/skog/{z}/{x}/{y}.gif'],
    ['https://kart.example.no/tiles/skog/', 'https://kart.example.no/tiles/skog/{z}/{x}/{y}.gif'],
    ['https://t.example.org/{z}/{x}/{y}.png', 'https://t.example.org/{z}/{x}/{y}.png'],
    ['https://t.example.org/{z}/{y}/{x}', 'https://t.example.org/{z}/{y}/{x}'],
  ]);
});

describe('isTileLocation', () => {
  it.each([
    ['a seed-form folder', 'https://kart.example.no/tiles/skog', true],
    ['a full template', 'https://t.example.org/{z}/{x}/{y}.gif', true],
    ['a folder with a query (the pattern cannot follow it)', 'https://t.example.org/a?k=1', false],
    ['one image, not a folder', 'https://t.example.org/map.gif', false],
    ['a template missing {y}', 'https://t.example.org/{z}/{x}', false],
    ['no web address', 'javascript:alert(1)', false],
  ])('%s: %j is %j', (_name, location, expected) => {
    expect(isTileLocation(location)).toBe(expected);
  });
});
