import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { controlsSearchSchema } from '../../../src/features/controls/controls-search';

const parse = (search: Record<string, unknown>) => v.parse(controlsSearchSchema, search);

describe('the control editor search params', () => {
  it('keeps the game, level and control ids and the print view', () => {
    expect(
      parse({ gameDefinitionId: 'g1', gameLevelId: 'l1', controlId: 'c1', view: 'print' }),
    ).toEqual({ gameDefinitionId: 'g1', gameLevelId: 'l1', controlId: 'c1', view: 'print' });
  });

  it.each([
    { name: 'missing', search: {} },
    { name: 'blank', search: { gameLevelId: '  ' } },
    { name: 'an object', search: { gameLevelId: { id: 1 } } },
    { name: 'too long', search: { gameLevelId: 'x'.repeat(201) } },
  ])('reads an id that is $name as absent', ({ search }) => {
    expect(parse(search).gameLevelId).toBeUndefined();
  });

  it('reads an id the router parsed as a number back as text, trimmed', () => {
    expect(parse({ gameLevelId: 42, controlId: ' c2 ' })).toMatchObject({
      gameLevelId: '42',
      controlId: 'c2',
    });
  });

  it('ignores any other view', () => {
    expect(parse({ view: 'map' }).view).toBeUndefined();
  });
});
