import { InputGroup, TextArea } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Field } from '../kit/Field.tsx';
import type { Insertion } from './useInsertion.ts';

interface CodeFieldProps {
  id: string;
  labelId: MessageId;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperId?: MessageId;
  required?: boolean;
  /** A variable clicked in the list is written here when this field was the last used. */
  insertion: Insertion;
  /** One line (a subject) or a source over many lines, in a fixed-width font. */
  multiline?: boolean;
  /** An HTML source, where a value that is HTML takes three braces. */
  html?: boolean;
  rows?: number;
  /** The language the text is written in, for spelling and speech. */
  lang?: string;
}

/** A handlebars text of a mail: a subject, a body, a frame. */
export function CodeField({ id, labelId, value, onChange, error, helperId, required, insertion, multiline, html = false, rows = 12, lang }: CodeFieldProps) {
  const intl = useIntl();
  const tracked = insertion.track(html, onChange);
  return (
    <Field id={id} labelId={labelId} error={error} required={required} helper={helperId ? intl.formatMessage({ id: helperId }) : undefined}>
      {multiline ? (
        <TextArea fill rows={rows} spellCheck={false} className="plouf-mail-code" lang={lang} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...tracked} />
      ) : (
        <InputGroup lang={lang} value={value} onValueChange={onChange} autoComplete="off" {...tracked} />
      )}
    </Field>
  );
}
