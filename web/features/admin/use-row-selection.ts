import { useState } from 'react';

/**
 * The rows ticked in a paged table. A tick outlives a page change, but only the rows on the page
 * shown count as selected, so a bulk action never reaches rows the admin cannot see.
 */
export function useRowSelection(rowIds: readonly number[]) {
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const selectedIds = rowIds.filter((id) => ticked.has(id));
  const allSelected = rowIds.length > 0 && selectedIds.length === rowIds.length;

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return {
    selectedIds,
    allSelected,
    isSelected: (id: number) => ticked.has(id),
    toggle,
    /** Ticks every row on the page, or clears the ticks when all of them already are. */
    toggleAll: () => setTicked(allSelected ? new Set() : new Set(rowIds)),
    clear: () => setTicked(new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
