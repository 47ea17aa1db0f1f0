import { useTranslation } from '@gaming/i18n';
import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { IconButton } from '../icon-button';
import './SearchBox.css';

export interface SearchBoxProps {
  /** The text, when the caller holds it (e.g. to clear it when the provider changes, §4). */
  value?: string;
  /** The starting text when the box holds its own. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called with the text trimmed (§5 "Search box trims whitespace"); '' means no search. */
  onSearch: (query: string) => void;
  /** Called when the clear button empties the box (after which onSearch('') is also called). */
  onClear?: () => void;
  /** The input's label; "Search games" by default. */
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/** A search landmark: a labelled search input, a submit button and a clear button. */
export function SearchBox({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  onClear,
  label,
  placeholder,
  disabled = false,
  className,
}: SearchBoxProps) {
  const { t } = useTranslation('tiles');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const name = label ?? t('search.label');

  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query !== text) change(query);
    onSearch(query);
  };
  const clear = () => {
    change('');
    onClear?.();
    onSearch('');
    inputRef.current?.focus();
  };

  return (
    <form
      role="search"
      aria-label={name}
      className={className ? `ui-search-box ${className}` : 'ui-search-box'}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {name}
      </label>
      <Search className="ui-search-box__icon" aria-hidden="true" />
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="ui-search-box__input"
        value={text}
        placeholder={placeholder ?? t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
      />
      {text ? (
        <IconButton
          className="ui-search-box__clear"
          size="sm"
          label={t('search.clear')}
          icon={<X />}
          disabled={disabled}
          onClick={clear}
        />
      ) : null}
      <button type="submit" className="ui-search-box__submit" disabled={disabled}>
        {t('search.submit')}
      </button>
    </form>
  );
}
