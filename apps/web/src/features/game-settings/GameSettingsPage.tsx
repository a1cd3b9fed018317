import type { GameSettings } from '@bingo/contracts';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { matchesSearch, SearchInput } from '../../components/SearchInput';
import { messageOf } from '../../lib/api';
import { useTimedMessage } from '../admin/use-timed-message';
import { shopQueries } from '../shops/shops.queries';
import { GameSettingsDialog } from './GameSettingsDialog';
import { GameSettingsTable } from './GameSettingsTable';
import { useDeleteGameSettings } from './game-settings.mutations';
import { gameSettingsQueries } from './game-settings.queries';

/** Per-shop game settings: card limits, the bet the stepper starts at, the minimum stake, late claims. */
export function GameSettingsPage() {
  const settings = useQuery(gameSettingsQueries.list());
  const shops = useQuery(shopQueries.list());
  const remove = useDeleteGameSettings();
  const notice = useTimedMessage(3000);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ settings: GameSettings | null } | null>(null);
  const [deleting, setDeleting] = useState<GameSettings | null>(null);

  const all = settings.data?.items ?? [];
  const configured = new Set(all.map((s) => s.shopId));
  const freeShops = (shops.data?.items ?? []).filter((s) => !configured.has(s.id));
  const shown = all.filter((s) => matchesSearch(search, s.shopName));

  return (
    <Stack gap="md">
      <PageHeader
        title="Game Settings"
        subtitle="Card limits, bets and late claims per shop"
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ settings: null })}
            disabled={shops.isSuccess && freeShops.length === 0}
          >
            Add Game Settings
          </Button>
        }
      />
      {settings.isError ? (
        <ErrorBanner message="Failed to load game settings. Please try again later." />
      ) : null}
      {notice.message ? (
        <Alert color="green" role="status">
          {notice.message}
        </Alert>
      ) : null}
      {remove.isError && !deleting ? (
        <Alert color="red" role="alert" title="Failed to delete game settings">
          {messageOf(remove.error)}
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <Stack>
          <SearchInput value={search} onChange={setSearch} placeholder="Search by shop name..." />
          {settings.isPending ? (
            <LoadingState />
          ) : shown.length === 0 ? (
            <EmptyState
              message="No game settings found"
              hint={all.length === 0 ? 'Shops without settings play with the defaults.' : undefined}
            />
          ) : (
            <GameSettingsTable
              settings={shown}
              onEdit={(s) => setDialog({ settings: s })}
              onDelete={(s) => {
                remove.reset();
                setDeleting(s);
              }}
            />
          )}
        </Stack>
      </Paper>
      <GameSettingsDialog
        opened={dialog !== null}
        settings={dialog?.settings ?? null}
        freeShops={freeShops}
        onClose={() => setDialog(null)}
        onSaved={(message) => {
          setDialog(null);
          notice.show(message);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete Game Settings"
        message={
          deleting ? `Delete the game settings of ${deleting.shopName}? Its games then use the defaults.` : ''
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        error={remove.isError ? `Failed to delete game settings: ${messageOf(remove.error)}` : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.shopId, {
            onSuccess: () => {
              setDeleting(null);
              notice.show('Game settings deleted successfully');
            },
          });
        }}
      />
    </Stack>
  );
}
