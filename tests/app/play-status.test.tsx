import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PendingBadge, UnlessPlaying } from '../../src/app/play-status';
import { mapGameDb, type OutboxEntry, type StoredGameState } from '../../src/offline/db';
import { renderIn } from '../ui/support/render-in-locale';

const state = (owner: string, progress: 'ONGOING' | 'COMPLETE'): StoredGameState => ({
  id: `${owner}-${progress}`,
  gameId: `${owner}-game`,
  gameDefinitionId: 'g',
  owner,
  progress,
  gameLevel: { id: 'l1', minNumberControls: 1, order: 1 },
  source: 'device',
  createdAt: 0,
  v: 1,
});

const cancel = (owner: string, seq: number, status: OutboxEntry['status']): OutboxEntry => ({
  kind: 'cancel',
  id: `${owner}-${seq}`,
  seq,
  owner,
  madeAt: 0,
  status,
  attempts: 0,
  gameId: 'x',
  v: 1,
});

beforeAll(async () => {
  const db = mapGameDb();
  await db.gameStates.bulkPut([state('done', 'COMPLETE')]);
  await db.outbox.bulkPut([
    cancel('waiting', 1, 'queued'),
    cancel('waiting', 2, 'sign-in-needed'),
    cancel('waiting', 3, 'accepted'),
  ]);
});

afterEach(cleanup);

describe('the update prompt during play', () => {
  it.each([
    ['a player whose game is complete', 'done'],
    ['nobody signed in', null],
  ])('is shown to %s', async (_, owner) => {
    renderIn(
      'en',
      <UnlessPlaying owner={owner}>
        <p>update prompt</p>
      </UnlessPlaying>,
    );
    expect(await screen.findByText('update prompt')).toBeTruthy();
  });

  it('waits while a game is ongoing and comes back when it is over', async () => {
    const db = mapGameDb();
    await db.gameStates.put(state('player', 'COMPLETE'));
    renderIn(
      'en',
      <UnlessPlaying owner="player">
        <p>update prompt</p>
      </UnlessPlaying>,
    );
    // Shown first (the live query has answered), so its going away is the ongoing game's doing.
    await screen.findByText('update prompt');
    await db.gameStates.put(state('player', 'ONGOING'));
    await waitFor(() => expect(screen.queryByText('update prompt')).toBeNull());
    await db.gameStates.delete('player-ONGOING');
    expect(await screen.findByText('update prompt')).toBeTruthy();
  });
});

describe('the waiting badge', () => {
  it('counts queued and sign-in-needed actions, with a label for screen readers', async () => {
    renderIn('en', <PendingBadge owner="waiting" />);
    expect(await screen.findByText('(2 actions waiting to be sent)')).toBeTruthy();
    expect(screen.getByTestId('pending-badge').textContent).toBe('2');
  });

  it('goes away when nothing waits any more', async () => {
    const db = mapGameDb();
    await db.outbox.put(cancel('sender', 10, 'queued'));
    renderIn('en', <PendingBadge owner="sender" />);
    // Shown first (the live query has answered), so its going away is the count's doing.
    expect(await screen.findByText('(1 action waiting to be sent)')).toBeTruthy();
    await db.outbox.put(cancel('sender', 10, 'accepted'));
    await waitFor(() => expect(screen.queryByTestId('pending-badge')).toBeNull());
  });
});
