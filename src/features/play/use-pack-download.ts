/**
 * Downloading a game's offline pack from the start panel (src/offline/pack-download.ts): asks for
 * persistent storage first (its answer is shown), then fetches the game data and tiles with
 * progress; "cancel" aborts (the pack stays paused) and starting again resumes where it stopped.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { runtimeConfigQuery } from '../../api/runtime-config';
import { requestPersistentStorage, type PackProgress } from '../../offline/pack-download';
import { downloadGamePack } from '../../offline/play-actions';

export type PackRun =
  | { phase: 'idle' }
  | { phase: 'downloading'; progress: PackProgress | null }
  | { phase: 'done'; progress: PackProgress }
  | { phase: 'failed' };

export function usePackDownload(gameDefinitionId: string) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<PackRun>({ phase: 'idle' });
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  /** Downloads (or resumes) the pack: its final progress, or how it ended without one. */
  async function download(zoom: {
    minZoom: number;
    maxZoom: number;
  }): Promise<PackProgress | 'aborted' | 'failed'> {
    const abort = new AbortController();
    controller.current = abort;
    setRun({ phase: 'downloading', progress: null });
    try {
      const persistedAnswer = await requestPersistentStorage();
      setPersisted(persistedAnswer);
      const config = await queryClient.ensureQueryData(runtimeConfigQuery);
      const progress = await downloadGamePack({
        gameDefinitionId,
        ...zoom,
        persisted: persistedAnswer,
        baseLayers: config.baseLayers,
        signal: abort.signal,
        onProgress: (p) => setRun({ phase: 'downloading', progress: p }),
      });
      setRun({ phase: 'done', progress });
      return progress;
    } catch {
      setRun(abort.signal.aborted ? { phase: 'idle' } : { phase: 'failed' });
      return abort.signal.aborted ? 'aborted' : 'failed';
    } finally {
      controller.current = null;
    }
  }

  return { run, persisted, download, cancel: () => controller.current?.abort() };
}
