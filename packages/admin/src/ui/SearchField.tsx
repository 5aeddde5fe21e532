import { useId } from 'react';
import { fieldLabel, textInput } from './styles';

/** A labelled search box of a list or picker (what it searches in, said in `label`). */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={textInput}
      />
    </>
  );
}
