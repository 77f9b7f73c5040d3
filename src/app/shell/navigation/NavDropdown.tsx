import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../design-system/Icon';
import { isCurrent, type NavMenuItem } from './navItems';
import { useHoverIntent } from './useHoverIntent';

export interface NavDropdownProps {
  menu: NavMenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A disclosure menu of the top navigation: a button (aria-expanded) showing a list of links.
 * Click, Enter or Space toggle it; ArrowDown opens it on the first link; arrows move between
 * links; Escape closes it and returns focus to the button; it closes when focus leaves.
 * The pointer opens it after 200 ms and closes it 300 ms after leaving.
 */
export function NavDropdown({ menu, open, onOpenChange }: NavDropdownProps) {
  const [location] = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const hover = useHoverIntent(onOpenChange);
  const current = menu.items.some((item) => isCurrent(item, location));

  const links = () => [...(panel.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusLink = (index: number) => { const all = links(); all[(index + all.length) % all.length]?.focus(); };
  // ArrowDown on a closed menu: the links exist only after it renders open, so focus them then.
  const focusWhenOpen = useRef<number | null>(null);
  useEffect(() => {
    if (open && focusWhenOpen.current !== null) focusLink(focusWhenOpen.current);
    focusWhenOpen.current = null;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      hover.cancel();
      onOpenChange(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      hover.cancel();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        focusWhenOpen.current = step === 1 ? 0 : -1;
        onOpenChange(true);
      } else {
        focusLink(index === -1 ? (step === 1 ? 0 : -1) : index + step);
      }
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li className="top-nav__item top-nav__item--menu" onKeyDown={onKeyDown} onBlur={onBlur} onMouseEnter={hover.onMouseEnter} onMouseLeave={hover.onMouseLeave}>
      <button
        ref={button}
        type="button"
        className={`top-nav__link top-nav__button${current ? ' top-nav__link--current' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => { hover.cancel(); onOpenChange(!open); }}
      >
        <Icon name={menu.icon} size={20} />
        {menu.label}
        <Icon name="chevron" size={16} className="top-nav__chevron" />
      </button>
      {/* The links render only while open: closed, they are hidden from everyone anyway, and
          a dozen links re-rendering on every route switch held up the paint that answers it. */}
      <ul id={panelId} ref={panel} className="top-nav__panel" hidden={!open}>
        {open ? menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="top-nav__panel-link" aria-current={isCurrent(item, location) ? 'page' : undefined} onClick={() => onOpenChange(false)}>
              {item.label}
            </Link>
          </li>
        )) : null}
      </ul>
    </li>
  );
}
