import { act, cleanup, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DELAY_MS, LOADING_BAR_MAX_MS, LoadingBar } from '../../src/ui/loading-bar';
import { renderIn, type Locale } from './support/render-in-locale';

function renderBar(loading: boolean, locale: Locale = 'en') {
  const { rerender } = renderIn(locale, <LoadingBar loading={loading} />);
  return { setLoading: (next: boolean) => rerender(<LoadingBar loading={next} />) };
}

const bar = () => screen.queryByRole('progressbar');
const wait = (ms: number) => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the loading bar', () => {
  it('uses the seed timings: 200 ms throttle, 5000 ms at most', () => {
    expect([LOADING_BAR_DELAY_MS, LOADING_BAR_MAX_MS]).toEqual([200, 5000]);
  });

  it('appears only after 200 ms of loading, with a label', () => {
    renderBar(true);
    wait(199);
    expect(bar()).toBeNull();
    wait(1);
    expect(bar()).not.toBeNull();
    expect(bar()?.getAttribute('aria-label')).toBe('Loading');
  });

  it('never shows for a load shorter than 200 ms', () => {
    const { setLoading } = renderBar(true);
    wait(150);
    setLoading(false);
    wait(1000);
    expect(bar()).toBeNull();
  });

  it('hides as soon as the load ends', () => {
    const { setLoading } = renderBar(true);
    wait(1000);
    expect(bar()).not.toBeNull();
    setLoading(false);
    expect(bar()).toBeNull();
  });

  it('hides after 5000 ms even when the load goes on', () => {
    renderBar(true);
    wait(200 + 4999);
    expect(bar()).not.toBeNull();
    wait(1);
    expect(bar()).toBeNull();
  });

  it('starts its 200 ms again for the next load', () => {
    const { setLoading } = renderBar(true);
    wait(300);
    setLoading(false);
    setLoading(true);
    wait(199);
    expect(bar()).toBeNull();
    wait(1);
    expect(bar()).not.toBeNull();
  });

  it('is labelled in Norwegian too', () => {
    renderBar(true, 'nb');
    wait(200);
    expect(bar()?.getAttribute('aria-label')).toBe('Laster inn');
  });
});
