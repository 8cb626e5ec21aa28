import { Button } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MailLanguage, MailVariable } from '../../../api/mail.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { exampleText, snippetOf } from './snippets.ts';
import type { Insertion } from './useInsertion.ts';

/**
 * The variables a text may use, with what they hold in the screen's language and an example; a
 * click writes one at the cursor of the field last used, or copies it when no field is.
 */
export function VariableList({ variables, insertion }: { variables: readonly MailVariable[]; insertion: Insertion }) {
  const intl = useIntl();
  const notify = useNotifier();
  const language = (intl.locale.startsWith('en') ? 'en' : 'fr') as MailLanguage;

  const use = (variable: MailVariable) => {
    const text = snippetOf(variable, insertion.current()?.html ?? true);
    if (insertion.insert(text)) {
      notify.info(intl.formatMessage({ id: 'adminMail.variables.inserted' }, { name: text }));
      return;
    }
    void navigator.clipboard?.writeText(text).then(() => notify.info(intl.formatMessage({ id: 'adminMail.variables.copied' }, { name: text })));
  };

  return (
    <div className="plouf-mail-variables">
      <p className="plouf-muted plouf-small">
        <FormattedMessage id="adminMail.variables.help" />
      </p>
      <ul>
        {variables.map((variable) => (
          <li key={variable.name}>
            <Button
              size="small"
              variant="outlined"
              className="plouf-mail-variable-name"
              aria-label={intl.formatMessage({ id: 'adminMail.variables.insert' }, { name: variable.name })}
              // The field keeps the focus and its selection, so the text lands where the cursor is.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => use(variable)}
            >
              <code>{variable.name}</code>
            </Button>
            <span className="plouf-mail-variable-about">
              {variable.about[language]}
              <span className="plouf-muted plouf-small plouf-mail-variable-example">
                <FormattedMessage id="adminMail.variables.example" values={{ text: exampleText(variable.sample[language]) }} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
