import { describe, expect, it } from 'vitest';
import { scanToMap } from '../../../src/features/play/map-padding';

/** The plain scan it replaces: every 4 px from `from` until the map shows or `limit` is passed. */
function fineScan(from: number, limit: number, direction: 1 | -1, showsAt: (y: number) => boolean) {
  let y = from;
  while ((limit - y) * direction > 0 && !showsAt(y)) y += 4 * direction;
  return y;
}

describe('scanToMap', () => {
  // A map 600 px high from y = 100; a bar over its top and a sheet over its bottom, of each size.
  const covers = [0, 3, 4, 31, 32, 33, 60, 64, 250, 597];
  it.each(covers.flatMap((bar) => covers.map((sheet) => [bar, sheet] as const)))(
    'finds the uncovered part under a %i px bar and over a %i px sheet as a 4 px scan does',
    (bar, sheet) => {
      const shows = (y: number) => y >= 100 + bar && y < 700 - sheet;
      const top = scanToMap(100, 700, 1, shows);
      expect(top).toBe(Math.min(fineScan(100, 700, 1, shows), 700));
      const bottom = scanToMap(700, top, -1, (y) => shows(y - 1));
      expect(bottom).toBe(
        Math.max(
          fineScan(700, top, -1, (y) => shows(y - 1)),
          top,
        ),
      );
    },
  );

  it('looks far fewer times than a 4 px scan under a sheet over half the map', () => {
    let looks = 0;
    const shows = (y: number) => {
      looks += 1;
      return y < 400;
    };
    expect(scanToMap(700, 100, -1, shows)).toBe(396);
    expect(looks).toBeLessThan(20);
  });

  it('gives the limit where the map shows nowhere', () => {
    expect(scanToMap(100, 700, 1, () => false)).toBe(700);
    expect(scanToMap(700, 100, -1, () => false)).toBe(100);
  });
});
