import { FormattedMessage } from 'react-intl';
import { usePools } from '../data/lists.ts';
import { homeLessonPools } from '../data/selectors.ts';
import { usePrices } from '../data/usePrices.ts';
import { PoolGrid } from '../ui/Grids.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Section } from '../ui/Section.tsx';
import { ContentPage } from './ContentPage.tsx';

/** /domicile: the `domicile` page, then the pools whose instructors come to families' homes. */
export function HomeLessonsPage() {
  const pools = usePools();
  const prices = usePrices();
  return (
    <ContentPage slug="domicile" titleId="pages.homeLessons.title">
      <Section id="home-lesson-pools" titleId="site.homeLessons.pools">
        <p className="plouf-muted"><FormattedMessage id="site.homeLessons.poolsIntro" /></p>
        <PoolGrid list={pools} prices={prices} select={homeLessonPools} emptyId="site.homeLessons.none" />
      </Section>
      <div className="site-cta">
        <LinkButton to="/contact" intent="primary" size="large" icon="envelope">
          <FormattedMessage id="site.homeLessons.ask" />
        </LinkButton>
      </div>
    </ContentPage>
  );
}
