import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUser } from '../../api/use-current-user';
import { mapGameDb, type PunchEntry } from '../../offline/db';
import { SignInNeededNotice } from '../../ui/sign-in-needed-notice';
import { GPX_CREATOR, GPX_TYPE, gpxFileName, punchesGpx, type GpxPunch } from './gpx';
import { newestFirst, punchState, type PunchState } from './punch-state';
import { refusalWords } from './refusal-words';
import { useNow } from '../../ui/use-now';
import { useLocaleFormat } from '../../ui/locale-format';
import './punches.css';

async function readPunches(owner: string) {
  const db = mapGameDb();
  const entries = await db.outbox.where('owner').equals(owner).toArray();
  const punches = newestFirst(
    entries.filter((entry): entry is PunchEntry => entry.kind === 'punch'),
  );
  const games = await db.games.bulkGet([...new Set(punches.map((p) => p.gameDefinitionId))]);
  const names = new Map(
    games.flatMap((game) => (game ? [[game.gameDefinitionId, game.name]] : [])),
  );
  return { punches, names };
}

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

/**
 * The player's punches on this phone, newest first, each with where it stands (on the phone,
 * waiting for verification, accepted, refused with the reason in the user's language, or
 * waiting for a sign-in), and "Export GPX": the punches with a position as GPX 1.1 waypoints.
 */
export function PunchesPage() {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const user = useCurrentUser();
  const owner = user?.sub ?? '';
  const data = useLiveQuery(() => readPunches(owner), [owner]);
  const pending = data?.punches.filter(
    (p) => p.status === 'queued' || p.status === 'sign-in-needed',
  ).length;

  function exportGpx() {
    if (!data) return;
    const punches: GpxPunch[] = data.punches.flatMap((punch) =>
      punch.fix
        ? [
            {
              lat: punch.fix.lat,
              lng: punch.fix.lng,
              time: punch.madeAt,
              name: punch.controlVisualCode ?? punch.controlId,
              description: `${data.names.get(punch.gameDefinitionId) ?? ''} ${punch.method}`.trim(),
              accuracyMeters: punch.fix.accuracyMeters,
            },
          ]
        : [],
    );
    const gpx = punchesGpx([...punches].reverse(), { creator: GPX_CREATOR, name: t`My punches` });
    const url = URL.createObjectURL(new Blob([gpx], { type: GPX_TYPE }));
    const link = document.createElement('a');
    link.href = url;
    link.download = gpxFileName(new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <section className="page punches-page" aria-labelledby="punches-title">
      <h1 id="punches-title">
        <Trans>Punches</Trans>
      </h1>
      <SignInNeededNotice owner={owner} email={user?.email} returnTo="/punches" />
      {data === undefined ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : data.punches.length === 0 ? (
        <p>
          <Trans>You have no punches on this phone yet.</Trans>
        </p>
      ) : (
        <>
          <p role="status">
            <Trans>Waiting on the phone to be sent: {pending}</Trans>
          </p>
          <button type="button" onClick={exportGpx}>
            <Trans>Export GPX</Trans>
          </button>
          <ul className="punch-list">
            {data.punches.map((punch) => {
              const state = punchState(punch);
              const label = punch.controlVisualCode ?? punch.controlId;
              return (
                <li key={punch.id} className={`punch punch-${state.kind}`} data-punch-id={punch.id}>
                  <div className="punch-what">
                    <strong>{t`Control ${label}`}</strong>
                    <span className="punch-game">
                      {data.names.get(punch.gameDefinitionId) ?? ''}
                    </span>
                  </div>
                  <div className="punch-when">
                    {punch.method === 'GPS' ? t`By GPS` : t`By code`}
                    {' · '}
                    <time dateTime={new Date(punch.madeAt).toISOString()}>
                      {format.dateTime(punch.madeAt)}
                    </time>
                  </div>
                  <div className="punch-state">
                    <StateText state={state} />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
