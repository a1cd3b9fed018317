import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { MemberLinks } from './MemberLinks';

describe('a dashboard row’s links', () => {
  it('offers Transfer for an active member and not for an inactive one', async () => {
    renderInRouter(
      () => (
        <>
          <MemberLinks
            view={{ to: '/agent/cashiers' }}
            transfer={{ to: '/agent/balance', search: { to: 'active-one' } }}
            canTransfer
          />
          <MemberLinks
            view={{ to: '/agent/cashiers' }}
            transfer={{ to: '/agent/balance', search: { to: 'inactive-one' } }}
            canTransfer={false}
          />
        </>
      ),
      AGENT,
    );
    expect(await screen.findAllByRole('link', { name: 'View' })).toHaveLength(2);
    const transfers = screen.getAllByRole('link', { name: 'Transfer' });
    expect(transfers.map((a) => a.getAttribute('href'))).toEqual(['/agent/balance?to=active-one']);
  });
});
