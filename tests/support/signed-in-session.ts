/**
 * Stands in for `src/api/auth-session` in the tests of screens and of the client's wire: a
 * signed-in session whose ID token is `id-token`. A test file takes it with
 *
 *   vi.mock('../../src/api/auth-session', () => import('../support/signed-in-session'));
 */
import { vi } from 'vitest';

export const currentIdToken = vi.fn(() => Promise.resolve('id-token'));
