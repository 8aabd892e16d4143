import { type ChangeEvent, type TextareaHTMLAttributes } from 'react';

interface GrowingTextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'rows' | 'onChange' | 'value'
> {
  value: string;
  onChange: (value: string) => void;
  minRows?: number;
  maxRows?: number;
}

/** Rows follow the text's line count, from minRows to maxRows (comment box 1 to 5 rows). */
export function rowsFor(text: string, minRows: number, maxRows: number): number {
  const lines = text.split('\n').length;
  return Math.min(Math.max(lines, minRows), maxRows);
}

export function GrowingTextarea({ value, onChange, minRows = 1, maxRows = 5, ...rest }: GrowingTextareaProps) {
  return (
    <textarea
      {...rest}
      value={value}
      rows={rowsFor(value, minRows, maxRows)}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
    />
  );
}
