import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';
import { gameDefinitionSchema } from '../../../src/domain/schemas/game-definition';
import {
  coordinateText,
  defaultVisibleOmapId,
  gameFormValues,
  pointOf,
} from '../../../src/features/games/game-form-values';
import { formData } from '../../ui/support/form-data';

/** What the game schema makes of a form of `entries` with the maps `omapIds` chosen. */
const parse = (entries: Record<string, string>, omapIds: string[] = []) =>
  v.safeParse(gameDefinitionSchema, gameFormValues(formData(entries), omapIds));

describe('the game form values', () => {
  it('reads the yes/no choice of active as a boolean and keeps the chosen maps', () => {
    const values = gameFormValues(
      formData({
        name: 'Hove',
        type: 'levels',
        active: 'false',
        state: 'PUBLIC',
        startLat: '58.4',
      }),
      ['map-1'],
    );
    expect(values).toEqual({
      name: 'Hove',
      type: 'levels',
      active: false,
      state: 'PUBLIC',
      startLat: '58.4',
      startLng: undefined,
      omapIds: ['map-1'],
    });
    expect(gameFormValues(formData({ active: 'true' }), []).active).toBe(true);
  });

  it('leaves active absent when nothing is chosen, so the schema asks for it', () => {
    expect(fieldErrors(parse({}))).toEqual({
      name: 'REQUIRED',
      type: 'REQUIRED',
      active: 'REQUIRED',
      omapIds: 'MAP_REQUIRED',
    });
  });

  it('passes a complete form', () => {
    const result = parse(
      {
        name: ' Hove ',
        type: 'classic',
        active: 'true',
        state: 'PRIVATE',
        startLat: '58.45',
        startLng: '8.75',
      },
      ['demo'],
    );
    expect(result.success && result.output).toMatchObject({
      name: 'Hove',
      active: true,
      startLat: 58.45,
      startLng: 8.75,
      omapIds: ['demo'],
    });
  });
});

describe('the map shown by default', () => {
  it('is the primary map, else the first, else none', () => {
    expect(
      defaultVisibleOmapId([
        { id: 'a', primaryMap: false },
        { id: 'b', primaryMap: true },
      ]),
    ).toBe('b');
    expect(
      defaultVisibleOmapId([
        { id: 'a', primaryMap: false },
        { id: 'c', primaryMap: false },
      ]),
    ).toBe('a');
    expect(defaultVisibleOmapId([])).toBeUndefined();
  });
});

describe('the start point', () => {
  it('exists only when both numbers are valid and in range', () => {
    expect(pointOf('58.45', ' 8.75 ')).toEqual({ lat: 58.45, lng: 8.75 });
    expect(pointOf('', '8.75')).toBeNull();
    expect(pointOf('north', '8.75')).toBeNull();
    expect(pointOf('91', '8.75')).toBeNull();
    expect(pointOf('58', '181')).toBeNull();
  });

  it('is shown with at most 7 decimals', () => {
    expect(coordinateText(58.123456789)).toBe('58.1234568');
    expect(coordinateText(8.5)).toBe('8.5');
  });
});
