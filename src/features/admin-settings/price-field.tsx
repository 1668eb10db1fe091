import { NumberInput } from '@mantine/core';

interface PriceFieldProps {
  label: string;
  /** Riyals as typed: a number, or '' (and partial text) while the field is being edited. */
  value: number | string;
  onChange: (value: number | string) => void;
  required?: boolean;
}

/** A price in riyals, from one riyal, to the halala. */
export function PriceField({ label, value, onChange, required }: PriceFieldProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={1}
      decimalScale={2}
      required={required}
    />
  );
}
