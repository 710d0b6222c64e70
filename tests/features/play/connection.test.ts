/**
 * What the play screen says of the connection: offline first, then a failing server, then the
 * punches being sent, then the confirmation of a batch that had to wait.
 */
import { describe, expect, it } from 'vitest';
import type { PunchEntry } from '../../../src/offline/db';
import {
  answeredBatch,
  connectionView,
  waitingPunchIds,
} from '../../../src/features/play/connection';

const punch = (id: string, status: PunchEntry['status']) => ({ id, status }) as PunchEntry;

describe('connectionView', () => {
  it.each([
    [
      { online: false, failing: false, waiting: 0, justSent: null },
      { kind: 'offline', waiting: 0 },
    ],
    [
      { online: false, failing: true, waiting: 3, justSent: null },
      { kind: 'offline', waiting: 3 },
    ],
    [
      { online: true, failing: true, waiting: 2, justSent: null },
      { kind: 'unreachable', waiting: 2 },
    ],
    [
      { online: true, failing: false, waiting: 2, justSent: null },
      { kind: 'sending', waiting: 2 },
    ],
    [
      { online: true, failing: false, waiting: 0, justSent: { sent: 3, refused: 1 } },
      { kind: 'all-sent', sent: 3, refused: 1 },
    ],
    [{ online: true, failing: true, waiting: 0, justSent: null }, { kind: 'online' }],
    [{ online: true, failing: false, waiting: 0, justSent: null }, { kind: 'online' }],
  ])('%o shows %o', (input, view) => {
    expect(connectionView(input)).toEqual(view);
  });
});

describe('answeredBatch', () => {
  const batch = new Set(['a', 'b', 'c']);

  it('counts the batch sent and refused once every punch is answered', () => {
    const punches = [punch('a', 'accepted'), punch('b', 'refused'), punch('c', 'accepted')];
    expect(answeredBatch(batch, punches)).toEqual({ sent: 3, refused: 1 });
  });

  it('is null while one still waits', () => {
    const punches = [punch('a', 'accepted'), punch('b', 'queued'), punch('c', 'accepted')];
    expect(answeredBatch(batch, punches)).toBeNull();
  });

  it('is null while one waits for a sign-in', () => {
    const punches = [punch('a', 'accepted'), punch('b', 'sign-in-needed'), punch('c', 'accepted')];
    expect(answeredBatch(batch, punches)).toBeNull();
  });

  it('is null when nothing waited', () => {
    expect(answeredBatch(new Set(), [punch('a', 'accepted')])).toBeNull();
  });

  it('is null when punches of the batch are gone (a cancelled game sent nothing)', () => {
    expect(answeredBatch(batch, [punch('a', 'accepted')])).toBeNull();
  });
});

describe('waitingPunchIds', () => {
  it('lists the queued punches and those waiting for a sign-in', () => {
    const punches = [punch('a', 'queued'), punch('b', 'accepted'), punch('c', 'sign-in-needed')];
    expect(waitingPunchIds(punches)).toEqual(['a', 'c']);
  });
});
