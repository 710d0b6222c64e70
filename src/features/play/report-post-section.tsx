/**
 * Reporting posts from the open play sheet (and so from a control's details: tapping a control on
 * the map opens the sheet on it): the "Report a post" button opening the dialog on the chosen
 * post (else the nearest to the player, else the first), what the sheet says once a report is
 * queued ("Reported: thank you", and offline that it goes when the phone is online), and the
 * player's open reports on this level's posts with whether each has been sent. While online, the
 * player's reports on the server tell the phone which an organiser has closed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { postReportQueries } from '../../api/post-report-queries';
import { distanceMeters } from '../../domain/geo';
import type { StoredFix, StoredReport } from '../../offline/db';
import { storeOwnServerReports } from '../../offline/play-actions';
import { useOwnReports } from '../../offline/report-live';
import { isOpenReport } from '../../offline/report-store';
import { useOnline } from '../../ui/use-online';
import type { PlayControl } from './play-logic';
import { ReportPostDialog } from './report-post-dialog';
import { REPORT_KIND_WORDS } from './report-post-words';

/** The post a report starts on: the chosen one, else the nearest to the fix, else the first. */
function startingPost(controls: readonly PlayControl[], chosen: string, fix: StoredFix | null) {
  if (controls.some((control) => control.controlId === chosen)) return chosen;
  if (!fix) return controls[0]?.controlId ?? '';
  const nearest = [...controls].sort((a, b) => distanceMeters(fix, a) - distanceMeters(fix, b))[0];
  return nearest?.controlId ?? '';
}

/** Keeps the phone's reports in step with the server's (closed ones), while online. */
function useServerReports(owner: string, online: boolean): void {
  const server = useQuery({ ...postReportQueries.own(owner), enabled: online && owner !== '' });
  useEffect(() => {
    if (server.data) void storeOwnServerReports(owner, server.data, Date.now());
  }, [owner, server.data]);
}

function OpenReportLine({ report, label }: { report: StoredReport; label: string }) {
  const { i18n } = useLingui();
  const kind = i18n._(REPORT_KIND_WORDS[report.kind].reported);
  return (
    <li>
      {report.status === 'accepted' ? (
        <Trans>
          Post {label}: you reported it {kind}. Sent to the organiser.
        </Trans>
      ) : (
        <Trans>
          Post {label}: you reported it {kind}. Waiting to be sent.
        </Trans>
      )}
    </li>
  );
}

export function ReportPostSection({
  owner,
  controls,
  chosenControlId,
  fix,
}: {
  owner: string;
  controls: readonly PlayControl[];
  chosenControlId: string;
  fix: StoredFix | null;
}) {
  const { t } = useLingui();
  const online = useOnline();
  useServerReports(owner, online);
  const reports = useOwnReports(owner) ?? [];
  const [dialogOn, setDialogOn] = useState<string | null>(null);
  const [reported, setReported] = useState<{ online: boolean } | null>(null);
  if (controls.length === 0) return null;
  const labelOf = (controlId: string) =>
    controls.find((control) => control.controlId === controlId)?.label ?? '';
  const open = reports.filter((report) => isOpenReport(report) && labelOf(report.controlId) !== '');
  const chosenLabel = labelOf(chosenControlId);
  return (
    <section className="report-section" aria-label={t`Post reports`}>
      <button
        type="button"
        className="secondary report-open"
        onClick={() => {
          setReported(null);
          setDialogOn(startingPost(controls, chosenControlId, fix));
        }}
      >
        {chosenLabel ? (
          <Trans>Report a problem with post {chosenLabel}</Trans>
        ) : (
          <Trans>Report a problem with a post</Trans>
        )}
      </button>
      <p role="status" className="report-sent">
        {reported === null ? null : reported.online ? (
          <Trans>Reported: thank you.</Trans>
        ) : (
          <Trans>Reported: thank you. It will be sent when you are online.</Trans>
        )}
      </p>
      {open.length > 0 ? (
        <ul className="report-list">
          {open.map((report) => (
            <OpenReportLine key={report.id} report={report} label={labelOf(report.controlId)} />
          ))}
        </ul>
      ) : null}
      {dialogOn === null ? null : (
        <ReportPostDialog
          owner={owner}
          controls={controls}
          controlId={dialogOn}
          fix={fix}
          onReported={() => {
            setDialogOn(null);
            setReported({ online: navigator.onLine });
          }}
          onClose={() => setDialogOn(null)}
        />
      )}
    </section>
  );
}
