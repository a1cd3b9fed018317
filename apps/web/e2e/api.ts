import { formatBirr, toSantim } from '@bingo/engine';
import { ensureOpenShift } from './shift-helpers';

/** Direct API calls, to check what the screens show against what the server holds. */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<ApiClient> {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    return new ApiClient(baseUrl, token);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** Abandons the cashier's running game, if any: a journey starts from a hall with no game on. */
  async endRunningGame(): Promise<void> {
    const { game } = await this.call<{ game: { gameId: string } | null }>('GET', '/games/current');
    if (game) await this.call('POST', `/games/${game.gameId}/abandon`, {});
  }

  /**
   * Buys a game as a cashier and closes it at once, as a hall that stops the game would: the sale
   * stays in the history, and no running game is left to be offered back to that cashier. A game
   * starts only inside an open shift: one is opened first when none is.
   */
  /** Sells a game and abandons it at once; `refunded` records that the stakes went back to the players. */
  async sellClosedGame(
    game: { gameType: number; typeIndex: number; cards: number[]; betAmount: number },
    { refunded = false } = {},
  ) {
    await ensureOpenShift(this);
    const { gameId } = await this.call<{ gameId: string }>('POST', '/games', game);
    await this.call('POST', `/games/${gameId}/abandon`, { refunded });
  }

  async balance(userId?: string): Promise<number> {
    const query = userId ? `?userId=${userId}` : '';
    return (await this.call<{ amount: number }>('GET', `/Balance${query}`)).amount;
  }
}

/** How every screen shows an amount of Birr. */
export const birr = (amount: number) => formatBirr(toSantim(amount));
