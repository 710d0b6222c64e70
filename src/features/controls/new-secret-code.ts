import { secretCodeFrom } from '../../domain/iof-course-data';

/** A random number in [0, 1) from the device's cryptographic source. */
function deviceRandom(): number {
  return (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
}

/** A fresh secret code for a new control (the editor may change it before saving). */
export function newSecretCode(): string {
  return secretCodeFrom(deviceRandom);
}
