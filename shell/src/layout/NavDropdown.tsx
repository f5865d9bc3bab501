import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import type { MenuGroup } from '@icast/contracts';
import { MenuLinkTo } from './MenuLinkTo';

/** Matches the CSS breakpoint where the nav becomes a horizontal bar with pop-over menus. */
const DESKTOP_NAV_QUERY = '(min-width: 64rem)';

interface Props {
  group: MenuGroup;
  onNavigate: () => void;
}

/**
 * Disclosure-pattern dropdown whose toggle is a `<summary>`: Enter, Space or a tap opens and closes it in the HTML the
 * server drew, before (or without) the application script, so a tap never has to wake the app. The menu is the
 * `<details>`' next sibling, shown by CSS while it is open (and, before the app wakes, on a desktop mouse's hover), so
 * one rule shows it on both sides. Once awake: hover opens it for a mouse, ArrowDown opens and focuses the first
 * link, arrows move between links, Escape closes and returns focus, a click elsewhere or a navigation closes it.
 *
 * Whether it is open lives in the DOM alone (`details.open`), never in a React prop: the visitor may have opened it
 * before the app took over, and a prop React thinks it already wrote would not be written again to close it.
 */
export function NavDropdown({ group, onNavigate }: Props) {
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  /** A click that lands on a menu hover just opened keeps it open instead of toggling it shut. */
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const links = group.links.filter((link) => !link.hidden);
  const active = links.some((link) => link.to === pathname);

  // Navigating away closes the menu.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  // Native listeners: jsx-a11y rightly forbids handlers on the <li>, but keys and hover belong to the whole item.
  useEffect(() => {
    const root = rootRef.current;
    const details = detailsRef.current;
    if (!root || !details) return;
    const setOpen = (open: boolean) => {
      details.open = open;
    };
    const links = () => [...root.querySelectorAll<HTMLAnchorElement>('.icast-dropdown__menu a')];
    const focusLink = (index: number) => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = links().indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'Escape' && details.open) {
        event.preventDefault();
        setOpen(false);
        summaryRef.current?.focus();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        focusLink(current + 1);
      } else if (event.key === 'ArrowUp' && details.open) {
        event.preventDefault();
        focusLink(current <= 0 ? -1 : current - 1);
      }
    };
    // Hover is a desktop-bar behaviour; in the stacked mobile menu only a click or tap toggles.
    const hoverOpens = (event: PointerEvent) =>
      event.pointerType === 'mouse' && window.matchMedia?.(DESKTOP_NAV_QUERY).matches === true;
    const onPointerEnter = (event: PointerEvent) => {
      if (!hoverOpens(event) || details.open) return;
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
    const closeOnOutside = (event: PointerEvent) => {
      if (details.open && !root.contains(event.target as Node)) setOpen(false);
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('pointerenter', onPointerEnter);
    root.addEventListener('pointerleave', onPointerLeave);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', closeOnOutside);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', closeOnOutside);
    };
  }, []);

  return (
    <li ref={rootRef} className="icast-dropdown">
      <details ref={detailsRef} className="icast-dropdown__details">
        <summary
          ref={summaryRef}
          className={`icast-nav__link icast-dropdown__toggle${active ? ' icast-nav__link--active' : ''}`}
          aria-controls={menuId}
          onClick={(event) => {
            // The menu hover just opened stays open under the click that follows it.
            if (!openedByHover.current) return;
            openedByHover.current = false;
            event.preventDefault();
          }}
        >
          {group.label}
          <ChevronDown aria-hidden="true" size={16} className="icast-dropdown__chevron" />
        </summary>
      </details>
      <ul id={menuId} className="icast-dropdown__menu">
        {links.map((link, index) => (
          <li key={`${index}-${link.to}`}>
            <MenuLinkTo link={link} nav onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
