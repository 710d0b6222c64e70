import { describe, expect, it } from 'vitest';
import {
  effectiveVisibility,
  initialWizardState,
  mayComplete,
  resetsPoints,
  wizardReducer,
} from '../../../src/features/user/visibility-wizard-state';

describe('the publish-results wizard', () => {
  it('treats a user who has not chosen as private, as the server does', () => {
    expect(effectiveVisibility(null)).toBe('PRIVATE');
    expect(resetsPoints(null, 'PRIVATE')).toBe(false);
    // The first choice keeps the points, whichever it is.
    expect(resetsPoints(null, 'PUBLIC')).toBe(false);
    expect(resetsPoints('PUBLIC', 'PRIVATE')).toBe(true);
    expect(resetsPoints('PUBLIC', 'PUBLIC')).toBe(false);
  });

  it('opens on the current choice and moves next and back', () => {
    let state = wizardReducer(initialWizardState('PUBLIC'), { type: 'open', current: 'PUBLIC' });
    expect(state).toMatchObject({ step: 'choose', choice: 'PUBLIC', confirmed: false });
    state = wizardReducer(state, { type: 'choose', choice: 'PRIVATE' });
    state = wizardReducer(state, { type: 'next' });
    expect(state).toMatchObject({ step: 'summary', choice: 'PRIVATE' });
    state = wizardReducer(state, { type: 'back' });
    expect(state).toMatchObject({ step: 'choose', choice: 'PRIVATE' });
    expect(wizardReducer(state, { type: 'close' }).step).toBe('closed');
  });

  it('needs a confirmation to complete a change, and none to keep the points', () => {
    let state = wizardReducer(initialWizardState('PRIVATE'), { type: 'open', current: 'PRIVATE' });
    state = wizardReducer(wizardReducer(state, { type: 'choose', choice: 'PUBLIC' }), {
      type: 'next',
    });
    expect(mayComplete(state, 'PRIVATE')).toBe(false);
    state = wizardReducer(state, { type: 'refuse-unconfirmed' });
    expect(state.confirmMissing).toBe(true);
    state = wizardReducer(state, { type: 'confirm', confirmed: true });
    expect(state.confirmMissing).toBe(false);
    expect(mayComplete(state, 'PRIVATE')).toBe(true);
    // A new choice asks for the confirmation again.
    state = wizardReducer(state, { type: 'choose', choice: 'PUBLIC' });
    expect(state.confirmed).toBe(false);

    const keep = wizardReducer(
      wizardReducer(initialWizardState(null), { type: 'open', current: null }),
      { type: 'next' },
    );
    expect(keep.choice).toBe('PRIVATE');
    expect(mayComplete(keep, null)).toBe(true);
  });

  it('does not complete from the first step', () => {
    const state = wizardReducer(initialWizardState('PUBLIC'), { type: 'open', current: 'PUBLIC' });
    expect(mayComplete(state, 'PUBLIC')).toBe(false);
  });
});
