/**
 * A chosen map image before it is uploaded: its natural size (which the world file's corners
 * need) and an object URL to draw it on the map. An image larger than the untiled limit is drawn
 * from a scaled-down copy, since phones cannot hold a very large texture; its corners are still
 * computed from the full size, so it lies where the uploaded map will.
 */
import { MAX_UNTILED_IMAGE_SIDE_PX } from '../../domain/image-pyramid';

export interface ImagePreview {
  widthPx: number;
  heightPx: number;
  /** An object URL; call `URL.revokeObjectURL` when done. */
  url: string;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  return image.decode().then(() => image);
}

function scaledCopy(image: HTMLImageElement, scale: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Reads the image; null when the file is not an image the browser can decode. */
export async function previewImage(file: Blob): Promise<ImagePreview | null> {
  const url = URL.createObjectURL(file);
  let image: HTMLImageElement;
  try {
    image = await loadImage(url);
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  const widthPx = image.naturalWidth;
  const heightPx = image.naturalHeight;
  const largest = Math.max(widthPx, heightPx);
  if (largest <= MAX_UNTILED_IMAGE_SIDE_PX) return { widthPx, heightPx, url };
  const smaller = await scaledCopy(image, MAX_UNTILED_IMAGE_SIDE_PX / 2 / largest);
  URL.revokeObjectURL(url);
  return smaller ? { widthPx, heightPx, url: URL.createObjectURL(smaller) } : null;
}
