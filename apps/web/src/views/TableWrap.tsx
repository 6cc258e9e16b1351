import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen: the scrolling box is a named region the
 * keyboard can reach (focusable), so its hidden columns are never out of reach.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
