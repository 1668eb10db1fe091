import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import type { Organization, Page } from '../../../contract/organizations.ts';
import { PagedList } from '../../components/paged-list/paged-list.tsx';
import { dataInView, useServerData } from '../../lib/api/use-server-data.ts';

import { OrganizationFormModal } from './organization-form-modal.tsx';
import { OrganizationTable } from './organization-table.tsx';
import { fetchOrganizations } from './organizations-api.ts';

const pageSize = 20;

/** /organizations: the super admin's list of schools, with search, paging, create and edit. */
export default function OrganizationsPage() {
  const { t } = useLingui();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Organization | 'new' | null>(null);
  const organizations = useServerData(
    JSON.stringify([search, pageNumber]),
    (signal) => fetchOrganizations({ search, page: pageNumber, pageSize }, signal),
    { revision: version },
  );
  // The last page stays in view, with its pagination, while the next one loads.
  const page: Page<Organization> | null = dataInView(organizations) ?? null;

  return (
    <Container size="lg" py="xl" px="sm">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Manage organizations</Trans>
          </Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            <Trans>Add organization</Trans>
          </Button>
        </Group>
        <TextInput
          label={t`Search`}
          placeholder={t`Name, subdomain or contact email`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            setPageNumber(1);
          }}
          maw={420}
        />
        <PagedList
          page={page}
          loading={organizations.status === 'loading'}
          failed={organizations.status === 'failed'}
          failedMessage={
            <Trans>
              The organizations could not be loaded. Check the connection and try again.
            </Trans>
          }
          emptyMessage={<Trans>No organizations match this search.</Trans>}
          pageSize={pageSize}
          pageNumber={pageNumber}
          onPageChange={setPageNumber}
        >
          {(organizations) => (
            <OrganizationTable organizations={organizations} onEdit={setEditing} />
          )}
        </PagedList>
      </Stack>
      {editing && (
        <OrganizationFormModal
          organization={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setVersion((value) => value + 1);
          }}
        />
      )}
    </Container>
  );
}
