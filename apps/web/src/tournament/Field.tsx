import type { InputHTMLAttributes } from 'react';

/** A labelled input of the tournament forms: the label's text, then the field (its props as given). */
export function Field({
  label,
  wide,
  ...input
}: { label: string; wide?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={wide ? 'grow' : undefined}>
      {label}
      <input {...input} />
    </label>
  );
}
