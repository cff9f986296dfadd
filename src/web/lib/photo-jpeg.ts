/**
 * A photo as the server stores it (PNG or JPEG, at most 10 MB): a phone camera's picture, often a
 * HEIC of several megabytes, becomes a JPEG of at most 1600 pixels a side, as the report's photos
 * are (reports' photo-field.tsx shrinks a report's answers with shrinkToJpeg). Where the browser cannot
 * draw it, the file goes as chosen and the server says whether it takes it.
 */
const MAX_SIDE = 1600;

/** A picture from the camera or the gallery as a JPEG of at most MAX_SIDE pixels a side. */
export async function shrinkToJpeg(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No image'))), 'image/jpeg', 0.85),
  );
}

export async function photoAsJpeg(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const blob = await shrinkToJpeg(file);
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
