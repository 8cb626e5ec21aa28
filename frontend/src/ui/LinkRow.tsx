import type { HTMLAttributes, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/**
 * A back-office table row that opens its detail when clicked anywhere. Its title should be a
 * {@link RowLink}, so the keyboard, a middle click or "open in a new tab" reach it too.
 *
 * @example
 * <LinkRow key={pool.id} to={`${POOL_LIST}/${pool.id}`}><td><RowLink to={…}>{pool.libelle}</RowLink></td></LinkRow>
 */
export function LinkRow({ to, children, ...row }: { to: string; children: ReactNode } & HTMLAttributes<HTMLTableRowElement>) {
  const navigate = useNavigate();
  return (
    <tr {...row} onClick={() => navigate(to)}>
      {children}
    </tr>
  );
}

/** The real link in a {@link LinkRow}: it does not also trigger the row's click. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}
