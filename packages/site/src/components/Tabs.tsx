import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { color, media, radius, TOUCH_TARGET } from '../theme';
import { tabIndexAfterKey } from './tabKeys';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list, arrow keys (mirrored in
 * right-to-left pages), Home and End move between tabs and select them. Inactive panels stay
 * in the document, hidden, so their state survives a switch.
 */
export function Tabs({
  label,
  tabs,
  defaultTab,
}: {
  label: string;
  tabs: readonly TabItem[];
  defaultTab?: string;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = tabIndexAfterKey(event.key, index, tabs.length, direction);
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        css={{
          display: 'flex',
          // On a phone the tabs wrap onto more rows rather than hide behind a scroll.
          flexWrap: 'wrap',
          gap: 4,
          borderBottom: `2px solid ${color.border}`,
        }}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              css={{
                flex: '1 1 auto',
                [media.md]: { flex: 'none' },
                minHeight: TOUCH_TARGET,
                padding: '10px 16px',
                border: 0,
                borderBottom: `3px solid ${isSelected ? color.primary : 'transparent'}`,
                marginBottom: -2,
                borderRadius: `${radius.control} ${radius.control} 0 0`,
                background: isSelected ? '#eef5f1' : 'transparent',
                color: isSelected ? color.primary : color.text,
                font: 'inherit',
                fontWeight: 700,
                cursor: 'pointer',
                '&:hover': { color: color.primary },
                '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: -3 },
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          css={{
            paddingTop: 24,
            '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 4 },
          }}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
