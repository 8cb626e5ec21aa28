import { Button, Classes, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Drawer } from './Dialog.tsx';

interface SearchDrawerProps {
  /** The search the list applies now. */
  search: string;
  onSearch: (search: string) => void;
  /** What is searched ("Rechercher une piscine"): the opener's text and the field's name. */
  label: string;
}

/**
 * A list's search on a phone (spec §2): a button showing the search in force opens a drawer from
 * the top (the keyboard takes the bottom) with the field and "Recherche" / "Annuler". The list
 * changes only on "Recherche" (or Enter): a phone does not reload it at each letter, and "Annuler"
 * leaves it as it was.
 */
export function SearchDrawer({ search, onSearch, label }: SearchDrawerProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState(search);
  const open = () => {
    setDraft(search);
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
    setOpen(false);
  };
  return (
    <div className="plouf-toolbar-search plouf-search-opener">
      <Button icon="search" alignText="start" fill className="plouf-search-opener-button" onClick={open}
        aria-label={search ? intl.formatMessage({ id: 'common.search.current' }, { label, text: search }) : label}>
        {search ? <strong>{search}</strong> : <span className="plouf-muted">{label}</span>}
      </Button>
      {search && <Button icon="cross" variant="minimal" aria-label={intl.formatMessage({ id: 'common.search.clear' })} onClick={() => onSearch('')} />}
      <Drawer isOpen={isOpen} onClose={() => setOpen(false)} position="top" size="auto" icon="search" title={intl.formatMessage({ id: 'common.search.title' })} className="plouf-search-drawer">
        <form onSubmit={submit}>
          <div className={`${Classes.DRAWER_BODY} plouf-drawer-body`}>
            <InputGroup type="search" leftIcon="search" large autoFocus placeholder={label} aria-label={label} value={draft} onValueChange={setDraft} />
          </div>
          <div className={`${Classes.DRAWER_FOOTER} plouf-search-drawer-actions`}>
            <Button onClick={() => setOpen(false)}><FormattedMessage id="common.search.cancel" /></Button>
            <Button type="submit" intent="primary" icon="search"><FormattedMessage id="common.search.apply" /></Button>
          </div>
        </form>
      </Drawer>
    </div>
  );
}
