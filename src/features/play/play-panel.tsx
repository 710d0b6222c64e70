import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useState, type ReactNode } from 'react';
import { CancelGameButton } from './cancel-game-button';
import { CodePunchForm } from './code-punch-form';
import { ShortLabel } from './short-label';
import { GpsPunchButton, GpsPunchHint } from './gps-punch-button';
import { MuteSwitch } from './mute-switch';
import { levelOf, levelProgress, standingPunches } from './play-logic';
import { PlaySheet } from './play-sheet';
import { PunchAnswer } from './punch-answer';
import { ReportPostSection } from './report-post-section';
import { useLeftPostPunch } from './scan-pending';
import { ScanPostButton } from './scan-post-button';
import type { PositionWatchState } from '../../ui/position/position-watch';
import type { CurrentGame } from '../../offline/outbox';
import { usePlayControls } from './use-play-controls';
import { usePunch, type ShownCelebration } from './use-punch';
import { useWrittenPunches } from './use-written-punches';

/**
 * The game being played, in the bottom sheet over the map. Collapsed: the level's progress and
 * points on the handle, the position line, the answer of the last punch and the main punch
 * button at the bottom (GPS, enabled when the level allows it and a fresh fix exists: it punches
 * the nearest open control; or "Punch by code" when GPS is not allowed). Expanded, above them:
 * the code form, the GPS hint, the mute switch, the links (game state) and the cancel button.
 * Memoised: the game map renders again after every move of the map, the panel only when its own
 * props change.
 */
export const PlayPanel = memo(function PlayPanel({
  owner,
  game,
  watch,
  chosenControlId,
  onCelebrate,
  expanded,
  onExpandedChange,
  status,
}: {
  owner: string;
  game: CurrentGame & { current: NonNullable<CurrentGame['current']> };
  watch: PositionWatchState;
  chosenControlId: string;
  onCelebrate: (shown: ShownCelebration) => void;
  /** Whether the sheet is open, and how to open or close it. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Shown above the answer in the collapsed sheet (the position line, notices). */
  status?: ReactNode;
}) {
  const { t } = useLingui();
  const { current } = game;
  const controls = usePlayControls(game, current);
  // The same subscription as the controls': a punch re-renders this panel once.
  const punches = useWrittenPunches(game.punches);
  const level = levelOf(game.game, current);
  const progress = levelProgress(controls, current);
  const { punch, outcome } = usePunch(owner, current, onCelebrate);
  // A scanned post (or its link opened by the phone's camera) punches as a typed code.
  const punchPost = ({ controlId, secretCode }: { controlId: string; secretCode: string }) =>
    punch({
      controlId,
      controlLabel: controls.find((c) => c.controlId === controlId)?.label ?? '',
      method: 'CODE',
      code: secretCode,
      fix: watch.fix,
    });
  useLeftPostPunch(punchPost);
  const [codeOpen, setCodeOpen] = useState(false);
  const gpsAllowed = level?.allowGpsPunching ?? false;
  const codeAllowed = level?.allowCodePunching ?? false;
  const { punched, required } = progress;
  let points = 0;
  for (const entry of standingPunches(punches, current.gameId).values()) {
    points += entry.controlPoints ?? 0;
  }
  // The form shows only in the open sheet: with the sheet closed (by its handle or a new level)
  // the code button opens both again rather than closing a form nobody sees.
  const codeShown = codeOpen && expanded;
  const toggleCode = () => {
    setCodeOpen(!codeShown);
    if (!codeShown) onExpandedChange(true);
  };
  const codeButton = (main: boolean) => (
    <button
      type="button"
      className={main ? 'punch-main' : 'secondary punch-code'}
      aria-expanded={codeShown}
      onClick={toggleCode}
    >
      {main ? null : (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M9 4 7 20M17 4l-2 16M4 9h16M3 15h16" />
        </svg>
      )}
      {main ? (
        <Trans>Punch by code</Trans>
      ) : (
        <ShortLabel short={<Trans>Code</Trans>} full={<Trans>Punch by code</Trans>} />
      )}
    </button>
  );
  return (
    <PlaySheet
      label={t`Your game`}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
      progress={required > 0 ? punched / required : 0}
      summary={
        <>
          <Trans>
            {punched} of {required} controls
          </Trans>
          {' · '}
          {t`${plural(points, { one: '# point', other: '# points' })}`}
        </>
      }
      peek={
        <>
          {status}
          <PunchAnswer outcome={outcome} fix={watch.fix} />
          <div className="play-actions">
            {gpsAllowed ? (
              <GpsPunchButton controls={controls} watch={watch} punch={punch} />
            ) : codeAllowed ? (
              codeButton(true)
            ) : null}
            {gpsAllowed && codeAllowed ? codeButton(false) : null}
            {/* Beside the code punch when it is the main one; else in the code form (the GPS
                button keeps its width). */}
            {codeAllowed && !gpsAllowed ? (
              <ScanPostButton compact game={game} onScan={(post) => void punchPost(post)} />
            ) : null}
          </div>
        </>
      }
    >
      {gpsAllowed ? <GpsPunchHint watch={watch} /> : null}
      {codeAllowed && (codeOpen || chosenControlId !== '') ? (
        <CodePunchForm
          scan={<ScanPostButton game={game} onScan={(post) => void punchPost(post)} />}
          controls={controls}
          gameDefinitionId={current.gameDefinitionId}
          gameLevelId={current.gameLevel.id}
          chosenControlId={chosenControlId}
          onPunch={({ controlId, code }) =>
            punch({
              controlId,
              controlLabel: controls.find((c) => c.controlId === controlId)?.label ?? '',
              method: 'CODE',
              code,
              fix: watch.fix,
            })
          }
        />
      ) : null}
      <ReportPostSection
        owner={owner}
        controls={controls}
        chosenControlId={chosenControlId}
        fix={watch.fix}
      />
      <MuteSwitch />
      <p className="play-links">
        <Link to="/game-state">
          <Trans>Game state</Trans>
        </Link>
      </p>
      <CancelGameButton owner={owner} gameId={current.gameId} />
    </PlaySheet>
  );
});
