import { describe, expect, it } from 'vitest';
import {
  CONTROL_DISPLAY_ID_OFFSET,
  CONTROL_ICON_COLOURS,
  CONTROL_ICONS,
  CONTROL_LINE_WEIGHT,
  CONTROL_OPACITY,
  DEFAULT_MAP_CENTRE,
  controlDisplayId,
  controlDisplayNumber,
  controlDisplayStyle,
  iconForPoints,
  iconScaleForZoom,
  zoomRadius,
} from '../../src/domain/map-display';

describe('map display constants (seed sections 3 and 9)', () => {
  it.each([
    { name: 'CONTROL_DISPLAY_ID_OFFSET', value: CONTROL_DISPLAY_ID_OFFSET, expected: 100 },
    { name: 'CONTROL_LINE_WEIGHT', value: CONTROL_LINE_WEIGHT, expected: 6 },
    { name: 'CONTROL_OPACITY', value: CONTROL_OPACITY, expected: 1 },
  ])('$name is $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });

  it('opens the map near Arendal, 58.48 N 8.73 E', () => {
    expect(DEFAULT_MAP_CENTRE).toEqual({ lat: 58.48, lng: 8.73 });
  });
});

describe('zoomRadius', () => {
  it.each([
    { zoom: undefined, expected: 20 },
    { zoom: null, expected: 20 },
    { zoom: Number.NaN, expected: 20 },
    { zoom: 0, expected: 30 },
    { zoom: 11, expected: 30 },
    { zoom: 11.99, expected: 30 },
    { zoom: 12, expected: 8 },
    { zoom: 14, expected: 8 },
    { zoom: 14.99, expected: 8 },
    { zoom: 15, expected: 12 },
    { zoom: 15.99, expected: 12 },
    { zoom: 16, expected: 15 },
    { zoom: 17, expected: 20 },
    { zoom: 17.99, expected: 20 },
    { zoom: 18, expected: 30 },
    { zoom: 22, expected: 30 },
  ])('zoom $zoom gives radius $expected', ({ zoom, expected }) => {
    expect(zoomRadius(zoom)).toBe(expected);
  });

  it.each([
    { zoom: undefined, offset: 5, expected: 25 },
    { zoom: 12, offset: 5, expected: 13 },
    { zoom: 15, offset: -2, expected: 10 },
    { zoom: 18, offset: 10, expected: 40 },
  ])('zoom $zoom with offset $offset gives $expected', ({ zoom, offset, expected }) => {
    expect(zoomRadius(zoom, offset)).toBe(expected);
  });
});

describe('iconForPoints', () => {
  it.each([
    { points: 1, icon: 'dog' },
    { points: 2, icon: 'dove' },
    { points: 3, icon: 'frog' },
    { points: 4, icon: 'cat' },
    { points: 5, icon: 'horse' },
    { points: 0, icon: 'dog' },
    { points: 6, icon: 'dog' },
    { points: 2.5, icon: 'dog' },
    { points: -3, icon: 'dog' },
    { points: null, icon: 'dog' },
    { points: undefined, icon: 'dog' },
  ])('$points points give a $icon', ({ points, icon }) => {
    expect(iconForPoints(points)).toBe(icon);
  });
});

describe('iconScaleForZoom', () => {
  it.each([
    { zoom: 10, scale: 2 },
    { zoom: 14, scale: 2 },
    { zoom: 15, scale: 2 },
    { zoom: 15.99, scale: 2 },
    { zoom: 16, scale: 3 },
    { zoom: 17, scale: 4 },
    { zoom: 17.99, scale: 4 },
    { zoom: 18, scale: 5 },
    { zoom: 19, scale: 5 },
  ])('zoom $zoom draws icons at $scale×', ({ zoom, scale }) => {
    expect(iconScaleForZoom(zoom)).toBe(scale);
  });
});

describe('controlDisplayId', () => {
  it.each([
    { index: 0, expected: 100 },
    { index: 1, expected: 101 },
    { index: 41, expected: 141 },
  ])('the control at index $index shows $expected', ({ index, expected }) => {
    expect(controlDisplayId(index)).toBe(expected);
  });
});

describe('controlDisplayStyle', () => {
  it.each([
    { points: 1, icon: 'dog', colour: '#0072B2' },
    { points: 2, icon: 'dove', colour: '#CC79A7' },
    { points: 3, icon: 'frog', colour: '#009E73' },
    { points: 4, icon: 'cat', colour: '#E69F00' },
    { points: 5, icon: 'horse', colour: '#D55E00' },
    { points: null, icon: 'dog', colour: '#0072B2' },
  ])('$points points: $icon in $colour, weight 6, opacity 1', ({ points, icon, colour }) => {
    expect(controlDisplayStyle(points)).toEqual({ icon, colour, weight: 6, opacity: 1 });
  });

  it('gives each icon its own colour', () => {
    const colours = CONTROL_ICONS.map((icon) => CONTROL_ICON_COLOURS[icon]);
    expect(new Set(colours).size).toBe(CONTROL_ICONS.length);
  });
});

describe('controlDisplayNumber', () => {
  it.each([
    { visualCode: '31', index: 0, expected: '31' },
    { visualCode: 'A7', index: 5, expected: 'A7' },
    { visualCode: null, index: 0, expected: '100' },
    { visualCode: undefined, index: 2, expected: '102' },
    { visualCode: '', index: 3, expected: '103' },
    { visualCode: '  ', index: 4, expected: '104' },
  ])(
    'visual code $visualCode at index $index shows $expected',
    ({ visualCode, index, expected }) => {
      expect(controlDisplayNumber(visualCode, index)).toBe(expected);
    },
  );
});
