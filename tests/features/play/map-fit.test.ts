import { describe, expect, it } from 'vitest';
import { boundsAround } from '../../../src/features/play/map-fit';
import { paddingOffset } from '../../../src/features/play/map-padding';

describe('boundsAround', () => {
  it('is null for no points', () => {
    expect(boundsAround([])).toBeNull();
  });

  it('is the point itself for one point', () => {
    expect(boundsAround([{ lat: 58.46, lng: 8.77 }])).toEqual([
      [8.77, 58.46],
      [8.77, 58.46],
    ]);
  });

  it('spans the westmost, southmost, eastmost and northmost of several', () => {
    expect(
      boundsAround([
        { lat: 58.461, lng: 8.772 },
        { lat: 58.455, lng: 8.779 },
        { lat: 58.464, lng: 8.761 },
      ]),
    ).toEqual([
      [8.761, 58.455],
      [8.779, 58.464],
    ]);
  });
});

describe('paddingOffset', () => {
  it.each([
    { padding: { top: 0, right: 0, bottom: 0, left: 0 }, offset: [0, 0] },
    // A sheet of 200 px over the bottom: the middle of what shows is 100 px higher.
    { padding: { top: 24, right: 78, bottom: 224, left: 78 }, offset: [0, -100] },
    { padding: { top: 60, right: 10, bottom: 20, left: 50 }, offset: [20, 20] },
  ])('padding $padding moves the centre by $offset', ({ padding, offset }) => {
    expect(paddingOffset(padding)).toEqual(offset);
  });
});
