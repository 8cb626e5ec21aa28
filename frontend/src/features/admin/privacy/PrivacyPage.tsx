import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ErasureRequests } from './ErasureRequests.tsx';
import { InactiveFamilies } from './InactiveFamilies.tsx';
import { RetentionSettingsCard } from './RetentionSettingsCard.tsx';
import { useRetentionSettings } from './useRetentionSettings.ts';
import './privacy.css';

/**
 * /profil/administration/donnees-personnelles: the erasure requests waiting for the desk (live),
 * the families inactive for the school's period, and the retention periods (the list follows them
 * once saved).
 */
export default function PrivacyPage() {
  usePageTitle('adminPrivacy.page.title');
  const settings = useRetentionSettings();
  return (
    <section className="plouf-page plouf-page--flush plouf-privacy">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminPrivacy.page.title" /></h1>
      </div>
      <p className="plouf-muted plouf-privacy-intro"><FormattedMessage id="adminPrivacy.page.intro" /></p>
      <ErasureRequests />
      <InactiveFamilies version={settings.view?.savedAt ?? 'defaults'} />
      <RetentionSettingsCard settings={settings} />
    </section>
  );
}
