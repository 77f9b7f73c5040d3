import { BRAND } from '../../../contract/rules/brand';

/** The Kōwhai flower mark and wordmark: five yellow petals on the brand green. */
export function BrandMark() {
  return (
    <span className="brand-mark">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="#0b4f3c" />
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cx="16" cy="9" rx="3.6" ry="6.4" fill="#f2b705" transform={`rotate(${angle} 16 16)`} />
        ))}
        <circle cx="16" cy="16" r="3" fill="#073829" />
      </svg>
      <span className="brand-mark__name">{BRAND.product}</span>
    </span>
  );
}
