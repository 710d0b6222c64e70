import { describe, expect, it } from 'vitest';
import type { PunchEntry } from '../../../src/offline/db';
import { notYetRead, withWrittenPunches } from '../../../src/features/play/use-written-punches';
import { punchEntry } from './play-fixtures';

const punch = (seq: number, status: PunchEntry['status'] = 'queued') =>
  punchEntry(seq, { status, method: 'CODE' });

describe('punches written by the screen, before the live query reads them back', () => {
  it.each([
    ['nothing written', [punch(1)], [], ['p1']],
    ['a new entry is appended', [punch(1)], [punch(2)], ['p1', 'p2']],
    [
      'an entry the live query holds is not doubled',
      [punch(1), punch(2)],
      [punch(2)],
      ['p1', 'p2'],
    ],
    ['no live entries yet', [], [punch(1)], ['p1']],
  ])('%s', (_case, live, written, ids) => {
    expect(withWrittenPunches(live, written).map((entry) => entry.id)).toEqual(ids);
  });

  it('keeps the stored entry once the live query has it (a refusal speaks, not the guess)', () => {
    const shown = withWrittenPunches([punch(2, 'refused')], [punch(2)]);
    expect(shown.map((entry) => entry.status)).toEqual(['refused']);
    expect(notYetRead([punch(2, 'refused')], [punch(2), punch(3)]).map((e) => e.id)).toEqual([
      'p3',
    ]);
  });
});
