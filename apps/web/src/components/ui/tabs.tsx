import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { classNames } from '../../lib/class-names.ts';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The content of the selected tab. */
  children: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: arrow keys, Home and End move between tabs. The tabs stay on
 * one row that scrolls sideways on a narrow screen, the selected one kept in view.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const { i18n } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  function selectAt(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  useEffect(() => {
    tabRefs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    // Right to left, the next tab is to the left.
    const forward = i18n.dir() === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = { ArrowRight: index + forward, ArrowLeft: index - forward, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectAt(target);
  }

  return (
    <div className="flex flex-col gap-6">
      {/* A phone scrolls the tabs sideways; a wider screen shows every tab, on a second row if needed. */}
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="flex flex-nowrap gap-1 overflow-x-auto overscroll-x-contain rounded-2xl bg-slate-100 p-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-x-visible"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={classNames(
                'inline-flex h-11 flex-auto shrink-0 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4',
                isSelected
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
              )}
            >
              {/* Icons give way to the labels on phones, so that more tabs show at once. */}
              {tab.icon && <span className="hidden sm:inline-flex">{tab.icon}</span>}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
        className="rounded-2xl focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
