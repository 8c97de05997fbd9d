import { UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { LayoutMode } from '../../layouts/layout-mode.ts';
import classes from './CategoryNav.module.css';

export interface CategoryNavEntry {
  /** The id of the section element to scroll to. */
  sectionId: string;
  label: string;
  /** Shown on a kiosk's tile. */
  image?: string | null;
}

interface CategoryNavProps {
  entries: readonly CategoryNavEntry[];
  active: string | null;
  onSelect: (sectionId: string) => void;
  /** Touch screens get a rail of large tiles, phones a sticky bar of chips. */
  mode: LayoutMode;
}

/** The menu's categories, to jump to one; the one being read is marked. */
export function CategoryNav({ entries, active, onSelect, mode }: CategoryNavProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the marked entry in sight inside the bar or rail without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !current) return;
    const listBox = list.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    // Both layouts show one row (a bar on phones, a rail of tiles on touch screens).
    if (box.left < listBox.left || box.right > listBox.right) {
      list.scrollBy({ left: box.left - listBox.left - (listBox.width - box.width) / 2 });
    }
  }, [active, mode]);

  if (entries.length === 0) return null;
  return (
    <nav aria-label={t`Menu categories`} className={classes.nav} data-mode={mode} data-testid="category-nav">
      <ul ref={listRef} className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.sectionId}>
            <UnstyledButton
              className={classes.entry}
              aria-current={entry.sectionId === active ? 'true' : undefined}
              onClick={() => onSelect(entry.sectionId)}
            >
              {entry.image && <img className={classes.picture} src={entry.image} alt="" loading="lazy" />}
              {entry.label}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
