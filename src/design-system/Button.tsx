import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconColour, type IconName } from './Icon';
import { ICON_PATHS } from './iconPaths';
import './Button.css';

/** Variants and sizes; the default variant is primary-outline. */
export type ButtonVariant = 'primary' | 'primary-outline' | 'secondary' | 'link' | 'danger';
export type ButtonSize = 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge' | 'responsive' | 'responsive-small';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  /** An icon of the set by name, or any element; always decoration beside the words. */
  icon?: IconName | ReactNode;
  /** One of the spec's icon colours; without it the icon takes the button's text colour. */
  iconColour?: IconColour;
  /** Puts the icon after the words (a chevron, an external-link mark). */
  iconAfter?: boolean;
}

const isIconName = (icon: unknown): icon is IconName => typeof icon === 'string' && icon in ICON_PATHS;

export function Button({ variant = 'primary-outline', size = 'medium', busy = false, icon, iconColour, iconAfter = false, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['ds-button', `ds-button--${variant}`, `ds-button--${size}`, className].filter(Boolean).join(' ');
  const iconClasses = ['ds-button__icon', iconColour ? `ds-icon-colour--${iconColour}` : null].filter(Boolean).join(' ');
  const iconElement = icon ? (
    <span className={iconClasses} aria-hidden="true">{isIconName(icon) ? <Icon name={icon} size={20} /> : icon}</span>
  ) : null;
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} {...rest}>
      {iconAfter ? null : iconElement}
      <span>{children}</span>
      {iconAfter ? iconElement : null}
    </button>
  );
}
