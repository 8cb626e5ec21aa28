import { Section, SectionCard, type IconName } from '@blueprintjs/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';

/**
 * The section's title as an h2 (Blueprint's default is an h6): the form's sections come right
 * under the page's h1, and a skipped level misleads screen-reader users (axe `heading-order`).
 * It keeps the h6's look (styles.css, `.plouf-form-section-title`).
 */
function SectionTitle({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <h2 {...props} className={`bp6-heading plouf-form-section-title ${className ?? ''}`.trim()} />;
}

/** A titled card of a catalogue form. */
export function FormSection({ titleId, icon, children, className }: { titleId: MessageId; icon?: IconName; children: ReactNode; className?: string }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: titleId })} titleRenderer={SectionTitle} icon={icon} className={['plouf-form-section', className].filter(Boolean).join(' ')}>
      <SectionCard>{children}</SectionCard>
    </Section>
  );
}
