import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './Button.css';

/** Variants and sizes of spec section 9; the default variant is primary-outline. */
export type ButtonVariant = 'primary' | 'primary-outline' | 'secondary' | 'link' | 'danger';
export type ButtonSize = 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge' | 'responsive' | 'responsive-small';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  icon?: ReactNode;
}

export function Button({ variant = 'primary-outline', size = 'medium', busy = false, icon, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['ds-button', `ds-button--${variant}`, `ds-button--${size}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} {...rest}>
      {icon ? <span className="ds-button__icon" aria-hidden="true">{icon}</span> : null}
      <span>{children}</span>
    </button>
  );
}
