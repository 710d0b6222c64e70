/**
 * "Report a post": a modal over the play screen where the player says what is wrong with a post
 * (three large choices: missing, damaged, in the wrong place), adds a note if they like, and
 * sends. The report is queued on the phone at once (src/offline/report-store.ts) with the play
 * screen's last fix, so it works without signal; the sync engine sends it. A second open report
 * on the same post is refused here, in words, before anything is queued.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  POST_REPORT_KINDS,
  POST_REPORT_NOTE_MAX_LENGTH,
  type PostReportKind,
} from '../../domain/schemas/post-report';
import type { StoredFix } from '../../offline/db';
import { reportPost } from '../../offline/play-actions';
import { errorMessages } from '../../ui/error-messages';
import type { PlayControl } from './play-logic';
import { REPORT_KIND_WORDS } from './report-post-words';
import { requestSync } from './request-sync';
import '../../ui/modal-dialog.css';
import './report-post.css';

export interface ReportPostDialogProps {
  owner: string;
  controls: readonly PlayControl[];
  /** The post the dialog opens on. */
  controlId: string;
  fix: StoredFix | null;
  /** Called once the report is queued. */
  onReported: () => void;
  onClose: () => void;
}

export function ReportPostDialog({
  owner,
  controls,
  controlId: initialControlId,
  fix,
  onReported,
  onClose,
}: ReportPostDialogProps) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const postId = useId();
  const kindErrorId = useId();
  const [controlId, setControlId] = useState(initialControlId);
  const [kind, setKind] = useState<PostReportKind | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<'kind' | 'open' | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (kind === null) {
      setProblem('kind');
      return;
    }
    setSending(true);
    const result = await reportPost({
      owner,
      controlId,
      kind,
      note,
      ...(fix ? { fix } : {}),
      now: Date.now(),
      newId: () => crypto.randomUUID(),
    });
    setSending(false);
    if (!result.ok) {
      setProblem('open');
      return;
    }
    requestSync();
    onReported();
  }

  return (
    <dialog
      ref={dialog}
      className="modal-dialog report-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={(event) => void send(event)} noValidate>
        <h2 id={titleId}>
          <Trans>Report a post</Trans>
        </h2>
        <label htmlFor={postId} className="report-post-choice">
          <Trans>Which post?</Trans>
        </label>
        <select
          id={postId}
          value={controlId}
          onChange={(event) => {
            setControlId(event.target.value);
            setProblem(null);
          }}
        >
          {controls.map((control) => (
            <option key={control.controlId} value={control.controlId}>
              {control.label}
            </option>
          ))}
        </select>
        <fieldset
          className="report-kinds"
          aria-describedby={problem === 'kind' ? kindErrorId : undefined}
        >
          <legend>
            <Trans>What is wrong?</Trans>
          </legend>
          {POST_REPORT_KINDS.map((option) => (
            <label key={option} className="report-kind">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                aria-invalid={problem === 'kind' ? true : undefined}
                onChange={() => {
                  setKind(option);
                  setProblem(null);
                }}
              />
              <span>
                <strong>{i18n._(REPORT_KIND_WORDS[option].title)}</strong>
                <span>{i18n._(REPORT_KIND_WORDS[option].hint)}</span>
              </span>
            </label>
          ))}
          {problem === 'kind' ? (
            <p id={kindErrorId} className="report-problem" role="alert">
              <Trans>Choose what is wrong with the post.</Trans>
            </p>
          ) : null}
        </fieldset>
        <label htmlFor={noteId}>
          <Trans>Note (optional)</Trans>
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={POST_REPORT_NOTE_MAX_LENGTH}
          value={note}
          placeholder={t`For example: the flag lies on the ground by the stone`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="report-position">
          {fix ? (
            <Trans>Your position goes with the report.</Trans>
          ) : (
            <Trans>The phone has no position now: the report goes without one.</Trans>
          )}
        </p>
        {problem === 'open' ? (
          <p className="report-problem" role="alert">
            {i18n._(errorMessages.POST_REPORT_OPEN)}
          </p>
        ) : null}
        <div className="report-actions">
          <button type="button" className="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" disabled={sending}>
            <Trans>Send report</Trans>
          </button>
        </div>
      </form>
    </dialog>
  );
}
