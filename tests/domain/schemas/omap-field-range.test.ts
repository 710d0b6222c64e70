import { describe, expect, it } from 'vitest';
import { omapFieldRange } from '../../../src/domain/schemas/omap-field-range';

const VALUES = {
  minZoom: '15',
  maxZoom: '14',
  bottomLeftLat: '58.45',
  bottomLeftLng: '8.7',
  topRightLat: '58.45',
  topRightLng: '8.7',
};

describe('omapFieldRange: the range a map field error names', () => {
  it.each([
    ['minZoom', VALUES, { min: 0, max: 22, integer: true }],
    ['maxZoom below minZoom: from the smallest zoom', VALUES, { min: 15, max: 22, integer: true }],
    [
      'maxZoom over 22: its own limits',
      { ...VALUES, maxZoom: '23' },
      { min: 0, max: 22, integer: true },
    ],
    [
      'maxZoom with an unreadable minZoom',
      { ...VALUES, minZoom: 'x' },
      { min: 0, max: 22, integer: true },
    ],
    ['topRightLat at the south edge: north of it', VALUES, { moreThan: 58.45 }],
    ['topRightLng at the west edge: east of it', VALUES, { moreThan: 8.7 }],
    ['topRightLat of 91: its own limits', { ...VALUES, topRightLat: '91' }, { min: -90, max: 90 }],
    ['bottomLeftLat', VALUES, { min: -90, max: 90 }],
    ['name', VALUES, null],
  ])('%s', (label, values, expected) => {
    expect(omapFieldRange(label.split(' ')[0]!, values)).toEqual(expected);
  });
});
