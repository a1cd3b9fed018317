import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AGENT_DIALOG_CLOSE_MS } from '@/lib/use-auto-close';
import { apiError, created, fakeApi } from '@/test/fake-api';
import { aUser, SUPER_AGENT } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { CreateAgentModal } from './CreateAgentModal';

function open() {
  const onClose = vi.fn();
  renderSignedIn(<CreateAgentModal opened onClose={onClose} />, SUPER_AGENT);
  return { onClose, u: userEvent.setup({ delay: null }) };
}

async function fillRequired(u: ReturnType<typeof userEvent.setup>, skip?: string) {
  const fields: [string, string][] = [
    ['First Name', 'Meron'],
    ['Last Name', 'Alemu'],
    ['Email', 'meron@bingo.et'],
    ['Password', 'agent456'],
  ];
  for (const [label, value] of fields) {
    if (label !== skip) await u.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing into Mantine inputs under jsdom takes seconds on a busy machine; 5 s per test is too tight.
describe('CreateAgentModal', { timeout: 20_000 }, () => {
  it.each(['First Name', 'Last Name', 'Email', 'Password'])(
    'asks for all required fields when %s is empty',
    async (missing) => {
      const api = fakeApi({});
      const { u } = open();
      await fillRequired(u, missing);
      await u.click(screen.getByRole('button', { name: 'Create Agent' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
      expect(api.writes()).toHaveLength(0);
    },
  );

  it('creates the agent without middle name and phone, then closes after 1.5 s', {
    timeout: 10_000,
  }, async () => {
    const held = holdTimeouts(AGENT_DIALOG_CLOSE_MS);
    onTestFinished(held.restore);
    const api = fakeApi({
      'POST /api/auth/register': created(aUser({ role: 'Agent', email: 'meron@bingo.et' })),
    });
    const { onClose, u } = open();
    await fillRequired(u);
    await u.click(screen.getByRole('button', { name: 'Create Agent' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Agent created successfully!');
    expect(api.writes()[0]?.body).toEqual({
      firstName: 'Meron',
      lastName: 'Alemu',
      middleName: null,
      email: 'meron@bingo.et',
      phoneNumber: null,
      password: 'agent456',
      role: 'Agent',
    });
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the optional middle name and phone when given', async () => {
    const api = fakeApi({ 'POST /api/auth/register': created(aUser({ role: 'Agent' })) });
    const { u } = open();
    await fillRequired(u);
    await u.type(screen.getByLabelText('Middle Name'), 'Tsegaye');
    await u.type(screen.getByLabelText('Phone Number'), '+251911223344');
    await u.click(screen.getByRole('button', { name: 'Create Agent' }));
    await screen.findByRole('status');
    expect(api.writes()[0]?.body).toMatchObject({ middleName: 'Tsegaye', phoneNumber: '+251911223344' });
  });

  it('cannot be dismissed while the agent is being saved', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { onClose, u } = open();
    await fillRequired(u);
    expect(document.querySelector('.mantine-Modal-close')).not.toBeNull();
    await u.click(screen.getByRole('button', { name: 'Create Agent' }));
    await waitFor(() => expect(document.querySelector('.mantine-Modal-close')).toBeNull());
    await u.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    answer(new Response(JSON.stringify(aUser({ role: 'Agent' })), { status: 201 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Agent created successfully!');
  });

  it("shows the server's message when it refuses", async () => {
    fakeApi({ 'POST /api/auth/register': apiError(409, 'Email is already registered') });
    const { onClose, u } = open();
    await fillRequired(u);
    await u.click(screen.getByRole('button', { name: 'Create Agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the spec text when the server fails', async () => {
    fakeApi({ 'POST /api/auth/register': { status: 500, body: { message: 'Internal Server Error' } } });
    const { u } = open();
    await fillRequired(u);
    await u.click(screen.getByRole('button', { name: 'Create Agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create agent. Please try again.');
  });
});
