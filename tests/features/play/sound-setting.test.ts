import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingAudio, RecordingAudioContext } from './recording-audio';

/** A localStorage of its own for each test (the unit project runs in Node, which has none). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const NOTE = { frequencyHz: 880, startS: 0, durationS: 0.1 };

/** Fresh modules over `storage`: the setting is read once per page load. */
async function load(storage: Storage) {
  vi.resetModules();
  vi.stubGlobal('localStorage', storage);
  RecordingAudioContext.made = [];
  return {
    setting: await import('../../../src/features/play/sound-setting'),
    sound: await import('../../../src/features/play/punch-sound'),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mute setting', () => {
  it.each([
    ['nothing stored', {}, false],
    ['"true"', { 'punch-sounds-muted': 'true' }, true],
    ['"false"', { 'punch-sounds-muted': 'false' }, false],
    ['anything else', { 'punch-sounds-muted': 'yes' }, false],
  ])('reads %s as muted=%s', async (_, stored, muted) => {
    const { setting } = await load(memoryStorage(stored));
    expect(setting.soundsMuted()).toBe(muted);
  });

  it('is kept on the device: a new page load reads the choice back', async () => {
    const storage = memoryStorage();
    const first = await load(storage);
    first.setting.setSoundsMuted(true);
    expect(storage.getItem('punch-sounds-muted')).toBe('true');
    const second = await load(storage);
    expect(second.setting.soundsMuted()).toBe(true);
  });
});

describe('the punch sound', () => {
  it('plays while sounds are on', async () => {
    const { sound } = await load(memoryStorage());
    sound.prepareSound(RecordingAudio);
    sound.playNotes([NOTE]);
    expect(RecordingAudioContext.made[0]?.tones).toHaveLength(1);
  });

  it('is silent when muted: the tap wakes no audio and no note plays', async () => {
    const { sound } = await load(memoryStorage({ 'punch-sounds-muted': 'true' }));
    sound.prepareSound(RecordingAudio);
    sound.playNotes([NOTE]);
    expect(RecordingAudioContext.made).toHaveLength(0);
  });

  it('is silent from the moment the player mutes, though the audio was already awake', async () => {
    const { setting, sound } = await load(memoryStorage());
    sound.prepareSound(RecordingAudio);
    setting.setSoundsMuted(true);
    sound.playNotes([NOTE]);
    expect(RecordingAudioContext.made[0]?.tones).toHaveLength(0);
    setting.setSoundsMuted(false);
    sound.playNotes([NOTE]);
    expect(RecordingAudioContext.made[0]?.tones).toHaveLength(1);
  });
});
