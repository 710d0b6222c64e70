import { describe, expect, it } from 'vitest';
import { runTeamAction, type TeamCalls } from '../../../src/features/teams/run-team-action';
import type { TeamMemberState } from '../../../src/domain/team-rules';

class Refusal extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** Calls that record what was sent and refuse the states listed in `refuse`. */
function recordingCalls(refuse: Partial<Record<TeamMemberState, string>> = {}) {
  const sent: string[] = [];
  const calls: TeamCalls<string> = {
    request: (team) => {
      sent.push(`request ${team}`);
      return Promise.resolve('ok');
    },
    setState: (team, nick, state) => {
      sent.push(`set ${team} ${nick} ${state}`);
      const code = refuse[state];
      return code === undefined ? Promise.resolve(state) : Promise.reject(new Refusal(code));
    },
    remove: (team, nick) => {
      sent.push(`delete ${team} ${nick}`);
      return Promise.resolve('deleted');
    },
    codeOf: (error) => (error instanceof Refusal ? error.code : null),
  };
  return { calls, sent };
}

describe('sending a team action', () => {
  it('asks to join and to return through the membership request', async () => {
    const { calls, sent } = recordingCalls();
    await runTeamAction(calls, 'request', 'Ørn', '');
    await runTeamAction(calls, 'request-return', 'Ørn', 'kari');
    expect(sent).toEqual(['request Ørn', 'request Ørn']);
  });

  it('cancels a request and lifts a ban by deleting the relation', async () => {
    const { calls, sent } = recordingCalls();
    await runTeamAction(calls, 'cancel-request', 'Ørn', 'me');
    await runTeamAction(calls, 'remove-ban', 'Ørn', 'kari');
    expect(sent).toEqual(['delete Ørn me', 'delete Ørn kari']);
  });

  it('accepts as ACTIVE when the server allows it', async () => {
    const { calls, sent } = recordingCalls();
    await expect(runTeamAction(calls, 'accept', 'Ørn', 'kari')).resolves.toBe('ACTIVE');
    expect(sent).toEqual(['set Ørn kari ACTIVE']);
  });

  it('accepts as PASSIVE when the person already scores for another team', async () => {
    const { calls, sent } = recordingCalls({ ACTIVE: 'TEAM_STATE_CHANGE_NOT_ALLOWED' });
    await expect(runTeamAction(calls, 'accept-return', 'Ørn', 'kari')).resolves.toBe('PASSIVE');
    expect(sent).toEqual(['set Ørn kari ACTIVE', 'set Ørn kari PASSIVE']);
  });

  it('passes any other refusal on at once', async () => {
    const { calls, sent } = recordingCalls({ ACTIVE: 'TEAM_TOO_MANY_MEMBERS' });
    await expect(runTeamAction(calls, 'accept', 'Ørn', 'kari')).rejects.toMatchObject({
      code: 'TEAM_TOO_MANY_MEMBERS',
    });
    expect(sent).toEqual(['set Ørn kari ACTIVE']);
  });

  it('passes on the last refusal when no state is allowed', async () => {
    const { calls } = recordingCalls({
      ACTIVE: 'TEAM_STATE_CHANGE_NOT_ALLOWED',
      PASSIVE: 'TEAM_USER_IN_TOO_MANY_TEAMS',
    });
    await expect(runTeamAction(calls, 'accept', 'Ørn', 'kari')).rejects.toMatchObject({
      code: 'TEAM_USER_IN_TOO_MANY_TEAMS',
    });
  });

  it('sends the other moves as one state change', async () => {
    const { calls, sent } = recordingCalls();
    await runTeamAction(calls, 'switch-active', 'Ørn', 'me');
    await runTeamAction(calls, 'abandon', 'Ørn', 'me');
    await runTeamAction(calls, 'force-out', 'Ørn', 'kari');
    await runTeamAction(calls, 'reject', 'Ørn', 'kari');
    expect(sent).toEqual([
      'set Ørn me ACTIVE',
      'set Ørn me ABANDONED',
      'set Ørn kari FORCED_OUT',
      'set Ørn kari REJECTED_NEW',
    ]);
  });
});
