import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  punchFeedback,
  punchFeedbackKind,
  vibrate,
  type PunchFeedbackKind,
} from '../../../src/features/play/punch-feedback';
import { playNotes, prepareSound } from '../../../src/features/play/punch-sound';
import { ErrorCode } from '../../../src/domain/error-codes';
import { RecordingAudio, RecordingAudioContext } from './recording-audio';

describe('the feedback of a punch', () => {
  it.each([
    [{ kind: 'unchanged' } as const, 'punched'],
    [{ kind: 'unexpected', code: ErrorCode.UNEXPECTED_PUNCH_ANSWER } as const, 'punched'],
    [{ kind: 'game-completed' } as const, 'game-completed'],
  ])('reads %o as %s', (reading, kind) => {
    expect(punchFeedbackKind(reading)).toBe(kind);
  });

  it('reads a new level as level-unlocked', () => {
    const state = { id: 's2' } as never;
    expect(punchFeedbackKind({ kind: 'level-unlocked', state })).toBe('level-unlocked');
  });

  it('grows with the moment: a level or the game vibrates and sounds longer than a control', () => {
    const total = (kind: PunchFeedbackKind) => {
      const { vibration, notes } = punchFeedback(kind);
      const last = notes[notes.length - 1]!;
      return {
        vibrationMs: vibration.reduce((sum, ms) => sum + ms, 0),
        soundS: last.startS + last.durationS,
      };
    };
    const punched = total('punched');
    const level = total('level-unlocked');
    const game = total('game-completed');
    expect(punched.vibrationMs).toBeLessThan(level.vibrationMs);
    expect(level.vibrationMs).toBeLessThan(game.vibrationMs);
    expect(punched.soundS).toBeLessThan(level.soundS);
    expect(level.soundS).toBeLessThan(game.soundS);
  });

  it('tells a refusal and an unchecked code from a punch: a lower tone, a longer buzz for a refusal', () => {
    const punched = punchFeedback('punched');
    const provisional = punchFeedback('provisional');
    const refused = punchFeedback('refused');
    const highest = (kind: PunchFeedbackKind) =>
      Math.max(...punchFeedback(kind).notes.map((note) => note.frequencyHz));
    expect(highest('provisional')).toBeLessThan(highest('punched'));
    expect(highest('refused')).toBeLessThan(highest('provisional'));
    const buzz = (pattern: number[]) => pattern.reduce((sum, ms) => sum + ms, 0);
    expect(buzz(provisional.vibration)).toBeLessThan(buzz(punched.vibration));
    expect(buzz(refused.vibration)).toBeGreaterThan(buzz(punched.vibration));
    expect(refused.notes.length).toBeGreaterThan(1);
  });

  it.each<PunchFeedbackKind>([
    'punched',
    'level-unlocked',
    'game-completed',
    'provisional',
    'refused',
  ])('%s: a valid vibration pattern and notes that do not overlap', (kind) => {
    const { vibration, notes } = punchFeedback(kind);
    expect(vibration.length % 2).toBe(1); // ends on a buzz, not a pause
    expect(vibration.every((ms) => ms > 0 && ms <= 1000)).toBe(true);
    notes.slice(1).forEach((note, index) => {
      const before = notes[index]!;
      expect(note.startS).toBeGreaterThanOrEqual(before.startS + before.durationS);
    });
  });
});

describe('vibrating', () => {
  it('hands the pattern to the browser when it can vibrate', () => {
    const seen: number[][] = [];
    const device = { vibrate: (pattern: number[]) => (seen.push(pattern), true) };
    expect(vibrate([120], device)).toBe(true);
    expect(seen).toEqual([[120]]);
  });

  it.each([
    ['has no vibration API', {}],
    [
      'throws',
      {
        vibrate: () => {
          throw new Error('blocked');
        },
      },
    ],
  ])('is quietly skipped when the browser %s', (_, device) => {
    expect(vibrate([120], device)).toBe(false);
  });
});

describe('the beep', () => {
  it('makes one audio context at the tap, wakes it, and plays each note in turn', () => {
    prepareSound(RecordingAudio);
    prepareSound(RecordingAudio);
    expect(RecordingAudioContext.made).toHaveLength(1);
    const audio = RecordingAudioContext.made[0]!;
    expect(audio.state).toBe('running');
    const { notes } = punchFeedback('level-unlocked');
    playNotes(notes);
    expect(audio.tones.map((tone) => tone.frequencyHz)).toEqual(notes.map((n) => n.frequencyHz));
    audio.tones.forEach((tone, index) => {
      expect(tone.start).toBeCloseTo(audio.currentTime + 0.02 + notes[index]!.startS, 6);
      expect(tone.stop).toBeGreaterThan(tone.start);
    });
  });
});

describe('the audio context made ahead of the first punch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The sound module afresh (no context made by the tests above), no context recorded yet. */
  async function freshSound() {
    vi.resetModules();
    const sound = await import('../../../src/features/play/punch-sound');
    RecordingAudioContext.made = [];
    return sound;
  }

  it('is made once the screen has been open a while and is idle, suspended, and woken by the tap', async () => {
    const sound = await freshSound();
    sound.warmUpSoundSoon(RecordingAudio, new EventTarget());
    await vi.advanceTimersByTimeAsync(sound.SOUND_WARM_UP_DELAY_MS - 1);
    expect(RecordingAudioContext.made).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(RecordingAudioContext.made).toHaveLength(1);
    expect(RecordingAudioContext.made[0]!.state).toBe('suspended');
    sound.prepareSound(RecordingAudio);
    expect(RecordingAudioContext.made).toHaveLength(1);
    expect(RecordingAudioContext.made[0]!.state).toBe('running');
  });

  it.each(['pointerdown', 'keydown'])(
    'is made at once at the first %s, and only once',
    async (gesture) => {
      const sound = await freshSound();
      const screen = new EventTarget();
      sound.warmUpSoundSoon(RecordingAudio, screen);
      screen.dispatchEvent(new Event(gesture));
      expect(RecordingAudioContext.made).toHaveLength(1);
      screen.dispatchEvent(new Event(gesture));
      await vi.runAllTimersAsync();
      expect(RecordingAudioContext.made).toHaveLength(1);
    },
  );

  it('is not made when the screen goes before it', async () => {
    const sound = await freshSound();
    const screen = new EventTarget();
    const cancel = sound.warmUpSoundSoon(RecordingAudio, screen);
    cancel();
    screen.dispatchEvent(new Event('pointerdown'));
    await vi.runAllTimersAsync();
    expect(RecordingAudioContext.made).toHaveLength(0);
  });
});
