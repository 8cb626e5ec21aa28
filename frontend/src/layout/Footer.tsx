import { AnchorButton } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { SOCIAL_LINKS } from '../config.ts';
import { NewsletterSignup } from './NewsletterSignup.tsx';

export function Footer() {
  return (
    <footer className="plouf-footer">
      <svg className="plouf-footer-wave" viewBox="0 0 1440 60" preserveAspectRatio="none" aria-hidden="true">
        <path d="M0 30c120 20 240 20 360 0s240-20 360 0 240 20 360 0 240-20 360 0v30H0z" fill="currentColor" />
      </svg>
      <div className="plouf-footer-inner">
        <div className="plouf-footer-col">
          <p className="plouf-footer-brand"><FormattedMessage id="layout.brand.name" /></p>
          <p><FormattedMessage id="layout.footer.about" /></p>
        </div>
        <div className="plouf-footer-col">
          <h2 className="plouf-footer-heading"><FormattedMessage id="layout.footer.information" /></h2>
          <ul className="plouf-footer-links">
            <li><Link to="/domicile"><FormattedMessage id="layout.footer.homeLessons" /></Link></li>
            <li><Link to="/visio"><FormattedMessage id="layout.footer.visio" /></Link></li>
            <li><Link to="/blog"><FormattedMessage id="layout.footer.blog" /></Link></li>
            <li><Link to="/contact"><FormattedMessage id="layout.footer.contact" /></Link></li>
            <li><Link to="/mentions-legales"><FormattedMessage id="layout.footer.legal" /></Link></li>
            <li><Link to="/cgv"><FormattedMessage id="layout.footer.terms" /></Link></li>
          </ul>
          <h2 className="plouf-footer-heading"><FormattedMessage id="layout.footer.followUs" /></h2>
          <div className="plouf-social">
            {SOCIAL_LINKS.map((link) => (
              <AnchorButton key={link.label} href={link.url} target="_blank" rel="noopener noreferrer" variant="outlined" size="small" text={link.label} />
            ))}
          </div>
        </div>
        <div className="plouf-footer-col">
          <h2 className="plouf-footer-heading"><FormattedMessage id="layout.newsletter.title" /></h2>
          <p><FormattedMessage id="layout.newsletter.intro" /></p>
          <NewsletterSignup />
        </div>
      </div>
      <p className="plouf-copyright">
        <FormattedMessage id="layout.footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
