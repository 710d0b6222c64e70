import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { readPostLink, type PostLinkTarget } from '../../domain/post-link';
import { cameraProblemMessages, notAPostMessage } from './scan-check';
import {
  cameraProblemOf,
  closeCamera,
  loadQrReader,
  openCamera,
  type QrReaderKind,
} from './scan-reader';
import '../../ui/modal-dialog.css';
import './scan.css';

/** How often a video frame is read (a phone's CPU is shared with the map and the GPS). */
const SCAN_INTERVAL_MS = 200;

type Phase =
  | { kind: 'starting' }
  | { kind: 'scanning'; reader: QrReaderKind }
  | { kind: 'problem'; message: MessageDescriptor };

/**
 * "Scan the post": a modal over the play screen with the back camera's picture. Frames are read
 * for a QR code until one holds a post's link that `check` lets through (it answers the words of
 * why not, shown while the scan goes on), then the camera stops and `onScan` gets the control
 * and code. A refused or missing camera, or a reader that cannot load, is said in words with
 * the way on (try again, or punch by code). Loaded only when opened (scan-post-button.tsx).
 */
export function ScanPostDialog({
  check,
  onScan,
  onClose,
}: {
  check: (target: PostLinkTarget) => MessageDescriptor | null;
  onScan: (target: PostLinkTarget) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const [attempt, setAttempt] = useState(0);
  const handlers = useRef({ check, onScan });
  useEffect(() => {
    handlers.current = { check, onScan };
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      closeCamera(stream);
    };
    // The reader loads while the browser asks for the camera.
    const reader = loadQrReader();
    reader.catch(() => undefined);
    const start = async () => {
      try {
        stream = await openCamera();
      } catch (error) {
        if (!stopped)
          setPhase({ kind: 'problem', message: cameraProblemMessages[cameraProblemOf(error)] });
        return;
      }
      if (stopped) return closeCamera(stream);
      const screen = video.current;
      if (!screen) return stop();
      screen.srcObject = stream;
      await screen.play().catch(() => undefined);
      let loaded: Awaited<typeof reader>;
      try {
        loaded = await reader;
      } catch {
        if (!stopped) setPhase({ kind: 'problem', message: cameraProblemMessages.reader });
        return stop();
      }
      if (stopped) return;
      setPhase({ kind: 'scanning', reader: loaded.kind });
      const read = async () => {
        if (stopped) return;
        const codes = await loaded.reader.detect(screen).catch(() => []);
        for (const { rawValue } of codes) {
          const target = readPostLink(rawValue);
          const problem = target ? handlers.current.check(target) : notAPostMessage;
          if (stopped) return;
          if (target && !problem) {
            stop();
            handlers.current.onScan(target);
            return;
          }
          setNotice(problem);
        }
        timer = setTimeout(() => void read(), SCAN_INTERVAL_MS);
      };
      await read();
    };
    void start();
    return stop;
  }, [attempt]);

  return (
    <dialog
      ref={dialog}
      className="modal-dialog scan-dialog"
      aria-labelledby={titleId}
      data-reader={phase.kind === 'scanning' ? phase.reader : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>
        <Trans>Scan the post</Trans>
      </h2>
      {phase.kind === 'problem' ? null : (
        <div className="scan-view">
          <video ref={video} muted playsInline aria-label={t`The camera's picture`} />
          <span className="scan-frame" aria-hidden="true" />
        </div>
      )}
      {phase.kind === 'problem' ? (
        <p role="alert" className="scan-problem">
          {i18n._(phase.message)}
        </p>
      ) : (
        <p role="status" className={notice ? 'scan-notice' : undefined}>
          {phase.kind === 'starting' ? (
            <Trans>Starting the camera…</Trans>
          ) : notice ? (
            i18n._(notice)
          ) : (
            <Trans>Point the camera at the QR code on the post.</Trans>
          )}
        </p>
      )}
      <div className="scan-actions">
        <button type="button" className="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
        {phase.kind === 'problem' ? (
          <button
            type="button"
            onClick={() => {
              setPhase({ kind: 'starting' });
              setNotice(null);
              setAttempt(attempt + 1);
            }}
          >
            <Trans>Try again</Trans>
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
