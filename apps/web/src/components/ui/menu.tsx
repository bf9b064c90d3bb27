import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  tone?: 'default' | 'danger';
}

interface MenuProps {
  /** The accessible name of the button that opens the menu. */
  label: string;
  /** What the button shows: an icon, text or both. */
  trigger: ReactNode;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  /** A smaller button, for a menu on each line of a dense list (chat messages). */
  isCompact?: boolean;
}

/** A button that opens a short list of actions (WAI-ARIA menu button: arrows, Escape, Tab). */
export function Menu({ label, trigger, items, align = 'end', isCompact = false }: MenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!isOpen) return;
    itemRefs.current[0]?.focus();
    function closeOnOutsideClick(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    triggerRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const focused = itemRefs.current.findIndex((item) => item === document.activeElement);
    const focusAt = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusAt(focused + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(focused - 1);
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  }

  return (
    <div ref={rootRef} className="relative inline-block" onKeyDown={isOpen ? handleKeyDown : undefined}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={classNames(
          'inline-flex items-center justify-center gap-2 rounded-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          isCompact ? 'h-7 min-w-7 px-1' : 'h-11 min-w-11 px-2',
        )}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={classNames(
            'absolute z-30 mt-2 min-w-48 animate-fade-in rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200',
            align === 'end' ? 'end-0' : 'start-0',
          )}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                item.onSelect();
              }}
              className={classNames(
                'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm font-medium',
                'focus-visible:outline-offset-0',
                item.tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
