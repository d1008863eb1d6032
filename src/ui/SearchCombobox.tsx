import { useEffect, useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import * as css from './search.css';

export interface ComboboxOption {
  key: string;
  label: string;
  detail?: ReactNode;
  media?: ReactNode;
}

interface SearchComboboxProps {
  label: string;
  placeholder: string;
  maxLength: number;
  submitLabel: string;
  value: string;
  options: readonly ComboboxOption[];
  open: boolean;
  onValueChange: (value: string) => void;
  onSubmit: (value: string) => void;
  onPick: (key: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onDismiss?: () => void;
  /** Read out politely as the list changes ('5 resultados', 'Sin coincidencias'); '' says nothing. */
  statusText?: string;
}

/**
 * The header search, built on the ARIA 1.2 combobox pattern (input with a listbox popup): arrows
 * move through the suggestions, Enter picks the active one or searches the typed text, Escape
 * closes the list. The list itself is driven by the search machine (open, options).
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { label, placeholder, maxLength, submitLabel, value, options, open, onValueChange, onSubmit, onPick, onFocus, onBlur, onDismiss, statusText = '' } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;

  const optionKeys = options.map((o) => o.key).join(',');
  useEffect(() => setActive(-1), [optionKeys, open]);

  return (
    <form
      role="search"
      className={css.form}
      onSubmit={(e) => {
        e.preventDefault();
        const picked = expanded && active >= 0 ? options[active] : undefined;
        if (picked) onPick(picked.key);
        else onSubmit(value);
      }}
    >
      <label htmlFor={`${id}-input`} className={css.hiddenLabel}>
        {label}
      </label>
      <Icon name="search" size={20} className={css.icon} />
      <input
        id={`${id}-input`}
        className={css.input}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onValueChange(e.target.value.slice(0, maxLength))}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && expanded) {
            e.preventDefault();
            setActive((i) => (i + 1) % options.length);
          } else if (e.key === 'ArrowUp' && expanded) {
            e.preventDefault();
            setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
          } else if (e.key === 'Escape' && expanded) {
            e.preventDefault();
            onDismiss?.();
          }
        }}
      />
      <button type="submit" className={css.hiddenLabel}>
        {submitLabel}
      </button>
      {/* Always in the DOM, so screen readers hear each new count, and hear when nothing matches. */}
      <p role="status" className={css.hiddenLabel}>
        {statusText}
      </p>
      <ul id={listId} role="listbox" aria-label={label} className={css.list} hidden={!expanded}>
        {options.map((o, i) => (
          <li
            key={o.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={css.option}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => onPick(o.key)}
          >
            {o.media}
            <span className={css.optionText}>
              <span className={css.optionLabel}>{o.label}</span>
              {o.detail ? <span className={css.optionDetail}>{o.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
