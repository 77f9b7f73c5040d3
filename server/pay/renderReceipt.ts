import { Resvg } from '@resvg/resvg-js';
import type { ReceiptDto, SharedReceiptDto } from '../../contract/pay';
import { receiptSvg } from './receiptImage';

/**
 * The shareable receipt: the SVG template rendered to a PNG by resvg (a real renderer, with
 * the machine's fonts), base64 as the GET /api/shareReceipt/{id} returns it.
 */
export function renderReceiptImage(receipt: ReceiptDto): SharedReceiptDto {
  const png = new Resvg(receiptSvg(receipt), { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  return { contentType: 'image/png', base64: Buffer.from(png).toString('base64') };
}
