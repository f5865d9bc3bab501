import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import {
  downloadFileName,
  ENDPOINTS,
  menuLinkTarget,
  ROUTE_OWNERSHIP,
  SINGLE_CONTENT_ITEM,
  SITE_MENU_LIMITS,
  siteMenusProblems,
  type FooterColumn,
  type HeaderMenuEntry,
  type MenuLink,
  type SiteMenus,
} from '@icast/contracts';
import { DEFAULT_SITE_MENUS } from '@icast/content';
import { Button, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useApi } from '../useApi';
import { ContentForm, SaveButtons } from './ContentForm';
import { historyPath } from './RevisionHistoryPage';
import { useSubmission, type FieldOf } from './submission';
import { useStaffUser } from '../identity/AuthContext';
import { changesWait, WAITS_FOR_ADMIN } from './approval-setting';

/** The id of a field of the form: the API's path of it (`header.1.links.0.to`), so both name it the same way. */
export const menuFieldId = (path: string) => `mn-${path.replace(/\./g, '-')}`;

/**
 * Where a problem is shown: at its field; an entry's kind at its words; a whole list's (too many, nothing shown) at
 * the list's Add button, which is always there to take the focus.
 */
export const menuFieldOf = (field: string): string => {
  if (/^header\.\d+\.kind$/.test(field)) return menuFieldId(field.replace(/kind$/, 'label'));
  if (/^(header|footer)$/.test(field) || /\.links$/.test(field)) return menuFieldId(`${field}.add`);
  return menuFieldId(field);
};

/** The pages a link can lead to, offered as the address is typed: the route table's pages with nothing to fill in. */
const SITE_PAGES = ROUTE_OWNERSHIP.filter((route) => menuLinkTarget(route.path)?.kind === 'page').map(
  (route) => route.path,
);
const ADDRESSES_ID = 'mn-addresses';

const newLink = (): MenuLink => ({ label: '', to: '', hidden: false });

/** `list` with the item at `index` moved by `step` places. */
function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item!);
  return next;
}

type ErrorFor = (id: string) => string | undefined;

/** Up, Down and Remove for an item of a list, each naming it; the focus follows a moved item's button. */
function ItemButtons({
  path,
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  path: string;
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="dash-row">
      <Button
        variant="outline"
        id={menuFieldId(`${path}.up`)}
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Move ${name} up`}
      >
        Up
      </Button>
      <Button
        variant="outline"
        id={menuFieldId(`${path}.down`)}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Move ${name} down`}
      >
        Down
      </Button>
      <button type="button" className="dash-danger" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </button>
    </div>
  );
}

/** "Hidden from visitors": kept in the menus for later, shown nowhere on the site. */
function HiddenBox({ path, hidden, onChange }: { path: string; hidden: boolean; onChange: (hidden: boolean) => void }) {
  return (
    <label className="dash-checkbox">
      <input
        type="checkbox"
        id={menuFieldId(`${path}.hidden`)}
        checked={hidden}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      Hidden from visitors
    </label>
  );
}

/** A link's words and address. */
function LinkFields({
  path,
  link,
  onChange,
  errorFor,
}: {
  path: string;
  link: MenuLink;
  onChange: (link: MenuLink) => void;
  errorFor: ErrorFor;
}) {
  return (
    <>
      <TextField
        id={menuFieldId(`${path}.label`)}
        label="Words"
        value={link.label}
        maxLength={SITE_MENU_LIMITS.label}
        onChange={(event) => onChange({ ...link, label: event.target.value })}
        error={errorFor(menuFieldId(`${path}.label`))}
      />
      <TextField
        id={menuFieldId(`${path}.to`)}
        label="Address"
        hint="A page of this site (/admission), a document's address from Downloads, or https://... for another website"
        value={link.to}
        list={ADDRESSES_ID}
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => onChange({ ...link, to: event.target.value.trim() })}
        error={errorFor(menuFieldId(`${path}.to`))}
      />
    </>
  );
}

