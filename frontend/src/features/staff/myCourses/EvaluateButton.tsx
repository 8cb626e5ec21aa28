import { Button } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';

/** "Évaluer" beside a child of the roster: opens (or closes) their evaluation panel under them. */
export function EvaluateButton({ name, open, onToggle }: { name: string; open: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <Button
      icon="annotation"
      variant={open ? 'solid' : 'outlined'}
      intent="primary"
      className="plouf-eval-open"
      aria-expanded={open}
      aria-label={intl.formatMessage({ id: 'evaluation.action.openLabel' }, { name })}
      onClick={onToggle}
    >
      <FormattedMessage id="evaluation.action.open" />
    </Button>
  );
}
