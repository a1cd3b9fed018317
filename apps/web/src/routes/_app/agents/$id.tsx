import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

// Linked from the dashboards: an Admin edits the agent, a Super Agent sees its own agent's details.
export const Route = createFileRoute('/_app/agents/$id')({
  beforeLoad: ({ context, params }): never =>
    redirectByRole(
      { context },
      { Admin: { to: '/admin/agents/$id', params }, SuperAgent: { to: '/superagent/agents/$id', params } },
    ),
});
