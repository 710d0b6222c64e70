import { describe, expect, it } from 'vitest';
import { tagSides, type TagToPlace } from '../../src/domain/tag-placement';

/** Circles of outer radius 14 px, tags starting 16 px from a control's centre. */
const LAYOUT = { ringRadius: 14, offset: 16 };
const tag = (x: number, y: number): TagToPlace => ({ x, y, width: 60, height: 24 });

describe('tagSides', () => {
  it.each<{ case: string; tags: TagToPlace[]; sides: string[] }>([
    { case: 'a lone control keeps its tag on the right', tags: [tag(0, 0)], sides: ['right'] },
    {
      case: 'controls far apart all keep the right',
      tags: [tag(0, 0), tag(200, 0), tag(0, 200)],
      sides: ['right', 'right', 'right'],
    },
    {
      case: "a tag that would cover the next control's circle goes left",
      tags: [tag(0, 0), tag(40, 0)],
      sides: ['left', 'right'],
    },
    {
      case: 'a tag that would cover a tag placed before it goes left',
      tags: [tag(0, 0), tag(0, 20)],
      sides: ['right', 'left'],
    },
    {
      case: 'with circles on both sides, the tag goes below',
      tags: [tag(0, 0), tag(-40, 0), tag(40, 0)],
      sides: ['below', 'left', 'right'],
    },
  ])('$case', ({ tags, sides }) => {
    expect(tagSides(tags, LAYOUT)).toEqual(sides);
  });

  it('with every side covered, puts the tag where it covers the fewest circles', () => {
    // Every side covers a circle; the left only one (the right's two also reach below and above).
    const tags = [tag(0, 0), tag(40, -8), tag(40, 8), tag(-40, 0), tag(0, 40), tag(0, -40)];
    expect(tagSides(tags, LAYOUT)[0]).toBe('left');
  });
});
