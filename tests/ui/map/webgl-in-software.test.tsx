/**
 * Whether WebGL draws in software (src/ui/map/map-pixel-ratio.ts), kept between visits per
 * browser: a kept answer for this user agent is used without making a WebGL context or writing
 * it again; one kept for another browser is asked again (jsdom has no WebGL, so asking answers
 * false) and replaced.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'webgl-in-software';

async function freshModule() {
  vi.resetModules();
  return import('../../../src/ui/map/map-pixel-ratio');
}

describe('webglInSoftware', () => {
  beforeEach(() => localStorage.clear());

  it('uses the answer kept for this browser', async () => {
    localStorage.setItem(KEY, JSON.stringify({ userAgent: navigator.userAgent, software: true }));
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { webglInSoftware } = await freshModule();
    expect(webglInSoftware()).toBe(true);
    expect(getContext).not.toHaveBeenCalled();
    // Nothing is written back on a visit that found the answer kept.
    expect(setItem).not.toHaveBeenCalled();
    getContext.mockRestore();
    setItem.mockRestore();
  });

  it("asks again when the kept answer is another browser's, and keeps the new one", async () => {
    localStorage.setItem(KEY, JSON.stringify({ userAgent: 'another browser', software: true }));
    const { webglInSoftware } = await freshModule();
    expect(webglInSoftware()).toBe(false);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      userAgent: navigator.userAgent,
      software: false,
    });
  });

  it('asks when nothing readable is kept', async () => {
    localStorage.setItem(KEY, '{not json');
    const { webglInSoftware } = await freshModule();
    expect(webglInSoftware()).toBe(false);
  });
});
