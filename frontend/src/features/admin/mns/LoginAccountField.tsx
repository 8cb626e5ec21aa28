import { Button, Callout, FormGroup, InputGroup, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { searchUsers, type UserView } from '../../../api/adminCourses.ts';
import { getUser } from '../../../api/users.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import './mns.css';

interface LoginAccountFieldProps {
  value: number | null;
  onChange: (loginUserId: number | null) => void;
  error?: string;
}

const personOf = (user: UserView) => `${user.usrPrenom} ${user.usrNom}`.trim();

/**
 * The account the instructor logs in with to see their lessons and mark presence: found by name or
 * address (`POST /User/filter`); the account needs the MNS role too.
 */
export function LoginAccountField({ value, onChange, error }: LoginAccountFieldProps) {
  const intl = useIntl();
  const [linked, setLinked] = useState<UserView | null>(null);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<UserView[]>([]);
  const text = useDebounced(search, 300).trim();

  useEffect(() => {
    if (value === null) return setLinked(null);
    if (linked?.id === value) return;
    let current = true;
    getUser(value).then((user) => current && setLinked(user), () => current && setLinked(null));
    return () => {
      current = false;
    };
  }, [value, linked?.id]);

  useEffect(() => {
    if (text.length < 2) return setFound([]);
    let current = true;
    searchUsers(text, 8).then((users) => current && setFound(users.filter((user) => user.usrEmail)), () => current && setFound([]));
    return () => {
      current = false;
    };
  }, [text]);

  const pick = (user: UserView) => {
    setLinked(user);
    setSearch('');
    setFound([]);
    onChange(user.id);
  };

  return (
    <FormGroup
      label={intl.formatMessage({ id: 'adminMns.field.login' })}
      labelFor="mns-login-search"
      helperText={error ?? intl.formatMessage({ id: 'adminMns.field.loginHelp' })}
      intent={error ? 'danger' : 'none'}
      className="plouf-mns-login"
    >
      {value !== null && (
        <div className="plouf-mns-login-linked">
          <Tag large minimal icon="person" intent="primary" className="plouf-mns-login-user">
            {linked ? `${personOf(linked)} · ${linked.usrEmail ?? ''}` : `#${value}`}
          </Tag>
          <Button variant="minimal" icon="cross" onClick={() => onChange(null)} text={intl.formatMessage({ id: 'adminMns.field.loginRemove' })} />
        </div>
      )}
      {linked && !linked.roles.includes('MNS') && (
        <Callout intent="warning" className="plouf-mns-login-role"><FormattedMessage id="adminMns.field.loginNoRole" /></Callout>
      )}
      <InputGroup
        id="mns-login-search"
        type="search"
        leftIcon="search"
        placeholder={intl.formatMessage({ id: 'adminMns.field.loginSearch' })}
        value={search}
        onValueChange={setSearch}
        autoComplete="off"
      />
      {found.length > 0 && (
        <Menu className="plouf-mns-login-results">
          {found.map((user) => (
            <MenuItem key={user.id} icon="person" text={personOf(user)} label={user.usrEmail ?? ''} onClick={() => pick(user)} />
          ))}
        </Menu>
      )}
    </FormGroup>
  );
}
