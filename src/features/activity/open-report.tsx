import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { closePostReport, type OpenPostReport } from '../../api/activity-api';
import { activityKeys } from '../../api/activity-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { useLocaleFormat } from '../../ui/locale-format';
import { showToast } from '../../ui/toast-store';
import { reportClosedMessage, reportKindWords, reportNotClosedMessage } from './activity-words';

/** Where a report was made, on OpenStreetMap (a phone opens it in its map app or browser). */
function mapLink(lat: number, lng: number): string {
  const at = `${lat.toFixed(5)}/${lng.toFixed(5)}`;
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=17/${at}`;
}

/** One open report of a control: what, by whom, when and where, and the way to close it. */
export function OpenReport({
  report,
  gameDefinitionId,
  visualCode,
}: {
  report: OpenPostReport;
  gameDefinitionId: string;
  visualCode: string;
}) {
  const { t, i18n } = useLingui();
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<HTMLElement | null>(null);
  const close = useMutation({
    mutationFn: () => closePostReport(report.id),
    onSuccess: async () => {
      setAsking(null);
      showToast(reportClosedMessage);
      await queryClient.invalidateQueries({ queryKey: activityKeys.game(gameDefinitionId) });
    },
    onError: () => setAsking(null),
  });
  const kind = i18n._(reportKindWords[report.kind]);
  const reporter = report.reporterNickName ?? t`a player`;
  const when = format.dateTime(report.reportedAt);
  const note = report.note;
  return (
    <li className="activity-report">
      <p className="activity-report-kind">
        <strong>{kind}</strong>
      </p>
      {note ? (
        <p className="activity-report-note">
          <Trans>“{note}”</Trans>
        </p>
      ) : null}
      <p className="activity-report-by">
        <Trans>
          Reported by {reporter}, {when}
        </Trans>
      </p>
      <p>
        {report.lat !== null && report.lng !== null ? (
          <a href={mapLink(report.lat, report.lng)} target="_blank" rel="noreferrer">
            <Trans>Where it was reported (map)</Trans>
          </a>
        ) : (
          <Trans>The phone had no position.</Trans>
        )}
      </p>
      <FormAlert message={close.isError ? reportNotClosedMessage : null} />
      <button
        type="button"
        className="secondary"
        disabled={asking !== null}
        aria-label={t`Close the report on control ${visualCode}: ${kind}`}
        onClick={(event) => setAsking(event.currentTarget)}
      >
        <Trans>Close report</Trans>
      </button>
      {asking ? (
        <ConfirmDialog
          title={<Trans>Close the report?</Trans>}
          confirmLabel={<Trans>Yes, close it</Trans>}
          placeAwayFrom={asking}
          pending={close.isPending}
          onConfirm={() => close.mutate()}
          onCancel={() => setAsking(null)}
        >
          <p>
            <Trans>
              Close the report “{kind}” on control {visualCode} once the post is in order. The
              player may report it again.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
