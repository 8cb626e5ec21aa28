import { AnchorButton, Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { familyExportFileUrl } from '../../../api/privacy.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { LinkButton } from '../../site/ui/LinkButton.tsx';
import { ErasureRequest } from './ErasureRequest.tsx';
import './data.css';

/** /profil: the family's personal data: see it, download it, or ask for its erasure. */
export function MyDataSection({ famId }: { famId: number }) {
  const { locale } = useLocale();
  return (
    <section className="my-data-home" aria-labelledby="my-data-home-title">
      <h2 id="my-data-home-title" className="plouf-section-heading"><FormattedMessage id="myData.home.title" /></h2>
      <Card elevation={1}>
        <p><FormattedMessage id="myData.home.intro" /></p>
        <div className="my-data-home-actions">
          <LinkButton to="/profil/mes-donnees" intent="primary" icon="th-list">
            <FormattedMessage id="myData.home.view" />
          </LinkButton>
          <AnchorButton icon="download" variant="outlined" href={familyExportFileUrl(famId, locale)} download>
            <FormattedMessage id="myData.page.download" />
          </AnchorButton>
        </div>
        <div className="my-data-erasure">
          <ErasureRequest famId={famId} />
        </div>
      </Card>
    </section>
  );
}
