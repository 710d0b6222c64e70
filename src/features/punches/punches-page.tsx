import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCurrentUser } from '../../api/use-current-user';
import type { GameOutcome } from '../../domain/history-merge';
import { SignInNeededNotice } from '../../ui/sign-in-needed-notice';
import { useLocaleFormat } from '../../ui/locale-format';
import { useNow } from '../../ui/use-now';
import { GPX_CREATOR, GPX_TYPE, gpxFileName, punchesGpx, type GpxPunch } from './gpx';
import type { PunchGroup, PunchRow } from './punch-rows';
import type { PunchState } from './punch-state';
import { refusalWords } from './refusal-words';
import { usePunchHistory } from './use-punch-history';
import './punches.css';
import { HeadedSection } from '../../ui/headed-section';

/** Games shown at once; "Show older games" shows as many more. */
const GAMES_PER_PAGE = 10;

function StateText({ state }: { state: PunchState }) {
  switch (state.kind) {
    case 'on-phone':
      return <Trans>On the phone, not sent yet</Trans>;
    case 'waiting-verification':
      return <Trans>On the phone, waiting for verification</Trans>;
    case 'accepted':
      return <Trans>Accepted</Trans>;
    case 'sign-in-needed':
      return <Trans>Waiting for you to sign in again</Trans>;
    case 'refused':
      return <RefusalText state={state} />;
  }
}

/** A refusal's words; a wait it names counts down (the clock read every half minute). */
function RefusalText({ state }: { state: Extract<PunchState, { kind: 'refused' }> }) {
  const { i18n } = useLingui();
  const now = useNow(30_000);
  return (
    <>
      <Trans>Refused:</Trans> {i18n._(refusalWords(state, now))}
    </>
  );
}

function OutcomeText({ outcome }: { outcome: GameOutcome | null }) {
  switch (outcome) {
    case 'ongoing':
      return <Trans>Ongoing</Trans>;
    case 'completed':
      return <Trans>Completed</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
    case null:
      return null;
  }
}

function PunchItem({ punch }: { punch: PunchRow }) {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const label = punch.label;
  return (
    <li className={`punch punch-${punch.state.kind}`} data-punch-id={punch.id}>
      <div className="punch-what">
        <strong>{t`Control ${label}`}</strong>
        {punch.elsewhere ? (
          <span className="punch-game">
            <Trans>From another device</Trans>
          </span>
        ) : null}
      </div>
      <div className="punch-when">
        {punch.method === null ? null : (
          <>
            {punch.method === 'GPS' ? t`By GPS` : t`By code`}
            {' · '}
          </>
        )}
        <time dateTime={new Date(punch.madeAt).toISOString()}>{format.dateTime(punch.madeAt)}</time>
      </div>
      <div className="punch-state">
        <StateText state={punch.state} />
      </div>
    </li>
  );
}

function GameGroup({ group }: { group: PunchGroup }) {
  const titleId = `punch-game-${group.gameId}`;
  return (
    <section className="punch-group" aria-labelledby={titleId} data-game-id={group.gameId}>
      <h2 id={titleId}>
        {group.name ?? <Trans>A game no longer listed</Trans>}
        {group.outcome === null ? null : (
          <span className={`punch-outcome punch-outcome-${group.outcome}`}>
            {' · '}
            <OutcomeText outcome={group.outcome} />
          </span>
        )}
      </h2>
      <ul className="punch-list">
        {group.punches.map((punch) => (
          <PunchItem key={punch.id} punch={punch} />
        ))}
      </ul>
    </section>
  );
}

/** Where the list comes from: the server's copy as last fetched, or only the phone's. */
function SourceLine({ history }: { history: ReturnType<typeof usePunchHistory> }) {
  const format = useLocaleFormat();
  if (history.fetching && history.fetchedAt === null) {
    return (
      <p role="status">
        <Trans>Fetching your punches from your other devices…</Trans>
      </p>
    );
  }
  if (history.online && !history.failed) return null;
  if (history.fetchedAt === null) {
    return (
      <p role="status" className="field-hint">
        <Trans>
          Showing the punches on this phone: those from other devices show when you are online.
        </Trans>
      </p>
    );
  }
  const when = format.dateTime(history.fetchedAt);
  return (
    <p role="status" className="field-hint">
      <Trans>Showing your punches as fetched {when}.</Trans>
    </p>
  );
}

function exportGpx(groups: readonly PunchGroup[], title: string) {
  const punches: GpxPunch[] = groups.flatMap((group) =>
    group.punches.flatMap((punch) =>
      punch.position
        ? [
            {
              lat: punch.position.lat,
              lng: punch.position.lng,
              time: punch.madeAt,
              name: punch.label,
              description: `${group.name ?? ''} ${punch.method ?? ''}`.trim(),
              accuracyMeters: punch.position.accuracyMeters,
            },
          ]
        : [],
    ),
  );
  const gpx = punchesGpx(
    punches.sort((a, b) => a.time - b.time),
    { creator: GPX_CREATOR, name: title },
  );
  const url = URL.createObjectURL(new Blob([gpx], { type: GPX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = gpxFileName(new Date());
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The player's punches from every device, grouped by game (newest first, ten games at a time):
 * the server's, merged with the phone's outbox so each punch shows once, with where it stands (on
 * the phone, waiting for verification, accepted, refused with the reason, or waiting for a
 * sign-in); and "Export GPX" of all of them with a position. Without signal, the server's part
 * is the copy last fetched.
 */
export function PunchesPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const owner = user?.sub ?? '';
  const history = usePunchHistory(owner);
  const [shown, setShown] = useState(GAMES_PER_PAGE);
  const { groups, pending } = history;
  return (
    <HeadedSection level={1} className="page punches-page" title={<Trans>Punches</Trans>}>
      <SignInNeededNotice owner={owner} email={user?.email} returnTo="/punches" />
      <SourceLine history={history} />
      {groups === undefined ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : groups.length === 0 ? (
        history.fetching ? null : (
          <p>
            <Trans>You have no punches yet.</Trans>
          </p>
        )
      ) : (
        <>
          <p role="status">
            <Trans>Waiting on the phone to be sent: {pending}</Trans>
          </p>
          <button type="button" onClick={() => exportGpx(groups, t`My punches`)}>
            <Trans>Export GPX</Trans>
          </button>
          {groups.slice(0, shown).map((group) => (
            <GameGroup key={group.gameId} group={group} />
          ))}
          {groups.length > shown ? (
            <button
              type="button"
              className="secondary"
              onClick={() => setShown((count) => count + GAMES_PER_PAGE)}
            >
              <Trans>Show older games</Trans>
            </button>
          ) : null}
        </>
      )}
    </HeadedSection>
  );
}
