import { describe, expect, it } from 'vitest';
import {
  controlTagLayout,
  DRAFT_LABEL,
  TAG_HEIGHT_PX,
  tagWidthPx,
  type ControlTag,
} from '../../../src/features/controls/control-tags';

const START = { lat: 58.46, lng: 8.77 };
/** About 47 px at zoom 15 at the start's latitude. */
const NEAR_LNG = 0.001;

/** A control `east` degrees of longitude and `north` of latitude from the start. */
const at = (label: string, east: number, north = 0): ControlTag => ({
  position: { lat: START.lat + north, lng: START.lng + east },
  label,
});

describe('controlTagLayout', () => {
  it('sizes the animals by zoom, the labels just clear of their selection ring', () => {
    expect(controlTagLayout([at('31', 0)], 15)).toEqual({
      iconPx: 24,
      tagOffsetPx: 19,
      sides: ['right'],
    });
    expect(controlTagLayout([at('31', 0)], 17)).toMatchObject({ iconPx: 48, tagOffsetPx: 31 });
  });

  it('measures a label by its characters, the new control by its "+"', () => {
    expect(tagWidthPx('31')).toBe(30);
    expect(tagWidthPx('X100')).toBe(48);
    expect(tagWidthPx(DRAFT_LABEL)).toBe(21);
    expect(TAG_HEIGHT_PX).toBe(18);
  });

  it.each<{ case: string; tags: ControlTag[]; sides: string[] }>([
    {
      case: 'controls far apart all keep the right',
      tags: [at('31', 0), at('32', 10 * NEAR_LNG)],
      sides: ['right', 'right'],
    },
    {
      case: "a label that would cover the next control's animal goes left",
      tags: [at('31', 0), at('32', NEAR_LNG)],
      sides: ['left', 'right'],
    },
    {
      case: "the new control's animal moves a placed control's label off it",
      tags: [at('31', 0), at(DRAFT_LABEL, NEAR_LNG)],
      sides: ['left', 'right'],
    },
    {
      case: 'with animals on both sides, the label goes below',
      tags: [at('31', 0), at('32', -NEAR_LNG), at('33', NEAR_LNG)],
      sides: ['below', 'left', 'right'],
    },
  ])('$case', ({ tags, sides }) => {
    expect(controlTagLayout(tags, 15).sides).toEqual(sides);
  });

  it('moves a long code off a neighbour a short one leaves free, until the zoom parts them', () => {
    // About 80 px east at zoom 16 (the animals 36 px), 320 px at zoom 18.
    const east = 0.00086;
    expect(controlTagLayout([at('31', 0), at('32', east)], 16).sides[0]).toBe('right');
    expect(controlTagLayout([at('LONGCODE', 0), at('32', east)], 16).sides[0]).toBe('left');
    expect(controlTagLayout([at('LONGCODE', 0), at('32', east)], 18).sides[0]).toBe('right');
  });
});
