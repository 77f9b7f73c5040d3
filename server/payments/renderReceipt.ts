import type { ReceiptDto, SharedReceiptDto } from '../../contract/payments';
import { receiptSvg } from './receiptImage';

/**
 * The receipt as an image. Until a rasteriser (resvg) is installed the sandbox answers the SVG
 * document itself, which every browser can show and download; the PNG comes from rendering it.
 */
export function renderReceiptImage(receipt: ReceiptDto): SharedReceiptDto {
  return { contentType: 'image/svg+xml', base64: Buffer.from(receiptSvg(receipt)).toString('base64') };
}
