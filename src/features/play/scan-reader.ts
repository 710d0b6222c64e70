/**
 * The camera and the QR reader of "Scan the post". The camera opens only from the player's tap
 * (`openCamera`: the back camera when there is one). QR codes are read by the browser's own
 * BarcodeDetector where it reads them (Chrome on Android and macOS, Safari), else by the
 * `barcode-detector` polyfill (ZXing in WebAssembly), imported only here and only then, so it
 * stays out of the play screen's first load. Its WebAssembly file is this app's own asset (never
 * the library's default CDN), precached by the service worker with the rest of the build, so
 * scanning works offline too (vite.config.ts).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What reads QR codes in a video frame: the browser's BarcodeDetector or the polyfill's. */
export interface QrReader {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

/** Which reader was loaded (said in the page for the browser tests, and useful in a bug report). */
export type QrReaderKind = 'native' | 'polyfill';

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

const QR_FORMAT = 'qr_code';

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): readonly string[] => []);
  return formats.includes(QR_FORMAT) ? new Detector({ formats: [QR_FORMAT] }) : null;
}

/** The reader, loading (and starting) the polyfill's WebAssembly when the browser has none. */
export async function loadQrReader(): Promise<{ reader: QrReader; kind: QrReaderKind }> {
  const native = await nativeReader();
  if (native) return { reader: native, kind: 'native' };
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return { reader: new BarcodeDetector({ formats: [QR_FORMAT] }), kind: 'polyfill' };
}

/** Why the camera could not be used. */
export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'failed';

/** The camera's problem from what getUserMedia threw (the DOMException's name). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/**
 * The back camera's video (any camera when there is no back one); throws the browser's error,
 * or a NotFoundError where the browser has no camera API (an http page, an old browser).
 */
export async function openCamera(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw new DOMException('No camera API', 'NotFoundError');
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

/** Stops every track of `stream`: the camera's light goes off. */
export function closeCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
