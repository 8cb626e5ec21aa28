import { Button, FormGroup, InputGroup, type IconName } from '@blueprintjs/core';
import { useRef, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues.ts';
import { useKeepTypedText } from '../ssr/typedBeforeHydration.ts';

interface TextFieldProps {
  id: string;
  labelId: MessageId;
  value: string;
  onChange: (value: string) => void;
  /** The error to show under the field: already worded (a server's message or a formatted id). */
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  autoComplete?: string;
  leftIcon?: IconName;
  required?: boolean;
  large?: boolean;
  disabled?: boolean;
  rightElement?: ReactElement;
}

/** A labelled input with its error under it, the one way forms here show a field. */
export function TextField({ id, labelId, value, onChange, error, type = 'text', required, large, ...input }: TextFieldProps) {
  const intl = useIntl();
  const element = useRef<HTMLInputElement>(null);
  useKeepTypedText(element, value, onChange);
  return (
    <FormGroup
      label={intl.formatMessage({ id: labelId })}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      helperText={error}
      intent={error ? 'danger' : 'none'}
    >
      <InputGroup
        id={id}
        inputRef={element}
        type={type}
        size={large ? 'large' : 'medium'}
        value={value}
        onValueChange={onChange}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </FormGroup>
  );
}

/** A password input with a show / hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'rightElement' | 'leftIcon'>) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      leftIcon="lock"
      rightElement={
        <Button
          variant="minimal"
          icon={shown ? 'eye-off' : 'eye-open'}
          aria-label={intl.formatMessage({ id: shown ? 'common.form.hidePassword' : 'common.form.showPassword' })}
          onClick={() => setShown((value) => !value)}
        />
      }
    />
  );
}
