import { AVATAR_MAX_SIDE, fitWithin, settingsMessages } from '../model';

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));

/**
 * The image drawn at most `max` px on its longest side, as WebP (JPEG where the browser
 * cannot encode WebP). Rejects with a readable message when the file is not an image.
 */
export async function resizeImage(file: Blob, max = AVATAR_MAX_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(settingsMessages.photoUnreadable);
  });
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const webp = await encode(canvas, 'image/webp');
  // Browsers without a WebP encoder hand back PNG instead.
  const image = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg');
  if (!image) throw new Error(settingsMessages.photoUnreadable);
  return image;
}
