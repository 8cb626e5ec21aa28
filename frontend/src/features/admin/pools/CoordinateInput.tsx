import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatShown, parseShown } from '../../../ui/numberFactor.ts';

interface CoordinateInputProps {
  id?: string;
  value: number | null | undefined;
  /** null when the field is emptied. */
  onChange: (value: number | null) => void;
  intent?: 'danger' | 'none';
  'aria-invalid'?: boolean;
}

/** A GPS coordinate in decimal degrees (a comma or a dot), kept as typed while typing. */
export function CoordinateInput({ value, onChange, ...input }: CoordinateInputProps) {
  const { locale } = useIntl();
  const current = value ?? null;
  const [typing, setTyping] = useState<{ text: string; value: number | null } | null>(null);
  const text = typing && typing.value === current ? typing.text : current === null ? '' : formatShown(current, { decimals: 6, locale });

  const change = (typed: string) => {
    const parsed = typed.trim() === '' ? null : parseShown(typed);
    const next = parsed === null && typed.trim() !== '' ? current : parsed;
    setTyping({ text: typed, value: next });
    if (next !== current) onChange(next);
  };

  return <InputGroup {...input} inputMode="decimal" autoComplete="off" value={text} onValueChange={change} onBlur={() => setTyping(null)} />;
}
