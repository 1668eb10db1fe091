import { Trans } from '@lingui/react/macro';
import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface TableHeaderProps {
  /** The column titles in order; null leaves a column out. */
  titles: readonly ReactNode[];
  /** Adds a last column for row buttons, named for screen readers only. */
  withActionsColumn?: boolean;
}

/** A table's row of column titles. */
export function TableHeader({ titles, withActionsColumn = false }: TableHeaderProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {titles
          .filter((title) => title !== null)
          .map((title, index) => (
            <Table.Th key={index}>{title}</Table.Th>
          ))}
        {withActionsColumn && (
          <Table.Th>
            <VisuallyHidden>
              <Trans>Actions</Trans>
            </VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
