import type { Shop } from '@bingo/contracts';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { AppButtonLink } from '../../../components/AppLink';
import { paths } from '../../../lib/paths';
import { fullName } from '../../users/users.queries';

interface ShopsTableProps {
  shops: readonly Shop[];
  onEdit: (shop: Shop) => void;
  onDelete: (shop: Shop) => void;
}

export function ShopsTable({ shops, onEdit, onDelete }: ShopsTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Shops">
        <Table.Thead>
          <Table.Tr>
            {['Name', 'Location', 'City', 'Country', 'Agent', 'Cashier', 'Actions'].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shops.map((shop) => (
            <Table.Tr key={shop.id}>
              <Table.Td fw={500}>{shop.name}</Table.Td>
              <Table.Td>{shop.location}</Table.Td>
              <Table.Td>{shop.city}</Table.Td>
              <Table.Td>{shop.country}</Table.Td>
              <Table.Td>{fullName(shop.agent)}</Table.Td>
              <Table.Td>
                {shop.cashier ? (
                  fullName(shop.cashier)
                ) : (
                  <Text c="dimmed" size="sm">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <AppButtonLink
                    href={paths.admin.shop(shop.id)}
                    size="xs"
                    variant="subtle"
                    leftSection={<IconEye size={14} />}
                  >
                    View
                  </AppButtonLink>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => onEdit(shop)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => onDelete(shop)}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
