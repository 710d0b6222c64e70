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
import { itGives, itHasTheValues } from '../support/table-tests';

describe('map display constants (seed sections 3 and 9)', () => {
  itHasTheValues([
    { name: 'CONTROL_DISPLAY_ID_OFFSET', value: CONTROL_DISPLAY_ID_OFFSET, expected: 100 },
    { name: 'CONTROL_LINE_WEIGHT', value: CONTROL_LINE_WEIGHT, expected: 6 },
    { name: 'CONTROL_OPACITY', value: CONTROL_OPACITY, expected: 1 },
  ]);

  it('opens the map near Arendal, 58.48 N 8.73 E', () => {
    expect(DEFAULT_MAP_CENTRE).toEqual({ lat: 58.48, lng: 8.73 });
  });
});

describe('zoomRadius', () => {
  itGives((zoom: number | null | undefined) => zoomRadius(zoom), 'zoom %s gives radius %s', [
    [undefined, 20],
    [null, 20],
    [Number.NaN, 20],
    [0, 30],
    [11, 30],
    [11.99, 30],
    [12, 8],
    [14, 8],
    [14.99, 8],
    [15, 12],
    [15.99, 12],
    [16, 15],
    [17, 20],
    [17.99, 20],
    [18, 30],
    [22, 30],
  ]);

  itGives(zoomRadius, 'zoom %s with offset %s gives %s', [
    [undefined, 5, 25],
    [12, 5, 13],
    [15, -2, 10],
    [18, 10, 40],
  ]);
});

describe('iconForPoints', () => {
  itGives(iconForPoints, '%s points give a %s', [
    [1, 'dog'],
    [2, 'dove'],
    [3, 'frog'],
    [4, 'cat'],
    [5, 'horse'],
    [0, 'dog'],
    [6, 'dog'],
    [2.5, 'dog'],
    [-3, 'dog'],
    [null, 'dog'],
    [undefined, 'dog'],
  ]);
});

describe('iconScaleForZoom', () => {
  itGives(iconScaleForZoom, 'zoom %s draws icons at %s×', [
    [10, 2],
    [14, 2],
    [15, 2],
    [15.99, 2],
    [16, 3],
    [17, 4],
    [17.99, 4],
    [18, 5],
    [19, 5],
  ]);
});

describe('controlDisplayId', () => {
  itGives(controlDisplayId, 'the control at index %s shows %s', [
    [0, 100],
    [1, 101],
    [41, 141],
  ]);
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
