import { Alert } from '@mantine/core';
import { statusFailure } from '@/lib/failure-messages';

/** Why activating or deactivating a user failed; nothing while it has not. */
export function UserStatusFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" mb="md">
      {statusFailure(error)}
    </Alert>
  );
}
