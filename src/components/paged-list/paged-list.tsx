import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Page } from '../../../contract/organizations.ts';
import { ListPagination } from '../list-pagination/list-pagination.tsx';

interface PagedListProps<Item> {
  /** The last page loaded, or null before the first one arrives. */
  page: Page<Item> | null;
  /** A request is under way: the loader shows until the first page arrives. */
  loading: boolean;
  failed: boolean;
  failedMessage: ReactNode;
  emptyMessage: ReactNode;
  pageSize: number;
  pageNumber: number;
  onPageChange: (pageNumber: number) => void;
  /** Renders the page's items, when there are any. */
  children: (items: readonly Item[]) => ReactNode;
}

/** A server list's states around its table: failure, first load, nothing found, and paging. */
export function PagedList<Item>({
  page,
  loading,
  failed,
  failedMessage,
  emptyMessage,
  pageSize,
  pageNumber,
  onPageChange,
  children,
}: PagedListProps<Item>) {
  return (
    <>
      {failed && <Text c="red">{failedMessage}</Text>}
      {page === null && loading && <Loader />}
      {page && page.items.length === 0 && <Text c="dimmed">{emptyMessage}</Text>}
      {page && page.items.length > 0 && children(page.items)}
      {page && (
        <ListPagination
          total={page.total}
          pageSize={pageSize}
          page={pageNumber}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
