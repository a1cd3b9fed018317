import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ADMIN, aUser } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { AdminUsersTable } from './AdminUsersTable';

afterEach(() => vi.unstubAllGlobals());

const agent = aUser({ role: 'Agent', firstName: 'Yonas', lastName: 'Girma', email: 'agent1@bingo.et' });

function show(layout: 'byName' | 'byEmail') {
  fakeApi({});
  renderInRouter(
    () => (
      <AdminUsersTable
        users={[agent]}
        layout={layout}
        editTo="/admin/agents/$id"
        onToggleStatus={() => {}}
        onResetPassword={() => {}}
        togglingId={null}
      />
    ),
    ADMIN,
  );
}

const headers = async () => (await screen.findAllByRole('columnheader')).map((header) => header.textContent);

describe('the Admin’s user tables', () => {
  it('agents and cashiers: Email, Phone Number, Status, Last Login, Actions, as the spec heads them', async () => {
    show('byEmail');
    expect(await headers()).toEqual(['Email', 'Phone Number', 'Status', 'Last Login', 'Actions']);
    const [, row] = screen.getAllByRole('row');
    expect(within(row as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      'agent1@bingo.etYonas Girma',
    );
  });

  it('super agents: Name, Email, Phone, Status, Actions', async () => {
    show('byName');
    expect(await headers()).toEqual(['Name', 'Email', 'Phone', 'Status', 'Actions']);
  });
});
