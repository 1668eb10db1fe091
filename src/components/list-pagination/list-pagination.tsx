import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@mantine/core';

interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}

/** Mantine's pagination with its arrow and page buttons named for screen readers. */
export function ListPagination({ total, pageSize, page, onChange }: ListPaginationProps) {
  const { t } = useLingui();
  if (total <= pageSize) return null;
  const labels = {
    first: t`First page`,
    previous: t`Previous page`,
    next: t`Next page`,
    last: t`Last page`,
  };
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': labels[control] })}
      getItemProps={(number) => ({ 'aria-label': t`Page ${number}` })}
    />
  );
}
