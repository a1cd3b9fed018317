import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// The dashboard's Super Agents table links here.
export const Route = createFileRoute('/_app/super-agents/$id')({
  beforeLoad: ({ context, params }) =>
    redirectByRole({ Admin: paths.admin.superAgent(params.id) })({ context }),
});
