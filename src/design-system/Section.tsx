import { useId, type ReactNode } from 'react';
import './Section.css';

export interface SectionProps {
  title: string;
  /** The heading level that fits the page outline; defaults to 2. */
  level?: 2 | 3;
  /** A line under the title. */
  description?: ReactNode;
  /** Controls beside the title (a link, a button). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled region of a page: a landmark named by its own heading. */
export function Section({ title, level = 2, description, actions, children, className }: SectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={['ds-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="ds-section__header">
        <div>
          <Heading id={id} className="ds-section__title">{title}</Heading>
          {description ? <p className="ds-section__description">{description}</p> : null}
        </div>
        {actions ? <div className="ds-section__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
