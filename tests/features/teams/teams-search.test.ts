import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { teamsSearchSchema } from '../../../src/features/teams/teams-search';

describe('the search parameters of /teams', () => {
  it('opens my teams by default', () => {
    expect(v.parse(teamsSearchSchema, {})).toEqual({ tab: 'mine' });
  });

  it.each(['find', 'create', 'mine', 'rules'])('keeps the tab %s', (tab) => {
    expect(v.parse(teamsSearchSchema, { tab }).tab).toBe(tab);
  });

  it('reads an unknown tab as the default and drops a bad team or query', () => {
    expect(v.parse(teamsSearchSchema, { tab: 'admin', team: 42, q: 'x'.repeat(101) })).toEqual({
      tab: 'mine',
      team: undefined,
      q: undefined,
    });
  });

  it('keeps the selected team and the search text', () => {
    expect(v.parse(teamsSearchSchema, { tab: 'find', team: 'Ørn Lag', q: 'ør' })).toEqual({
      tab: 'find',
      team: 'Ørn Lag',
      q: 'ør',
    });
  });
});
