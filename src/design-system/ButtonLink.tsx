import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import type { ButtonSize, ButtonVariant } from './Button';
import { Icon, type IconName } from './Icon';
import './Button.css';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon of the set, always decoration beside the words. */
  icon?: IconName;
  iconAfter?: boolean;
  /**
   * A full page load instead of in-app routing: for a path the server answers (a hand-off,
   * a document), or "Try again" after an outage, where starting afresh is the point.
   */
  reload?: boolean;
  /** Opens in a new tab (rel noopener noreferrer), saying so to assistive technology. */
  newTab?: boolean;
  children: ReactNode;
}

/**
 * A link that looks like a button: it goes somewhere (a page, a receipt), where a Button does
 * something. Same variants and sizes as Button; its colours hold on hover, focus and after a
 * visit, whatever the global link colours say.
 */
export function ButtonLink({ href, variant = 'primary', size = 'medium', icon, iconAfter = false, reload = false, newTab = false, className, children, ...rest }: ButtonLinkProps) {
  const classes = ['ds-button', 'ds-button-link', `ds-button--${variant}`, `ds-button--${size}`, className].filter(Boolean).join(' ');
  const iconElement = icon ? <span className="ds-button__icon" aria-hidden="true"><Icon name={icon} size={20} /></span> : null;
  const content = (
    <>
      {iconAfter ? null : iconElement}
      <span>{children}</span>
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      {iconAfter ? iconElement : null}
    </>
  );
  const inApp = href.startsWith('/') && !href.startsWith('//') && !reload && !newTab;
  if (inApp) return <Link href={href} className={classes} {...rest}>{content}</Link>;
  return (
    <a href={href} className={classes} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>{content}</a>
  );
}
