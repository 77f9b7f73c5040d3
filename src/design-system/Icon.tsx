import { ICON_PATHS, type IconName } from './iconPaths';
import './Icon.css';

export type { IconName } from './iconPaths';

/** The icon colours. Without one, an icon takes the text colour around it. */
export const ICON_COLOURS = [
  'green', 'grey', 'grey-dark', 'white', 'black', 'red', 'error', 'error-pale',
  'orange', 'orange-pale', 'blue', 'blue-pale', 'yellow',
] as const;
export type IconColour = (typeof ICON_COLOURS)[number];

export interface IconProps {
  name: IconName;
  colour?: IconColour;
  /** Pixel size of the square; defaults to 24. */
  size?: number;
  /** A meaningful icon needs words; without a label the icon is decoration and hidden. */
  label?: string;
  className?: string;
}

/** An inline SVG icon (no icon font, no network request, nothing for the CSP to refuse). */
export function Icon({ name, colour, size = 24, label, className }: IconProps) {
  const classes = ['ds-icon', colour ? `ds-icon--${colour}` : null, className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={name}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
