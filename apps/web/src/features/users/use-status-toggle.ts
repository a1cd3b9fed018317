import type { User } from '@bingo/contracts';
import { useState } from 'react';

/**
 * A status change as the staff asks for it: deactivating a cashier waits for a confirmation, as it
 * abandons the game the cashier is running in front of the players; anything else is sent at once.
 */
export function useStatusToggle(send: (user: User) => void) {
  const [asking, setAsking] = useState<User | null>(null);
  return {
    /** The cashier waiting for the confirmation, if any. */
    asking,
    request: (user: User) => {
      if (user.role === 'Cashier' && user.isActive) setAsking(user);
      else send(user);
    },
    confirm: () => {
      if (asking) send(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
  };
}
