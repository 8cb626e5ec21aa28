import { Button, Card, Icon, type IconName } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { MessageId } from '../i18n/catalogues.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';

const SECTIONS: readonly { to: string; icon: IconName; titleId: MessageId; bodyId: MessageId }[] = [
  { to: '/activites-enfants', icon: 'heart', titleId: 'pages.childActivities.title', bodyId: 'pages.home.childrenBody' },
  { to: '/activites-adultes', icon: 'walk', titleId: 'pages.adultActivities.title', bodyId: 'pages.home.adultsBody' },
  { to: '/piscines', icon: 'map-marker', titleId: 'pages.pools.title', bodyId: 'pages.home.poolsBody' },
  { to: '/domicile', icon: 'home', titleId: 'pages.homeLessons.title', bodyId: 'pages.home.homeLessonsBody' },
  { to: '/visio', icon: 'video', titleId: 'pages.visio.title', bodyId: 'pages.home.visioBody' },
];

export function HomePage() {
  const navigate = useNavigate();
  usePageTitle('pages.home.title');
  return (
    <>
      <section className="plouf-hero">
        <div className="plouf-hero-inner">
          <h1><FormattedMessage id="pages.home.heroTitle" /></h1>
          <p><FormattedMessage id="pages.home.heroBody" /></p>
          <div className="plouf-actions">
            <Button size="large" intent="warning" icon="map-marker" onClick={() => navigate('/piscines')}>
              <FormattedMessage id="pages.home.book" />
            </Button>
            <Button size="large" variant="outlined" className="plouf-hero-secondary" icon="chat" onClick={() => navigate('/contact')}>
              <FormattedMessage id="pages.home.contact" />
            </Button>
          </div>
        </div>
      </section>
      <section className="plouf-page">
        <h2 className="plouf-section-title"><FormattedMessage id="pages.home.explore" /></h2>
        <div className="plouf-card-grid">
          {SECTIONS.map((section) => (
            <Link key={section.to} to={section.to} className="plouf-card-link">
              <Card interactive elevation={1} className="plouf-feature-card">
                <span className="plouf-feature-icon"><Icon icon={section.icon} size={22} /></span>
                <h3><FormattedMessage id={section.titleId} /></h3>
                <p><FormattedMessage id={section.bodyId} /></p>
              </Card>
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
