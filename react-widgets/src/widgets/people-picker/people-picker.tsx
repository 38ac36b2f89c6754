import { useId, useState, type KeyboardEvent } from 'react';
import type { WidgetCallbacks } from '../../bridge/types';
import { filterPeople } from './filter-people';
import type { PeoplePickerProps } from './schema';

/**
 * A searchable list of teams and people, following the WAI-ARIA combobox pattern: the text box
 * filters, the arrow keys move through the list, Enter chooses, Escape closes. The choice is sent
 * to the Rust side as `{ type: "select", value }`; the current `value` comes back as a prop.
 */
export function PeoplePicker({ items, labels, value, callbacks }: PeoplePickerProps & { callbacks: WidgetCallbacks }) {
  const id = useId();
  const chosen = items.find((item) => item.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = filterPeople(items, query ?? '');
  const activeItem = open ? matches[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const show = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, matches.length - 1)));
  };
  const choose = (index: number) => {
    const item = matches[index];
    if (!item) return;
    callbacks.onEvent({ type: 'select', value: item.value });
    setQuery(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        show(open ? active + 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        show(open ? active - 1 : matches.length - 1);
        break;
      case 'Enter':
        if (open && activeItem) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else {
          setQuery(null);
        }
        break;
    }
  };

  return (
    <div className="people-picker" data-hydrated="true">
      <label className="people-picker__label" htmlFor={`${id}-input`}>
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        className="people-picker__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeItem ? optionId(active) : undefined}
        placeholder={labels.placeholder}
        value={query ?? chosen?.title ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-listbox`} className="people-picker__list" role="listbox" aria-label={labels.label} hidden={!open}>
        {matches.map((item, index) => (
          <li
            key={item.value}
            id={optionId(index)}
            role="option"
            aria-selected={item.value === value}
            className={index === active ? 'people-picker__option is-active' : 'people-picker__option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <span className="people-picker__title">{item.title}</span>
            <span className="people-picker__subtitle">{item.props.subtitle}</span>
          </li>
        ))}
      </ul>
      {open && matches.length === 0 && (
        <p className="people-picker__empty" role="status">
          {labels.noResults}
        </p>
      )}
    </div>
  );
}
