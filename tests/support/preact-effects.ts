/**
 * Preact runs a render's effects after the next frame (a timer of at most 100 ms where no frame
 * comes, as in jsdom). A test file that ends right after a render would leave those timers to fire
 * once jsdom is gone ("window is not defined"): each file waits them out before its environment
 * is torn down.
 */
import { afterAll } from 'vitest';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));
