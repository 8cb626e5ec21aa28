import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { IdentityCard } from './IdentityCard.tsx';
import { MonthDocuments } from './MonthDocuments.tsx';
import { useIdentity } from './useIdentity.ts';
import './books.css';

/**
 * /profil/administration/facturation: a month's invoices and credit notes (live) with their PDFs
 * and the accountant's CSVs, and the school's legal identity printed on them. While the identity
 * was never saved it comes first (documents issued meanwhile would carry the defaults), and stays
 * there once saved rather than jump under the list.
 */
export default function BooksPage() {
  usePageTitle('adminBooks.page.title');
  const identity = useIdentity();
  const [identityFirst, setIdentityFirst] = useState(false);
  const unsaved = identity.view !== null && identity.view.savedAt === null;
  useEffect(() => {
    if (unsaved) setIdentityFirst(true);
  }, [unsaved]);
  const card = <IdentityCard identity={identity} />;
  return (
    <section className="plouf-page plouf-page--flush plouf-books">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminBooks.page.title" /></h1>
      </div>
      <p className="plouf-muted plouf-books-intro"><FormattedMessage id="adminBooks.page.intro" /></p>
      {identityFirst && card}
      <MonthDocuments />
      {!identityFirst && card}
    </section>
  );
}
