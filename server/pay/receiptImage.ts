import type { ReceiptDto } from '../../contract/pay';
import { BRAND } from '../../contract/rules/brand';
import { RECEIPT_STATUS, receiptRows, receiptTitle, rowText } from '../../contract/rules/ReceiptRows';

/** Text for SVG: the five characters XML gives meaning to are escaped, so a payee name cannot inject markup. */
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shareable receipt as an SVG document, 600 × 760, drawn from the receipt's data only
 * (no account balances: a shared receipt shows what was paid, not what is left).
 */
export function receiptSvg(receipt: ReceiptDto): string {
  // The same rows as the receipt page (contract/rules/ReceiptRows); the status is in the title here.
  const lines = receiptRows(receipt).map((row, i) => {
    const y = 200 + i * 56;
    return `<text x="40" y="${y}" class="label">${xml(row.label)}</text><text x="40" y="${y + 24}" class="value">${xml(rowText(row))}</text>`;
  }).join('');
  const title = receiptTitle(receipt.kind);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="760" viewBox="0 0 600 760" role="img" aria-label="${xml(title)}">
<style>.label{font:500 15px sans-serif;fill:#5b6470}.value{font:600 20px sans-serif;fill:#14181f}</style>
<rect width="600" height="760" fill="#ffffff"/><rect width="600" height="96" fill="#f2b705"/>
<text x="40" y="58" style="font:700 28px sans-serif;fill:#14181f">${xml(BRAND.product)}</text>
<text x="40" y="144" style="font:700 24px sans-serif;fill:#14181f">${xml(title)} · ${RECEIPT_STATUS[receipt.status]}</text>
${lines}
<text x="40" y="735" style="font:400 13px sans-serif;fill:#5b6470">${xml(`Questions? Call ${BRAND.phone}`)}</text>
</svg>`;
}
