import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';
import { gameLevelSchema } from '../../../src/domain/schemas/game-level';
import { levelFormValues, nextLevelOrder } from '../../../src/features/levels/level-form-values';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const parse = (entries: Record<string, string>) =>
  fieldErrors(v.safeParse(gameLevelSchema, levelFormValues(form(entries))));

describe('the level form values', () => {
  it('reads the check boxes as booleans', () => {
    expect(levelFormValues(form({ allowCodePunching: 'on' }))).toMatchObject({
      allowGpsPunching: false,
      allowCodePunching: true,
    });
  });

  it('gives every rule of the seed its message', () => {
    expect(parse({ order: '1' })).toEqual({
      name: 'REQUIRED',
      minNumberControls: 'REQUIRED',
      allowGpsPunching: 'PUNCH_METHOD_REQUIRED',
    });
    expect(
      parse({ name: 'One', order: '1', minNumberControls: '2', allowGpsPunching: 'on' }),
    ).toEqual({ minDistanceLegalPunch: 'GPS_NEEDS_MAX_DISTANCE' });
    expect(
      parse({
        name: 'One',
        order: 'x',
        minNumberControls: '-1',
        allowCodePunching: 'on',
        minDistanceLegalPunch: '0',
      }),
    ).toEqual({
      order: 'NOT_A_NUMBER',
      minNumberControls: 'OUT_OF_RANGE',
      minDistanceLegalPunch: 'OUT_OF_RANGE',
    });
  });

  it('passes a complete level', () => {
    const result = v.safeParse(
      gameLevelSchema,
      levelFormValues(
        form({
          name: 'One',
          description: '',
          order: '2',
          minNumberControls: '3',
          allowGpsPunching: 'on',
          minDistanceLegalPunch: '25',
        }),
      ),
    );
    expect(result.success && result.output).toEqual({
      name: 'One',
      description: null,
      order: 2,
      minNumberControls: 3,
      allowGpsPunching: true,
      allowCodePunching: false,
      minDistanceLegalPunch: 25,
    });
  });
});

describe('a new level', () => {
  it('comes after the highest order', () => {
    expect(nextLevelOrder([])).toBe(1);
    expect(nextLevelOrder([{ order: 1 }, { order: 5 }, { order: 3 }])).toBe(6);
  });
});
