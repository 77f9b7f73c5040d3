import type { Locator } from '@playwright/test';

const channels = (rgb: string) => (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
const luminance = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = channels(rgb).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG's contrast ratio of two CSS colours ('rgb(…)'). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour, background colour and outline an element shows right now. */
export function paintOf(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor, outlineStyle: style.outlineStyle, outlineColor: style.outlineColor };
  });
}
