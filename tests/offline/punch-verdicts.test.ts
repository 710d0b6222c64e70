/**
 * The verdict on one outbox entry, read back as the sync engine writes it (sync-answers.ts): the
 * wait ends at the server's answer, never before, and ends as `waiting` when none comes in time
 * or the entry waits for a sign-in.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { MapGameDb, PunchEntry } from '../../src/offline/db';
import { verdictOf, waitForVerdict } from '../../src/offline/punch-verdicts';
import { applyAccepted, applyRefused, applySignInNeeded } from '../../src/offline/sync-answers';
import { freshDbEachTest, ids, punchOnPhone, startOnPhone, T0 } from './offline-fixtures';

let db: MapGameDb;

freshDbEachTest((fresh) => (db = fresh));

/** A started game with one code punch of c1 queued. */
async function queuedCodePunch(): Promise<PunchEntry> {
  const newId = ids('v');
  const start = await startOnPhone(db, { newId });
  const punched = await punchOnPhone(db, {
    gameStateId: start.state.id,
    controlId: 'c1',
    code: 'nope',
    newId,
  });
  return punched.entry;
}

describe('verdictOf', () => {
  it.each([
    [{ status: 'queued' } as const, { kind: 'waiting' }],
    [{ status: 'sign-in-needed' } as const, { kind: 'waiting' }],
    [{ status: 'accepted' } as const, { kind: 'accepted' }],
    [
      { status: 'refused', reason: ErrorCode.WRONG_CODE } as const,
      { kind: 'refused', code: ErrorCode.WRONG_CODE },
    ],
    [
      { status: 'refused', reason: ErrorCode.TOO_MANY_CODE_TRIES, retryAfterSeconds: 600 } as const,
      { kind: 'refused', code: ErrorCode.TOO_MANY_CODE_TRIES, retryAfterSeconds: 600 },
    ],
  ])('reads %o as %o', (entry, verdict) => {
    expect(verdictOf(entry)).toEqual(verdict);
  });

  it('reads a missing entry as waiting', () => {
    expect(verdictOf(undefined)).toEqual({ kind: 'waiting' });
  });
});

describe('waitForVerdict', () => {
  it('ends with the refusal when the sync engine writes it', async () => {
    const entry = await queuedCodePunch();
    const verdict = waitForVerdict(db, entry.id, 10_000);
    await applyRefused(db, entry, { code: ErrorCode.WRONG_CODE }, T0 + 2000);
    expect(await verdict).toEqual({ kind: 'refused', code: ErrorCode.WRONG_CODE });
  });

  it('ends accepted when the server takes the punch', async () => {
    const entry = await queuedCodePunch();
    const verdict = waitForVerdict(db, entry.id, 10_000);
    await applyAccepted(db, entry, [], T0 + 2000);
    expect(await verdict).toEqual({ kind: 'accepted' });
  });

  it('gives an answer already written at once', async () => {
    const entry = await queuedCodePunch();
    await applyAccepted(db, entry, [], T0 + 2000);
    expect(await waitForVerdict(db, entry.id, 10_000)).toEqual({ kind: 'accepted' });
  });

  it('ends waiting when no answer comes in time', async () => {
    const entry = await queuedCodePunch();
    expect(await waitForVerdict(db, entry.id, 50)).toEqual({ kind: 'waiting' });
    expect((await db.outbox.get(entry.id))?.status).toBe('queued');
  });

  it('ends waiting when the entry must wait for a sign-in', async () => {
    const entry = await queuedCodePunch();
    const verdict = waitForVerdict(db, entry.id, 10_000);
    await applySignInNeeded(db, entry, T0 + 2000);
    expect(await verdict).toEqual({ kind: 'waiting' });
  });

  it('ends waiting when the screen stops waiting', async () => {
    const entry = await queuedCodePunch();
    const stop = new AbortController();
    const verdict = waitForVerdict(db, entry.id, 10_000, stop.signal);
    stop.abort();
    expect(await verdict).toEqual({ kind: 'waiting' });
  });
});
