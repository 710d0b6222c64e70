/**
 * Paced map repaints (src/ui/map/software-frame-pacing.ts): data arriving while the map is still
 * is drawn at most once per interval, the first frame after a quiet spell at once, and a moving
 * map at every ask. The map here is a stand-in with MapLibre's three members the pacer uses.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { paceDataRepaints } from '../../../src/ui/map/software-frame-pacing';

/**
 * A map that draws a frame (and fires 'render') each time its own triggerRepaint runs, or, with
 * `nextFrame`, when the test runs the browser's next frame (MapLibre draws in an animation frame).
 */
function stillMap({ nextFrame = false } = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const map = {
    frames: [] as number[],
    moving: false,
    on(type: string, listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return map;
    },
    fire(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    isMoving() {
      return map.moving;
    },
    asked: false,
    triggerRepaint() {
      if (nextFrame) map.asked = true;
      else map.draw();
    },
    draw() {
      map.asked = false;
      map.frames.push(Date.now());
      map.fire('render');
    },
  };
  return map;
}

/** Moves the clock (and any timer due on the way) to `ms`. */
function at(ms: number) {
  vi.advanceTimersByTime(ms - Date.now());
}

describe('paceDataRepaints', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws what arrives as the map opens in one frame, an interval after pacing began', () => {
    const map = stillMap();
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    for (const ms of [0, 10, 50, 120, 190]) {
      at(ms);
      map.triggerRepaint();
    }
    expect(map.frames).toEqual([]);
    at(200);
    expect(map.frames).toEqual([200]);
  });

  it('draws what arrives within an interval of a frame in one frame after it', () => {
    const map = stillMap();
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    at(300);
    map.triggerRepaint();
    expect(map.frames).toEqual([300]);
    for (const ms of [310, 350, 420, 490]) {
      at(ms);
      map.triggerRepaint();
    }
    expect(map.frames).toEqual([300]);
    at(500);
    expect(map.frames).toEqual([300, 500]);
  });

  it('draws at once after a quiet spell longer than the interval', () => {
    const map = stillMap();
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    at(250);
    map.triggerRepaint();
    at(800);
    map.triggerRepaint();
    expect(map.frames).toEqual([250, 800]);
  });

  it('draws a moving map at every ask and drops the wait it replaces', () => {
    const map = stillMap();
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    map.triggerRepaint();
    at(20);
    map.triggerRepaint();
    map.moving = true;
    at(30);
    map.triggerRepaint();
    at(46);
    map.triggerRepaint();
    expect(map.frames).toEqual([30, 46]);
    at(1_000);
    expect(map.frames).toEqual([30, 46]);
  });

  it('adds no frame for asks made while an asked-for frame is still to come', () => {
    const map = stillMap({ nextFrame: true });
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    map.triggerRepaint();
    at(200);
    expect(map.asked).toBe(true);
    at(230);
    map.triggerRepaint();
    map.triggerRepaint();
    map.draw();
    at(300);
    map.triggerRepaint();
    at(1_000);
    expect(map.asked).toBe(true);
    map.draw();
    expect(map.frames).toEqual([230, 1_000]);
  });

  it('keeps a waiting frame an interval away from a frame drawn for a move meanwhile', () => {
    const map = stillMap();
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    at(50);
    map.triggerRepaint();
    at(150);
    map.moving = true;
    map.triggerRepaint();
    map.moving = false;
    map.triggerRepaint();
    at(349);
    expect(map.frames).toEqual([150]);
    at(350);
    expect(map.frames).toEqual([150, 350]);
  });

  it('wraps a map once, however often it is asked', () => {
    const map = stillMap();
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    map.triggerRepaint();
    at(100);
    map.triggerRepaint();
    at(200);
    expect(map.frames).toEqual([200]);
  });

  it('forgets a waiting frame when the map is removed', () => {
    const map = stillMap();
    paceDataRepaints(map as unknown as MaplibreMap, 200, () => Date.now());
    map.triggerRepaint();
    at(50);
    map.triggerRepaint();
    map.fire('remove');
    at(1_000);
    expect(map.frames).toEqual([]);
  });
});
