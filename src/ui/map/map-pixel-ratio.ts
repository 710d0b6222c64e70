/**
 * Device pixels per CSS pixel the map canvas draws. The canvas draws only raster images (256 px
 * base tiles, the maps' images; markers are page elements): past 2 device pixels per CSS pixel it
 * costs more to fill, not sharper. Where WebGL is drawn in software (no usable GPU: a blocklisted
 * driver, a virtual machine, a phone without GPU acceleration), the browser draws each frame on the
 * CPU and, compositing in software too, reads every frame back into the page while the page's main
 * thread waits: a cost that grows with the pixels, measured at several hundred ms per frame as the
 * map starts at 2 device pixels per CSS pixel. There the map draws at 1.
 */
const MAX_PIXEL_RATIO = 2;

/** Renderer names of the software WebGL implementations (SwiftShader, Mesa's llvmpipe, Windows). */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

let software: boolean | undefined;

/**
 * Where the answer is kept between visits (localStorage), with the browser it holds for: asking
 * makes a WebGL context, which took a slow phone 25 ms of the play map's first task. A new browser
 * version (another user agent) asks again.
 */
const SOFTWARE_KEY = 'webgl-in-software';

function rememberedAnswer(): boolean | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(SOFTWARE_KEY) ?? 'null') as {
      userAgent?: unknown;
      software?: unknown;
    } | null;
    if (kept?.userAgent === navigator.userAgent && typeof kept.software === 'boolean')
      return kept.software;
  } catch {
    // No storage here, or it is blocked or unreadable: ask the browser instead.
  }
  return undefined;
}

/** True when the browser's WebGL 2 renders in software (asked once per browser, from a context thrown away). */
export function webglInSoftware(): boolean {
  if (software !== undefined) return software;
  const remembered = rememberedAnswer();
  if (remembered !== undefined) return (software = remembered);
  software = askWebgl();
  try {
    localStorage.setItem(
      SOFTWARE_KEY,
      JSON.stringify({ userAgent: navigator.userAgent, software }),
    );
  } catch {
    // No storage, or full or blocked: the answer is asked again next visit.
  }
  return software;
}

function askWebgl(): boolean {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return false;
  // Browsers give the unmasked name as RENDERER now; the extension for those that still mask it.
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return SOFTWARE_RENDERER.test(renderer);
}

export function mapPixelRatio(devicePixelRatio: number, inSoftware: boolean): number {
  return inSoftware ? 1 : Math.min(devicePixelRatio, MAX_PIXEL_RATIO);
}
