import { useId, type ReactNode } from 'react';
import { Button } from '../../../design-system/Button';
import { ButtonGroup } from '../../../design-system/ButtonGroup';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { Icon, type IconName } from '../../../design-system/Icon';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import './ErrorPage.css';

/** The generic error page's default title. */
export const DEFAULT_ERROR_TITLE = 'Sorry, an error has occurred.';

export type ErrorAction = { label: string; onClick: () => void } | { label: string; href: string };

export interface ErrorPageProps {
  title?: string;
  message?: ReactNode;
  action?: ErrorAction;
  /** Fills the viewport height (route errors), instead of sitting in the page flow. */
  fullPage?: boolean;
  icon?: IconName;
  children?: ReactNode;
}

/** The generic error page: a title, an optional message and an optional way on. */
export function ErrorPage({ title = DEFAULT_ERROR_TITLE, message, action, fullPage = false, icon = 'warning', children }: ErrorPageProps) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <div className={`error-page${fullPage ? ' error-page--full' : ''}`}>
      <Wrapper narrow>
        <Tile className="error-page__tile" aria-labelledby={headingId}>
          <Icon name={icon} colour={icon === 'warning' ? 'orange' : 'green'} size={40} className="error-page__icon" />
          <h1 id={headingId} className="error-page__title">{title}</h1>
          {message ? <div className="error-page__message">{typeof message === 'string' ? <p>{message}</p> : message}</div> : null}
          {children}
          {action ? (
            <ButtonGroup>
              {'href' in action
                ? <ButtonLink href={action.href}>{action.label}</ButtonLink>
                : <Button variant="primary" onClick={action.onClick}>{action.label}</Button>}
            </ButtonGroup>
          ) : null}
        </Tile>
      </Wrapper>
    </div>
  );
}
