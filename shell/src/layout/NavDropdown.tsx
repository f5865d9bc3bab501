import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import type { NavGroup } from './navigation';

/** Matches the CSS breakpoint where the nav becomes a horizontal bar with pop-over menus. */
const DESKTOP_NAV_QUERY = '(min-width: 64rem)';

interface Props {
  group: NavGroup;
  onNavigate: () => void;
}

/**
 * Disclosure-pattern dropdown: a real button (Enter/Space/tap toggle), hover opens it for a mouse,
 * ArrowDown opens and focuses the first link, arrows move between links, Escape closes and returns focus.
 */
export function NavDropdown({ group, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** A click that lands on a menu hover just opened keeps it open instead of toggling it shut. */
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const active = group.items.some((item) => item.to === pathname);
  const [openedAt, setOpenedAt] = useState(pathname);
  // Navigating away closes the menu (adjusting state during render, not in an effect).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  // Native listeners: jsx-a11y rightly forbids handlers on the <li>, but keys and hover belong to the whole item.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const links = () => [...root.querySelectorAll<HTMLAnchorElement>('.icast-dropdown__menu a')];
    const focusLink = (index: number) => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = links().indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        // The menu is shown on open; focus after React commits it.
        requestAnimationFrame(() => focusLink(current + 1));
      } else if (event.key === 'ArrowUp' && open) {
        event.preventDefault();
        focusLink(current <= 0 ? -1 : current - 1);
      }
    };
    // Hover is a desktop-bar behaviour; in the stacked mobile menu only a click or tap toggles.
    const hoverOpens = (event: PointerEvent) =>
      event.pointerType === 'mouse' && window.matchMedia?.(DESKTOP_NAV_QUERY).matches === true;
    const onPointerEnter = (event: PointerEvent) => {
      if (!hoverOpens(event) || open) return;
      openedByHover.current = true;
      setOpen(true);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (!hoverOpens(event)) return;
      openedByHover.current = false;
      setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) {
        openedByHover.current = false;
        setOpen(false);
      }
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('pointerenter', onPointerEnter);
    root.addEventListener('pointerleave', onPointerLeave);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <li ref={rootRef} className={`icast-dropdown${open ? ' icast-dropdown--open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`icast-nav__link icast-dropdown__toggle${active ? ' icast-nav__link--active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {group.label}
        <ChevronDown aria-hidden="true" size={16} className="icast-dropdown__chevron" />
      </button>
      <ul id={menuId} className="icast-dropdown__menu" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
