import type { ReceiptImage } from '../core/domain/Receipt';

/** The bank's base64 image as a file named for its type (receipt-1a2b3c4d.png). */
export function imageFile(image: ReceiptImage, baseName: string): File {
  const bytes = Uint8Array.from(atob(image.base64), (c) => c.charCodeAt(0));
  const extension = image.contentType === 'image/png' ? 'png' : 'svg';
  return new File([bytes], `${baseName}.${extension}`, { type: image.contentType });
}

/** Offers the file as a download. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Shares the file through the Web Share API where the browser can share files, else downloads it. */
export async function shareFile(file: File): Promise<void> {
  if (navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file], title: file.name }).catch(() => undefined); // the customer closed the sheet
  } else {
    saveFile(file);
  }
}
