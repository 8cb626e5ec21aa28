import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { decimalsOf, formatShown, parseShown, toStored } from './numberFactor.ts';

export interface NumberFieldProps {
  /** The stored whole number (cents, basis points, centimetres…). */
  value: number;
  onChange: (value: number) => void;
  /** Shown = value / factor; stored = shown × factor, rounded. Default 1. */
  factor?: number;
  positiveOnly?: boolean;
  /** Decimals shown; by default those the factor needs (100 → 2). */
  decimals?: number;
  /** The unit after the number: '€', '%', 'm'. */
  suffix?: string;
  id?: string;
  disabled?: boolean;
  intent?: InputGroupProps['intent'];
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  fill?: boolean;
}

/**
 * Spec §5 "number field with factor": shows `value / factor` and stores what is typed times the
 * factor, rounded; forces positive numbers when asked: a minus sign is not taken (the field turns
 * red and keeps the last good value, shown again on leaving it), never silently dropped. What is
 * typed stays as typed while the field has the focus (a half-written "12," is not rewritten).
 *
 * @example
 * <NumberField value={pass.fftTarif} onChange={(fftTarif) => set({ fftTarif })} factor={100} positiveOnly suffix="€" />
 */
export function NumberField({ value, onChange, factor = 1, positiveOnly, decimals = decimalsOf(factor), suffix, intent, ...input }: NumberFieldProps) {
  const { locale } = useIntl();
  /** The text being typed and the stored value it stood for: a value changed elsewhere wins. */
  const [typing, setTyping] = useState<{ text: string; value: number } | null>(null);
  const text = typing && typing.value === value ? typing.text : formatShown(value, { factor, decimals, locale });
  const shownNow = typing && typing.value === value ? parseShown(typing.text) : value;
  const invalid = typing !== null && typing.value === value && (shownNow === null || (positiveOnly === true && shownNow < 0));

  const change = (typed: string) => {
    const shown = parseShown(typed);
    const refused = shown === null || (positiveOnly === true && shown < 0);
    const stored = refused ? value : toStored(shown, { factor, positiveOnly });
    setTyping({ text: typed, value: stored });
    if (stored !== value) onChange(stored);
  };

  return (
    <InputGroup
      {...input}
      inputMode={decimals > 0 ? 'decimal' : positiveOnly ? 'numeric' : 'text'}
      autoComplete="off"
      value={text}
      onValueChange={change}
      onBlur={() => setTyping(null)}
      intent={invalid ? 'danger' : intent}
      rightElement={suffix ? <span className="plouf-number-suffix">{suffix}</span> : undefined}
      className="plouf-number-field"
    />
  );
}
