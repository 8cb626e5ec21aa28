import { Section, SectionCard, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';

/** A titled card of a catalogue form. */
export function FormSection({ titleId, icon, children, className }: { titleId: MessageId; icon?: IconName; children: ReactNode; className?: string }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: titleId })} icon={icon} className={['plouf-form-section', className].filter(Boolean).join(' ')}>
      <SectionCard>{children}</SectionCard>
    </Section>
  );
}
