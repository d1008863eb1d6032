import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Icon } from './Icon';
import * as css from './search.css';

export interface ComboboxOption {
  key: string;
  /** Where the option leads: each option is a real link (a new tab with Ctrl+click, or a middle click). */
  href: string;
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
  /** A result was followed inside the app (a click, or Enter on the active one); its link navigates. */
  onPick: (key: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Escape, or a pointer pressed outside the search while the list is open. */
  onDismiss?: () => void;
  /** Read out politely as the list changes ('5 resultados', 'Sin coincidencias'); '' says nothing. */
  statusText?: string;
  /** A visible line above the options while open ('Sin resultados para «…»'), outside the listbox. */
  notice?: string;
}

/**
 * The header search, built on the ARIA 1.2 combobox pattern (input with a listbox popup): arrows
 * move through the suggestions, Enter picks the active one or searches the typed text, Escape
 * closes the list, and so does pressing anywhere outside the search. Each option is a link (`role`
 * option on an `<a href>`), so a result opens in a new tab like any link; Enter follows the active
 * one's link. The list itself is driven by the search machine (open, options).
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const {
    label,
    placeholder,
    maxLength,
    submitLabel,
    value,
    options,
    open,
    onValueChange,
    onSubmit,
    onPick,
    onFocus,
    onBlur,
    onDismiss,
    statusText = '',
    notice = '',
  } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  // The popup shows the options, and the notice above them: a listbox holds options only.
  const popupShown = expanded || (open && notice !== '');
  const formRef = useRef<HTMLFormElement>(null);

  const optionKeys = options.map((o) => o.key).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of results, or reopening it, starts with no active result
  useEffect(() => setActive(-1), [optionKeys, open]);

  // An outside click clears the list at once (the blur timer is for leaving by keyboard).
  useEffect(() => {
    if (!popupShown || !onDismiss) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!formRef.current?.contains(e.target as Node)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [popupShown, onDismiss]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is the landmark every screen reader knows; <search> is too new
    <form
      ref={formRef}
      role="search"
      className={css.form}
      onSubmit={(e) => {
        e.preventDefault();
        // Enter on the active result follows its link, exactly as a click on it does.
        const picked = expanded && active >= 0 ? document.getElementById(`${id}-opt-${active}`) : null;
        if (picked) picked.click();
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
        // A text input: a combobox's role and aria-expanded are not allowed on type="search" (the
        // HTML standard); enterKeyHint still gives the phone's keyboard its search key.
        type="text"
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
          } else if (e.key === 'Escape' && popupShown) {
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
      <div className={css.list} hidden={!popupShown}>
        {popupShown && notice ? <p className={css.notice}>{notice}</p> : null}
        <div id={listId} role="listbox" aria-label={label} hidden={!expanded}>
          {options.map((o, i) => (
            <Link
              key={o.key}
              href={o.href}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              // The input keeps the focus (and the keyboard) while the list is open.
              tabIndex={-1}
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
            </Link>
          ))}
        </div>
      </div>
    </form>
  );
}
