import { FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { cloneElement, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';

interface FieldProps {
  id: string;
  labelId: MessageId;
  error?: string;
  required?: boolean;
  /** Help under the field when it has no error. */
  helper?: string;
  className?: string;
  /** The control; it is given the id and the invalid state. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; intent?: 'danger' | 'none' }>;
}

/** A labelled control with its error (or its help) under it, as every catalogue form shows a field. */
export function Field({ id, labelId, error, required, helper, className, children }: FieldProps) {
  const intl = useIntl();
  return (
    <FormGroup
      className={className}
      label={intl.formatMessage({ id: labelId })}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      helperText={error ?? helper}
      intent={error ? 'danger' : 'none'}
    >
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, intent: error ? 'danger' : 'none' })}
    </FormGroup>
  );
}

type TextProps = Omit<FieldProps, 'children'> & { value: string; onChange: (value: string) => void; type?: 'text' | 'date' | 'color'; disabled?: boolean };

/** A text input in a {@link Field}. */
export function TextInput({ value, onChange, type = 'text', disabled, ...field }: TextProps) {
  return (
    <Field {...field}>
      <InputGroup type={type} value={value} onValueChange={onChange} autoComplete="off" disabled={disabled} />
    </Field>
  );
}

/** A free text over several lines in a {@link Field}. */
export function TextAreaInput({ value, onChange, disabled, ...field }: Omit<TextProps, 'type'>) {
  return (
    <Field {...field}>
      <TextArea fill autoResize rows={3} value={value} onChange={(event) => onChange(event.currentTarget.value)} disabled={disabled} />
    </Field>
  );
}

interface SwitchProps {
  labelId: MessageId;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helper?: string;
  disabled?: boolean;
}

/** A yes / no switch with its label. */
export function SwitchInput({ labelId, checked, onChange, helper, disabled }: SwitchProps) {
  const intl = useIntl();
  return (
    <FormGroup helperText={helper} className="plouf-switch-field">
      <Switch label={intl.formatMessage({ id: labelId })} checked={checked} disabled={disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
    </FormGroup>
  );
}
