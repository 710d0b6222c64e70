/**
 * The "Report a post" dialog in jsdom over fake-indexeddb: a report needs one of the three
 * choices, is queued on the phone with its note and the last fix, and a second open report on the
 * same post is refused there in the player's language, nothing more queued.
 */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayControl } from '../../../src/features/play/play-logic';
import { ReportPostDialog } from '../../../src/features/play/report-post-dialog';
import { mapGameDb, type StoredFix } from '../../../src/offline/db';
import { renderIn } from '../../ui/support/render-in-locale';

// The sync engine is not under test: a queued report only asks it to run.
vi.mock('../../../src/features/play/request-sync', () => ({ requestSync: vi.fn() }));

const OWNER = 'player-1';
const CONTROLS: PlayControl[] = [
  {
    id: 'lc1',
    gameLevelId: 'L1',
    controlId: 'c1',
    points: 1,
    visualCode: '31',
    lat: 58.46,
    lng: 8.77,
    label: '31',
    mark: 'open',
  },
  {
    id: 'lc2',
    gameLevelId: 'L1',
    controlId: 'c2',
    points: 1,
    visualCode: '32',
    lat: 58.47,
    lng: 8.78,
    label: '32',
    mark: 'open',
  },
];
const FIX: StoredFix = { lat: 58.4601, lng: 8.7701, accuracyMeters: 6, fixAt: 1 };

beforeAll(() => {
  // jsdom has <dialog> without the modal methods: enough of them to open and close it.
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof dialog.showModal !== 'function') {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.open = true;
      },
    });
  }
  if (typeof dialog.close !== 'function') {
    Object.assign(HTMLDialogElement.prototype, {
      close(this: HTMLDialogElement) {
        this.open = false;
      },
    });
  }
});
beforeEach(async () => {
  await mapGameDb().reports.clear();
});
afterEach(cleanup);

function renderDialog(locale: 'en' | 'nb', onReported = vi.fn()) {
  renderIn(
    locale,
    <ReportPostDialog
      owner={OWNER}
      controls={CONTROLS}
      controlId="c2"
      fix={FIX}
      onReported={onReported}
      onClose={vi.fn()}
    />,
  );
  return onReported;
}

describe('the report dialog', () => {
  it('asks for one of the choices before anything is queued', async () => {
    renderDialog('en');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose what is wrong with the post.',
    );
    expect(await mapGameDb().reports.count()).toBe(0);
  });

  it('queues the report on the chosen post with its note and the last fix', async () => {
    const onReported = renderDialog('en');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Which post?' }).value).toBe(
      'c2',
    );
    fireEvent.click(screen.getByRole('radio', { name: /^In the wrong place/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: '  20 m east of the boulder ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onReported).toHaveBeenCalledOnce());
    const [report] = await mapGameDb().reports.toArray();
    expect(report).toMatchObject({
      owner: OWNER,
      controlId: 'c2',
      kind: 'MISPLACED',
      note: '20 m east of the boulder',
      fix: FIX,
      status: 'queued',
    });
  });

  it('refuses a second open report on the same post, in Norwegian', async () => {
    renderDialog('nb');
    fireEvent.click(screen.getByRole('radio', { name: /^Mangler/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    await waitFor(async () => expect(await mapGameDb().reports.count()).toBe(1));
    cleanup();
    const onReported = renderDialog('nb');
    fireEvent.click(screen.getByRole('radio', { name: /^Skadet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Du har allerede meldt fra om denne posten. Arrangøren har ikke lukket meldingen din ennå.',
    );
    expect(onReported).not.toHaveBeenCalled();
    expect(await mapGameDb().reports.count()).toBe(1);
  });
});