/** The links of a dropdown or a footer column: each with its words, address, Up, Down, Remove; Add a link. */
function LinkList({
  path,
  owner,
  links,
  max,
  onChange,
  onMove,
  errorFor,
}: {
  path: string;
  owner: string;
  links: MenuLink[];
  max: number;
  onChange: (links: MenuLink[]) => void;
  onMove: (id: string) => void;
  errorFor: ErrorFor;
}) {
  const addId = menuFieldId(`${path}.links.add`);
  const problem = errorFor(addId);
  return (
    <>
      <ol className="dash-plain-list" aria-label={`Links of ${owner}`}>
        {links.map((link, index) => {
          const at = `${path}.links.${index}`;
          const name = `link ${index + 1} of ${owner}${link.label ? ` (${link.label})` : ''}`;
          return (
            <li key={index}>
              <fieldset className="dash-fieldset">
                <legend>
                  Link {index + 1}
                  {link.label ? `: ${link.label}` : ''}
                  {link.hidden ? ' (hidden)' : ''}
                </legend>
                <LinkFields
                  path={at}
                  link={link}
                  errorFor={errorFor}
                  onChange={(next) => onChange(links.map((item, i) => (i === index ? next : item)))}
                />
                <HiddenBox
                  path={at}
                  hidden={link.hidden}
                  onChange={(hidden) => onChange(links.map((item, i) => (i === index ? { ...item, hidden } : item)))}
                />
                <ItemButtons
                  path={at}
                  name={name}
                  index={index}
                  count={links.length}
                  onMove={(step) => {
                    onChange(moved(links, index, step));
                    onMove(focusAfterMove(`${path}.links`, index, step, links.length));
                  }}
                  onRemove={() => onChange(links.filter((_, i) => i !== index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {problem && (
        <p className="icast-field__error" id={`${addId}-error`}>
          <span className="icast-visually-hidden">Error: </span>
          {problem}
        </p>
      )}
      <Button
        variant="outline"
        id={addId}
        disabled={links.length >= max}
        aria-describedby={problem ? `${addId}-error` : undefined}
        onClick={() => onChange([...links, newLink()])}
      >
        Add a link to {owner}
      </Button>
    </>
  );
}

/** The button to focus after a move: the same one at the item's new place, or the other at the top or bottom. */
function focusAfterMove(listPath: string, index: number, step: -1 | 1, count: number): string {
  const to = index + step;
  const direction = step < 0 ? (to > 0 ? 'up' : 'down') : to < count - 1 ? 'down' : 'up';
  return menuFieldId(`${listPath}.${to}.${direction}`);
}

const entryName = (entry: HeaderMenuEntry, index: number) =>
  `menu entry ${index + 1}${entry.label ? ` (${entry.label})` : ''}`;

/** The editor of the header's menu and the footer's columns: their words, addresses, order and what is shown. */
export function MenusEditor({
  menus,
  downloads,
  onSaved,
}: {
  menus: SiteMenus;
  downloads: string[];
  onSaved: (menus: SiteMenus) => void;
}) {
  const staff = useStaffUser();
  const [draft, setDraft] = useState<SiteMenus>(menus);
  const focusNext = useRef<string | undefined>(undefined);
  const { errors, notice, busy, submit, errorFor } = useSubmission();

  // A moved item's button keeps the focus where the item went, so a keyboard user can press it again.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });
  const focusAfter = (id: string) => (focusNext.current = id);

  const setHeader = (header: HeaderMenuEntry[]) => setDraft((current) => ({ ...current, header }));
  const setFooter = (footer: FooterColumn[]) => setDraft((current) => ({ ...current, footer }));
  const setEntry = (index: number, entry: HeaderMenuEntry) =>
    setHeader(draft.header.map((item, i) => (i === index ? entry : item)));
  const setColumn = (index: number, column: FooterColumn) =>
    setFooter(draft.footer.map((item, i) => (i === index ? column : item)));

  async function save() {
    const problems = siteMenusProblems(draft).map(({ field, message }) => ({ fieldId: menuFieldOf(field), message }));
    let saved: SiteMenus | undefined;
    // With approval on, an editor's save waits for an admin: the answer is the live menus, so the draft stays.
    const waits = await changesWait(staff.role);
    const ok = await submit(
      problems,
      async () => {
        saved = await fetchApi(ENDPOINTS.siteContent.updateMenus, { body: draft });
      },
      waits
        ? `Your change to the menu and footer links is saved. ${WAITS_FOR_ADMIN}`
        : 'The menu and footer links are saved. Visitors see them on the next page they open.',
      menuFieldOf satisfies FieldOf,
    );
    if (ok && saved && !waits) onSaved(saved);
  }

  const headerProblem = errorFor(menuFieldId('header.add'));
  const footerProblem = errorFor(menuFieldId('footer.add'));
  return (
    <ContentForm
      id="menus"
      heading="Menu and footer links"
      intro={
        <p>
          The menu at the top of every page (its links and dropdowns, in order) and the columns of links in the footer.
          The Portal button stays beside the menu.{' '}
          <Link to={historyPath('menus', SINGLE_CONTENT_ITEM)}>Earlier versions of the menus</Link>
        </p>
      }
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={<SaveButtons busy={busy} label="Save the menu and footer" />}
    >
      <datalist id={ADDRESSES_ID}>
        {[...SITE_PAGES, ...downloads].map((address) => (
          <option key={address} value={address} />
        ))}
      </datalist>
      <h3>Menu</h3>
      <ol className="dash-plain-list" aria-label="Menu entries">
        {draft.header.map((entry, index) => {
          const at = `header.${index}`;
          const name = entryName(entry, index);
          return (
            <li key={index}>
              <fieldset className="dash-fieldset">
                <legend>
                  Menu entry {index + 1}: {entry.kind === 'group' ? 'dropdown' : 'link'}
                  {entry.label ? `, ${entry.label}` : ''}
                  {entry.hidden ? ' (hidden)' : ''}
                </legend>
                {entry.kind === 'group' ? (
                  <>
                    <TextField
                      id={menuFieldId(`${at}.label`)}
                      label="Name of the dropdown"
                      value={entry.label}
                      maxLength={SITE_MENU_LIMITS.label}
                      onChange={(event) => setEntry(index, { ...entry, label: event.target.value })}
                      error={errorFor(menuFieldId(`${at}.label`))}
                    />
                    <LinkList
                      path={at}
                      owner={entry.label || `menu entry ${index + 1}`}
                      links={entry.links}
                      max={SITE_MENU_LIMITS.groupLinks}
                      onChange={(links) => setEntry(index, { ...entry, links })}
                      onMove={focusAfter}
                      errorFor={errorFor}
                    />
                  </>
                ) : (
                  <LinkFields
                    path={at}
                    link={entry}
                    errorFor={errorFor}
                    onChange={(link) => setEntry(index, { kind: 'link', ...link })}
                  />
                )}
                <HiddenBox
                  path={at}
                  hidden={entry.hidden}
                  onChange={(hidden) => setEntry(index, { ...entry, hidden })}
                />
                <ItemButtons
                  path={at}
                  name={name}
                  index={index}
                  count={draft.header.length}
                  onMove={(step) => {
                    setHeader(moved(draft.header, index, step));
                    focusAfter(focusAfterMove('header', index, step, draft.header.length));
                  }}
                  onRemove={() => setHeader(draft.header.filter((_, i) => i !== index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {headerProblem && (
        <p className="icast-field__error" id={`${menuFieldId('header.add')}-error`}>
          <span className="icast-visually-hidden">Error: </span>
          {headerProblem}
        </p>
      )}
      <div className="dash-row">
        <Button
          variant="outline"
          id={menuFieldId('header.add')}
          disabled={draft.header.length >= SITE_MENU_LIMITS.headerEntries}
          aria-describedby={headerProblem ? `${menuFieldId('header.add')}-error` : undefined}
          onClick={() => setHeader([...draft.header, { kind: 'link', ...newLink() }])}
        >
          Add a link to the menu
        </Button>
        <Button
          variant="outline"
          disabled={draft.header.length >= SITE_MENU_LIMITS.headerEntries}
          onClick={() => setHeader([...draft.header, { kind: 'group', label: '', hidden: false, links: [newLink()] }])}
        >
          Add a dropdown to the menu
        </Button>
      </div>

      <h3>Footer</h3>
      <ol className="dash-plain-list" aria-label="Footer columns">
        {draft.footer.map((column, index) => {
          const at = `footer.${index}`;
          const name = `footer column ${index + 1}${column.heading ? ` (${column.heading})` : ''}`;
          return (
            <li key={index}>
              <fieldset className="dash-fieldset">
                <legend>
                  Footer column {index + 1}
                  {column.heading ? `: ${column.heading}` : ''}
                  {column.hidden ? ' (hidden)' : ''}
                </legend>
                <TextField
                  id={menuFieldId(`${at}.heading`)}
                  label="Heading"
                  value={column.heading}
                  maxLength={SITE_MENU_LIMITS.label}
                  onChange={(event) => setColumn(index, { ...column, heading: event.target.value })}
                  error={errorFor(menuFieldId(`${at}.heading`))}
                />
                <LinkList
                  path={at}
                  owner={column.heading || `footer column ${index + 1}`}
                  links={column.links}
                  max={SITE_MENU_LIMITS.columnLinks}
                  onChange={(links) => setColumn(index, { ...column, links })}
                  onMove={focusAfter}
                  errorFor={errorFor}
                />
                <HiddenBox
                  path={at}
                  hidden={column.hidden}
                  onChange={(hidden) => setColumn(index, { ...column, hidden })}
                />
                <ItemButtons
                  path={at}
                  name={name}
                  index={index}
                  count={draft.footer.length}
                  onMove={(step) => {
                    setFooter(moved(draft.footer, index, step));
                    focusAfter(focusAfterMove('footer', index, step, draft.footer.length));
                  }}
                  onRemove={() => setFooter(draft.footer.filter((_, i) => i !== index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {footerProblem && (
        <p className="icast-field__error" id={`${menuFieldId('footer.add')}-error`}>
          <span className="icast-visually-hidden">Error: </span>
          {footerProblem}
        </p>
      )}
      <div className="dash-row">
        <Button
          variant="outline"
          id={menuFieldId('footer.add')}
          disabled={draft.footer.length >= SITE_MENU_LIMITS.footerColumns}
          aria-describedby={footerProblem ? `${menuFieldId('footer.add')}-error` : undefined}
          onClick={() => setFooter([...draft.footer, { heading: '', hidden: false, links: [newLink()] }])}
        >
          Add a column to the footer
        </Button>
      </div>
    </ContentForm>
  );
}

/** Website > Menu and Footer. */
export function MenusPage() {
  const [content, reload, replace] = useApi(ENDPOINTS.siteContent.staffRead);
  const [downloads] = useApi(ENDPOINTS.downloads.list);
  const addresses =
    downloads.state === 'ready' ? downloads.data.map((download) => `/api/downloads/${downloadFileName(download)}`) : [];
  return (
    <section aria-labelledby="menus-heading">
      <h1 id="menus-heading">Menu and Footer</h1>
      <p>Change the links at the top and the bottom of every page. A save shows on the site at once.</p>
      <DataState result={content} what="The menu" onRetry={reload}>
        {(loaded) => (
          <MenusEditor
            menus={loaded.menus ?? DEFAULT_SITE_MENUS}
            downloads={addresses}
            onSaved={(menus) => replace({ ...loaded, menus })}
          />
        )}
      </DataState>
    </section>
  );
}
